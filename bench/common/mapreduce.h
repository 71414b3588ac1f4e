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
