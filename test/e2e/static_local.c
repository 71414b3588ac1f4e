/* Static locals of tasks: one variable shared by both clones (a stolen
 * continuation updates the one the fast clone does), constants, a pointer
 * to another static local, a constant of a type the task declares, and a
 * static local reducer; a static task. */
#include <forkc.h>
#include <forkc/reducers.h>
#include <stdio.h>

static fork_task long weight(int i) {
    static const long table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    return table[i % 8];
}

fork_task long weighted(int n) {
    static const char *label = "weighted";
    long acc[64];
    for (int i = 0; i < n; i++)
        acc[i] = fork_spawn(weight(i));
    fork_join();
    long s = 0;
    for (int i = 0; i < n; i++) s += acc[i] * i;
    return s + (long)label[0];
}

/* Counts its activations before and after its spawns: at 2 workers and
 * more, some of the latter run in the resume function. */
fork_task long counted(int n) {
    static long calls = 0, *where = &calls;
    if (n < 0)
        return *where;
    __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED);
    if (n < 2)
        return n;
    long a = fork_spawn(counted(n - 1));
    __atomic_fetch_add(where, 1, __ATOMIC_RELAXED);
    long b = counted(n - 2);
    fork_join();
    __atomic_fetch_add(&calls, 1, __ATOMIC_RELAXED);
    return a + b;
}

fork_task long summed(int n) {
    static long forkc_reducer_sum(long) total = 0;
    struct pt { int x, y; };
    static const struct pt origin = {3, 4};
    if (n < 0)
        return total;
    total += n + origin.x * origin.y;
    if (n < 2)
        return n;
    long a = fork_spawn(summed(n - 1));
    total += 1;
    long b = summed(n - 2);
    fork_join();
    return a + b;
}

int main(void) {
    printf("%ld\n", weighted(64));
    printf("%ld\n", weight(5));
    long f = counted(24);
    printf("counted %ld, calls %ld\n", f, counted(-1));
    long g = summed(22);
    printf("summed %ld, total %ld\n", g, summed(-1));
    return 0;
}
