/* Spawns through function pointers: to tasks (their original symbols, which
 * run them as nested roots) and to plain C functions; a pointer variable
 * changed right after the spawn (the spawn read it before), a struct
 * member, an array of pointers spawned in a loop, results converted, a
 * struct result and a void one.  `patient` makes the continuation after
 * its spawn likely to be stolen (it waits, at most 50 ms, for it to
 * start); the plugin build checks with 2 or more workers that this happened
 * at least once. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static atomic_int continued, seen_early;
static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
static int ident(int v) { return v; }
/* A task, spawned through a pointer: its original symbol runs it as a
 * nested root on the spawning worker, whose deque still holds the spawner's
 * continuation.  Its own spawns hand that continuation to a thief that
 * asked (a push publishes the older private items), which a plain C child
 * spinning without pushing could not. */
fork_task int patient(int v) {
    double end = now_ms() + 50;
    while (!atomic_load(&continued) && now_ms() < end) {
        int t = fork_spawn(ident(v));
        fork_join();
        (void)t;
    }
    if (atomic_load(&continued))
        atomic_fetch_add(&seen_early, 1);
    return v * 3;
}

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}
static int sq(int x) { return x * x; }
static int neg(int x) { return -x; }
static void add_to(long *p, int k) { *p += k; }
struct pair {
    long a, b;
};
static struct pair mk(long a) {
    struct pair p = {a, 2 * a};
    return p;
}
struct ops {
    long (*task)(int);
    int (*op)(int);
};

fork_task long apply(const struct ops *o, int (*g)(int), int n) {
    atomic_store(&continued, 0);
    int w = fork_spawn(g(n)); /* g is patient: the rest likely runs on a thief */
    atomic_store(&continued, 1);
    g = neg; /* the spawn already read g */
    long x = fork_spawn(o->task(n % 20));
    long y = fork_spawn(o->op(n)); /* int -> long */
    long z = 0;
    void (*h)(long *, int) = add_to;
    fork_spawn(h(&z, 5));
    struct pair p = fork_spawn(mk(n));
    int (*tbl[3])(int) = {sq, neg, g};
    long r[3];
    for (int i = 0; i < 3; i++)
        r[i] = fork_spawn(tbl[i](n + i));
    fork_join();
    return w + x + y + z + p.a + p.b + r[0] + r[1] + r[2] + g(1);
}

int main(void) {
    struct ops o = {fib, sq};
    long t = 0;
    for (int i = 5; i < 30; i++)
        t += apply(&o, patient, i);
    printf("apply: %ld\n", t);
#ifdef __FORKC_LOWERED__
    const char *w = getenv("FORKC_WORKERS");
    if (w && atoi(w) >= 2 && atomic_load(&seen_early) == 0) {
        fprintf(stderr, "spawn_fnptr: no continuation was stolen at %s workers\n", w);
        return 1;
    }
#endif
    return 0;
}
