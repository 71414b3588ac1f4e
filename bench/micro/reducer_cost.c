/* The cost of a reducer (issue 13: at most 1.2x): the same sum of N longs as
 *   fork_for with a forkc_reducer_sum(long)         ("reducer"), and
 *   a hand-written divide-and-conquer task          ("recursive")
 * with the same grain (the fork_for default, forkc_for_grain_).  Prints the
 * best of 5 of each in ns per element and their ratio.  Built without the
 * plugin both are serial loops.
 * Usage: bench_reducer_cost_{serial,forkc} [N]   (default 10^7) */
#include <forkc.h>
#include <forkc/reducers.h>
#include "bench.h"
#if defined(__FORKC_LOWERED__)
#include <forkc/abi.h> /* forkc_for_grain_, what fork_for's lowering calls */
#endif

static long grain_of(long n) {
#if defined(__FORKC_LOWERED__)
    return (long)forkc_for_grain_((unsigned long long)n);
#else
    return n;
#endif
}

static long with_reducer(const long *x, long n) {
    long forkc_reducer_sum(long) s = 0;
    fork_for(long i = 0; i < n; i++) s += x[i];
    return s;
}

fork_task long recursive(const long *x, long lo, long hi, long grain) {
    if (hi - lo <= grain) {
        long s = 0;
        for (long i = lo; i < hi; i++)
            s += x[i];
        return s;
    }
    long mid = lo + (hi - lo) / 2;
    long a = fork_spawn(recursive(x, lo, mid, grain));
    long b = recursive(x, mid, hi, grain);
    fork_join();
    return a + b;
}

int main(int argc, char **argv) {
    long n, expect, *x;
    int rc = bench_sum_setup(argc, argv, &n, &x, &expect);
    if (rc)
        return rc;
    long g = grain_of(n);
    double best[2] = {1e30, 1e30};
    int ok = 1;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = bench_now();
        long a = with_reducer(x, n);
        double t1 = bench_now();
        long b = recursive(x, 0, n, g);
        double t2 = bench_now();
        ok &= a == expect && b == expect;
        if (t1 - t0 < best[0])
            best[0] = t1 - t0;
        if (t2 - t1 < best[1])
            best[1] = t2 - t1;
    }
    printf("micro=reducer ns_per_elem=%.3f\n", 1e9 * best[0] / (double)n);
    printf("micro=recursive ns_per_elem=%.3f\n", 1e9 * best[1] / (double)n);
    printf("micro=reducer_over_recursive ratio=%.2f check=%s\n", best[0] / best[1],
           ok ? "ok" : "WRONG");
    free(x);
    return ok ? 0 : 1;
}
