/* heat: Jacobi steps of the 2-D heat equation on an N x N grid with fixed
 * borders (issue 13's 2-D heat stencil).  Every cell of a step depends only
 * on the previous grid, so any schedule gives the serial elision's grid bit
 * for bit; the check recomputes it serially after the clock. */
#ifndef FORKC_BENCH_HEAT_H
#define FORKC_BENCH_HEAT_H
#include <stdlib.h>
#include <string.h>
#include "bench.h"

#define HEAT_USAGE "N [STEPS]   (N x N grid, default 64 steps)"

static inline double *heat_grid(long n) {
    double *g = (double *)malloc(sizeof(double) * (size_t)(n * n));
    if (!g)
        exit(3);
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            g[i * n + j] = (i == 0 || j == 0) ? 100.0 : (double)((i * 31 + j * 17) % 7);
    return g;
}

/* One row of a step: b = average of a's four neighbours. */
static inline void heat_row(const double *a, double *b, long n, long i) {
    for (long j = 1; j < n - 1; j++)
        b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                               a[i * n + j + 1]);
}

static inline double heat_checksum(const double *g, long n) {
    double s = 0;
    for (long k = 0; k < n * n; k++)
        s += g[k] * (double)(k % 13 + 1);
    return s;
}

/* The serial reference: the same rows in order. */
static inline double heat_reference(long n, int steps) {
    double *a = heat_grid(n), *b = heat_grid(n);
    for (int t = 0; t < steps; t++) {
        for (long i = 1; i < n - 1; i++)
            heat_row(a, b, n, i);
        double *tmp = a;
        a = b;
        b = tmp;
    }
    double s = heat_checksum(a, n);
    free(a);
    free(b);
    return s;
}

/* STEP(a, b, n) runs one parallel step from a into b. */
#define HEAT_MAIN_BODY(STEP)                                                             \
    if (argc != 2 && argc != 3)                                                          \
        return bench_usage(argv[0], HEAT_USAGE);                                         \
    long n = atol(argv[1]);                                                              \
    int steps = argc == 3 ? atoi(argv[2]) : 64;                                          \
    if (n < 3 || steps < 1)                                                              \
        return bench_usage(argv[0], HEAT_USAGE);                                         \
    double *a = heat_grid(n), *b = heat_grid(n);                                         \
    BENCH_WARMUP();                                                                      \
    double t0 = bench_now();                                                             \
    for (int t_ = 0; t_ < steps; t_++) {                                                 \
        STEP(a, b, n);                                                                   \
        double *tmp_ = a;                                                                \
        a = b;                                                                           \
        b = tmp_;                                                                        \
    }                                                                                    \
    double t = bench_now() - t0;                                                         \
    double r = heat_checksum(a, n), e = heat_reference(n, steps);                        \
    char rs[64], es[64];                                                                 \
    snprintf(rs, sizeof rs, "%.17g", r);                                                 \
    snprintf(es, sizeof es, "%.17g", e);                                                 \
    free(a);                                                                             \
    free(b);                                                                             \
    return bench_report("heat", argv[1], rs, es, t, r == e);
#endif
