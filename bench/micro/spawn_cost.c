/* The cost of forkc's primitives, un-stolen, in ns per operation (issue:
 * fast path).  Run at FORKC_WORKERS=1 so that nothing is stolen:
 *
 *   plain_call    a plain C function call (noinline), the yardstick
 *   task_call     a task calling a task (a call: nothing pushed)
 *   spawn_join    fork_spawn of a task + fork_join
 *   nested_root   a task calling plain C that calls a task (a nested root)
 *   spawner_call  a task calling a task that spawns (the leaf) and joins
 *   spawner_root  the same task called through plain C: a nested root
 *                 whose task has a frame (its wrapper saves a context)
 *
 * and nested_root / task_call, the figure the issue bounds (<= 3), and
 * spawner_root / spawner_call.  A task with no resume point (the leaf)
 * needs no root record: its wrapper only calls it.  Built
 * without the plugin it is its serial elision: every line is a plain call.
 * Usage: bench_spawn_cost [N]   (N operations per measurement, default 2M) */
#include <forkc.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

__attribute__((noinline)) static long plain_leaf(long x) { return 2 * x + 1; }

fork_task long task_leaf(long x);
fork_task long task_leaf(long x) { return 2 * x + 1; }

/* A task with a frame: it spawns. */
fork_task long task_spawner(long x);
fork_task long task_spawner(long x) {
    long a = fork_spawn(task_leaf(x));
    fork_join();
    return a;
}

/* Plain C calling a task: on a worker, a nested root.  External linkage
 * keeps them plain C: a static helper that only tasks call would be lowered
 * as a task (docs/lowering.md, "Helpers lowered as tasks"). */
long plain_calls_task(long x);
long plain_calls_spawner(long x);
__attribute__((noinline)) long plain_calls_task(long x) { return task_leaf(x); }
__attribute__((noinline)) long plain_calls_spawner(long x) { return task_spawner(x); }

fork_task long loop_task_calls(long n) {
    long s = 0;
    for (long i = 0; i < n; i++) {
        long r = task_leaf(i);
        s += r;
    }
    return s;
}

fork_task long loop_spawns(long n) {
    long s = 0;
    for (long i = 0; i < n; i++) {
        long r = fork_spawn(task_leaf(i));
        fork_join();
        s += r;
    }
    return s;
}

fork_task long loop_nested_roots(long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += plain_calls_task(i);
    return s;
}

fork_task long loop_spawner_calls(long n) {
    long s = 0;
    for (long i = 0; i < n; i++) {
        long r = task_spawner(i);
        s += r;
    }
    return s;
}

fork_task long loop_spawner_roots(long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += plain_calls_spawner(i);
    return s;
}

fork_task long loop_plain_calls(long n) {
    long s = 0;
    for (long i = 0; i < n; i++)
        s += plain_leaf(i);
    return s;
}

/* Best of 5, in ns per operation; checks the sum (n^2). */
static double measure(const char *name, long (*run)(long), long n) {
    double best = 1e30;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now();
        long s = run(n);
        double t = now() - t0;
        if (s != n * n) {
            fprintf(stderr, "%s: wrong sum %ld, expected %ld\n", name, s, n * n);
            exit(1);
        }
        if (t < best)
            best = t;
    }
    double ns = best * 1e9 / (double)n;
    printf("micro=%s ns=%.2f\n", name, ns);
    return ns;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 2000000;
    if (n < 1)
        return 2;
    (void)loop_plain_calls(10); /* start the default pool outside the clock */
    measure("plain_call", loop_plain_calls, n);
    double call = measure("task_call", loop_task_calls, n);
    measure("spawn_join", loop_spawns, n);
    double nested = measure("nested_root", loop_nested_roots, n);
    printf("micro=nested_root_over_task_call ratio=%.2f\n", nested / call);
    double spawner = measure("spawner_call", loop_spawner_calls, n);
    double spawner_root = measure("spawner_root", loop_spawner_roots, n);
    printf("micro=spawner_root_over_spawner_call ratio=%.2f\n", spawner_root / spawner);
    return 0;
}
