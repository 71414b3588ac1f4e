/* spmv: y = A x for a sparse N x N matrix in CSR form with irregular rows
 * (issue 13's irregular loop): most rows hold 1..16 entries, some
 * 1024..2047.  The heavy rows crowd the first quarter (every 32nd row there,
 * every 128th elsewhere), as in a matrix whose rows are sorted by degree, so
 * equal-sized chunks of rows carry unequal work at every scale: the first
 * half of the rows is about 1.9x the work of the second.  (Until 2026-11-24
 * every 64th row was heavy, which evened out over any 64 rows: a static
 * schedule was balanced and the loop was not irregular where it matters.)
 * Small integer values keep every sum exact; the check recomputes y
 * serially. */
#ifndef FORKC_BENCH_SPMV_H
#define FORKC_BENCH_SPMV_H
#include <stdlib.h>
#include "bench.h"

#define SPMV_USAGE "N [REPS]   (N rows, default 10 products)"

typedef struct spmv_matrix {
    long n;
    long *row; /* n + 1 offsets into col/val */
    int *col;
    double *val;
} spmv_matrix;

static inline unsigned long spmv_hash(unsigned long v) {
    v ^= v >> 33;
    v *= 0xff51afd7ed558ccdUL;
    v ^= v >> 33;
    return v;
}

static inline long spmv_row_len(long i, long n) {
    unsigned long h = spmv_hash((unsigned long)i + 1);
    long every = i < n / 4 ? 32 : 128;
    return i % every == 0 ? 1024 + (long)(h % 1024) : 1 + (long)(h % 16);
}

static inline spmv_matrix spmv_make(long n) {
    spmv_matrix m;
    m.n = n;
    m.row = (long *)malloc(sizeof(long) * (size_t)(n + 1));
    if (!m.row)
        exit(3);
    m.row[0] = 0;
    for (long i = 0; i < n; i++)
        m.row[i + 1] = m.row[i] + spmv_row_len(i, n);
    m.col = (int *)malloc(sizeof(int) * (size_t)m.row[n]);
    m.val = (double *)malloc(sizeof(double) * (size_t)m.row[n]);
    if (!m.col || !m.val)
        exit(3);
    for (long i = 0; i < n; i++)
        for (long k = m.row[i]; k < m.row[i + 1]; k++) {
            unsigned long h = spmv_hash((unsigned long)k * 7 + 3);
            m.col[k] = (int)(h % (unsigned long)n);
            m.val[k] = (double)(h % 9) - 4.0;
        }
    return m;
}

static inline void spmv_free(spmv_matrix *m) {
    free(m->row);
    free(m->col);
    free(m->val);
}

static inline double spmv_row(const spmv_matrix *m, const double *x, long i) {
    double s = 0;
    for (long k = m->row[i]; k < m->row[i + 1]; k++)
        s += m->val[k] * x[m->col[k]];
    return s;
}

static inline double spmv_checksum(const double *y, long n) {
    double s = 0;
    for (long i = 0; i < n; i++)
        s += y[i] * (double)(i % 7 + 1);
    return s;
}

/* PRODUCT(m, x, y) computes y = A x in parallel, REPS times. */
#define SPMV_MAIN_BODY(PRODUCT)                                                          \
    if (argc != 2 && argc != 3)                                                          \
        return bench_usage(argv[0], SPMV_USAGE);                                         \
    long n = atol(argv[1]);                                                              \
    int reps = argc == 3 ? atoi(argv[2]) : 10;                                           \
    if (n < 1 || reps < 1)                                                               \
        return bench_usage(argv[0], SPMV_USAGE);                                         \
    spmv_matrix m = spmv_make(n);                                                        \
    double *x = (double *)malloc(sizeof(double) * (size_t)n);                            \
    double *y = (double *)calloc((size_t)n, sizeof(double));                             \
    if (!x || !y)                                                                        \
        exit(3);                                                                         \
    for (long i = 0; i < n; i++)                                                         \
        x[i] = (double)(i % 5);                                                          \
    BENCH_WARMUP();                                                                      \
    double t0 = bench_now();                                                             \
    for (int r_ = 0; r_ < reps; r_++)                                                    \
        PRODUCT(&m, x, y);                                                               \
    double t = bench_now() - t0;                                                         \
    double r = spmv_checksum(y, n);                                                      \
    for (long i = 0; i < n; i++)                                                         \
        y[i] = spmv_row(&m, x, i);                                                       \
    double e = spmv_checksum(y, n);                                                      \
    char rs[64], es[64];                                                                 \
    snprintf(rs, sizeof rs, "%.17g", r);                                                 \
    snprintf(es, sizeof es, "%.17g", e);                                                 \
    spmv_free(&m);                                                                       \
    free(x);                                                                             \
    free(y);                                                                             \
    return bench_report("spmv", argv[1], rs, es, t, r == e);
#endif
