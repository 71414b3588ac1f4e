/* mapreduce: sum of f(x[i]) = x[i]^2 + x[i] over N doubles (issue 13's
 * map-reduce over 10^8 doubles).  x[i] = (i mod 1024) / 4: every product and
 * partial sum is exact, so any summation order gives the same result and the
 * expected value has a closed form. */
#ifndef FORKC_BENCH_MAPREDUCE_H
#define FORKC_BENCH_MAPREDUCE_H
#include <stdlib.h>
#include "bench.h"

#define MAPREDUCE_USAGE "N   (number of doubles, e.g. 100000000)"

static inline double mapreduce_f(double x) { return x * x + x; }

static inline double *mapreduce_data(long n) {
    double *x = (double *)malloc(sizeof(double) * (size_t)n);
    if (!x)
        exit(3);
    for (long i = 0; i < n; i++)
        x[i] = (double)(i & 1023) * 0.25;
    return x;
}

/* One untimed serial pass over x, after the runtime has started, for every
 * variant.  On the 2-vCPU test VM the first read of freshly written memory by
 * a process that has more than one thread is 1.5-2.5x slower than later
 * reads (a plain C program with one idle pthread: 0.059 s -> 0.087-0.150 s
 * for 10^8 doubles), which is the machine's, not the loop's: TBB at P=1 runs
 * on the main thread alone and escaped it, OpenMP and forkc did not.  Timed
 * passes then all read memory that has been read once. */
static inline void mapreduce_touch(const double *x, long n) {
    double s = 0;
    for (long i = 0; i < n; i += 8) /* one double per 64-byte line reads them all */
        s += x[i];
    volatile double sink = s;
    (void)sink;
}

static inline double mapreduce_expected(long n) {
    double period = 0, s = 0;
    for (long k = 0; k < 1024; k++)
        period += mapreduce_f((double)k * 0.25);
    for (long k = 0; k < n % 1024; k++)
        s += mapreduce_f((double)k * 0.25);
    return (double)(n / 1024) * period + s;
}

#define MAPREDUCE_MAIN_BODY(CALL)                                                        \
    if (argc != 2)                                                                       \
        return bench_usage(argv[0], MAPREDUCE_USAGE);                                    \
    long n = atol(argv[1]);                                                              \
    if (n < 1)                                                                           \
        return bench_usage(argv[0], MAPREDUCE_USAGE);                                    \
    double *x = mapreduce_data(n);                                                       \
    BENCH_WARMUP();                                                                      \
    mapreduce_touch(x, n);                                                               \
    double t0 = bench_now();                                                             \
    double r = CALL;                                                                     \
    double t = bench_now() - t0;                                                         \
    double e = mapreduce_expected(n);                                                    \
    char rs[64], es[64];                                                                 \
    snprintf(rs, sizeof rs, "%.17g", r);                                                 \
    snprintf(es, sizeof es, "%.17g", e);                                                 \
    free(x);                                                                             \
    return bench_report("mapreduce", argv[1], rs, es, t, r == e);
#endif
