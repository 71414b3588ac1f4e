/* forkc_main_worker(): after forkc_resume_on(forkc_main_worker()) a task
 * runs on the program's main thread, under every scheduler and worker
 * count: from leaves of a spawn tree, from a nested root (plain C called a
 * task inside a task), across roots the main thread calls in a loop, and
 * while another thread runs roots of its own on the same default pool
 * (those go to the other workers; with one worker they take worker 0 in
 * turn).  The output, counts of moves and of moves that did not land on the
 * main thread, is the serial elision's. */
#include <forkc.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

static pthread_t main_thread;
static _Atomic long moves, off_main;

static void landed(void) {
    atomic_fetch_add(&moves, 1);
    if (!pthread_equal(pthread_self(), main_thread))
        atomic_fetch_add(&off_main, 1);
}

fork_task static long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

/* A leaf computes, then goes to the main thread, as an MPI call must. */
fork_task static long leaf(int i) {
    long v = fib(10 + i % 6);
    forkc_resume_on(forkc_main_worker());
    landed();
    return v + fib(8);
}

fork_task static long tree(int lo, int hi) {
    if (hi - lo == 1)
        return leaf(lo);
    int mid = lo + (hi - lo) / 2;
    long a = fork_spawn(tree(lo, mid));
    long b = tree(mid, hi);
    fork_join();
    return a + b;
}

/* Plain C between two tasks: on a worker, a nested root. */
static long plain_tree(int k) { return tree(k, k + 8); }

fork_task static long with_nested(int k) {
    long a = fork_spawn(tree(0, 16));
    long b = plain_tree(k);
    fork_join();
    forkc_resume_on(forkc_main_worker());
    landed();
    return a + b;
}

fork_task static long stays(int n) {
    long a = fork_spawn(fib(n));
    long b = fib(n - 1);
    fork_join();
    return a + b;
}

static void *other_thread(void *arg) {
    long *sum = arg;
    for (int r = 0; r < 20; r++)
        *sum += stays(14);
    return NULL;
}

int main(void) {
    main_thread = pthread_self();
    long other_sum = 0;
    pthread_t t;
    if (pthread_create(&t, NULL, other_thread, &other_sum) != 0)
        return 1;
    long total = 0;
    for (int r = 0; r < 10; r++)
        total += tree(0, 32);
    total += with_nested(3);
    pthread_join(t, NULL);
    printf("total=%ld other=%ld\n", total, other_sum);
    printf("moves=%ld off_main=%ld\n", atomic_load(&moves), atomic_load(&off_main));
    return atomic_load(&off_main) != 0;
}
