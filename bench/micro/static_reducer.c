/* The cost of a reducer with static storage (issue 13): a tree walk of N
 * leaves, a task spawning down to leaves of 8 elements, sums x[] as
 *   a file-scope reducer updated by a plain C helper  ("global"),
 *   a task's reducer handed on as a view parameter      ("view"), and
 *   results returned through the spawns                  ("returned"),
 * and a fork_for over x[] into a file-scope reducer ("loop_global") and into
 * a local one ("loop_local").  Prints the best of 5 of each in ns per
 * element and the ratios to "returned" and to "loop_local".  Built without
 * the plugin all are serial.
 * Usage: bench_static_reducer_{serial,forkc} [N]   (default 10^7) */
#include <forkc.h>
#include <forkc/reducers.h>
#include "bench.h"

#define LEAF 8

long forkc_reducer_sum(long) g_total = 0;

static void add_leaf(const long *x, long lo, long hi) {
    for (long i = lo; i < hi; i++)
        g_total += x[i];
}

fork_task void walk_global(const long *x, long lo, long hi) {
    if (hi - lo <= LEAF) {
        add_leaf(x, lo, hi);
        return;
    }
    long mid = lo + (hi - lo) / 2;
    fork_spawn(walk_global(x, lo, mid));
    walk_global(x, mid, hi);
    fork_join();
}

fork_task void walk_view(long forkc_reducer_sum(long) * sum, const long *x, long lo, long hi) {
    if (hi - lo <= LEAF) {
        for (long i = lo; i < hi; i++)
            *sum += x[i];
        return;
    }
    long mid = lo + (hi - lo) / 2;
    fork_spawn(walk_view(sum, x, lo, mid));
    walk_view(sum, x, mid, hi);
    fork_join();
}

fork_task long with_view(const long *x, long n) {
    long forkc_reducer_sum(long) s = 0;
    walk_view(&s, x, 0, n);
    return s;
}

fork_task long walk_returned(const long *x, long lo, long hi) {
    if (hi - lo <= LEAF) {
        long s = 0;
        for (long i = lo; i < hi; i++)
            s += x[i];
        return s;
    }
    long mid = lo + (hi - lo) / 2;
    long a = fork_spawn(walk_returned(x, lo, mid));
    long b = walk_returned(x, mid, hi);
    fork_join();
    return a + b;
}

static long loop_global(const long *x, long n) {
    g_total = 0;
    fork_for(long i = 0; i < n; i++) g_total += x[i];
    return g_total;
}

static long loop_local(const long *x, long n) {
    long forkc_reducer_sum(long) s = 0;
    fork_for(long i = 0; i < n; i++) s += x[i];
    return s;
}

enum { GLOBAL, VIEW, RETURNED, LOOP_GLOBAL, LOOP_LOCAL, KINDS };
static const char *const names[KINDS] = {"global", "view", "returned", "loop_global", "loop_local"};

static long run(int k, const long *x, long n) {
    switch (k) {
    case GLOBAL:
        g_total = 0;
        walk_global(x, 0, n);
        return g_total;
    case VIEW:
        return with_view(x, n);
    case RETURNED:
        return walk_returned(x, 0, n);
    case LOOP_GLOBAL:
        return loop_global(x, n);
    default:
        return loop_local(x, n);
    }
}

int main(int argc, char **argv) {
    long n, expect, *x;
    int rc = bench_sum_setup(argc, argv, &n, &x, &expect);
    if (rc)
        return rc;
    double best[KINDS];
    int ok = 1;
    for (int k = 0; k < KINDS; k++)
        best[k] = 1e30;
    for (int rep = 0; rep < 5; rep++)
        for (int k = 0; k < KINDS; k++) { /* interleaved */
            double t0 = bench_now();
            long got = run(k, x, n);
            double t = bench_now() - t0;
            ok &= got == expect;
            if (t < best[k])
                best[k] = t;
        }
    for (int k = 0; k < KINDS; k++)
        printf("micro=%s ns_per_elem=%.3f\n", names[k], 1e9 * best[k] / (double)n);
    printf("micro=global_over_returned ratio=%.2f\n", best[GLOBAL] / best[RETURNED]);
    printf("micro=view_over_returned ratio=%.2f\n", best[VIEW] / best[RETURNED]);
    printf("micro=loop_global_over_local ratio=%.2f check=%s\n",
           best[LOOP_GLOBAL] / best[LOOP_LOCAL], ok ? "ok" : "WRONG");
    free(x);
    return ok ? 0 : 1;
}
