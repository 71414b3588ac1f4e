/* matmul: C += A*B for n x n doubles (n a power of two), divide and conquer
 * into quadrants: four forked products, join, four more, join; leaves of
 * MATMUL_LEAF x MATMUL_LEAF (one cache line of doubles per row) multiply
 * serially (libfork Table I: n = 8192).  Entries are small integers, so every
 * variant's result is exact and is checked in O(n^2) with two Freivalds
 * vectors: C x == A (B x). */
#ifndef FORKC_BENCH_MATMUL_H
#define FORKC_BENCH_MATMUL_H
#include <stdlib.h>
#define MATMUL_LEAF 8

/* Not inlined: every variant runs this same machine code for its leaves.
 * Inlined, LLVM compiled the leaf differently in builds whose last
 * recursive call is a tail call (the serial elision: unrolled by 4 with a
 * run-time trip count) and in those where it is followed by a join (fully
 * unrolled, knowing n <= 8), and the 16% between the two on this CPU was
 * read as scheduling overhead (docs/benchmarks.md, "matmul's leaf, and
 * fib's floor without a deque"). */
static __attribute__((noinline)) void matmul_leaf(const double *A, const double *B, double *C,
                                                  int n, int s) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double c = 0.0;
            for (int j = 0; j < n; j++)
                c += A[(size_t)i * s + j] * B[(size_t)j * s + k];
            C[(size_t)i * s + k] += c;
        }
}

static inline double *matmul_alloc(int n) {
    void *p = NULL;
    if (posix_memalign(&p, 64, (size_t)n * (size_t)n * sizeof(double)) != 0)
        return NULL;
    return (double *)p;
}

static inline void matmul_init(double *A, double *B, double *C, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            A[(size_t)i * n + j] = (double)((3 * i + 5 * j) % 7);
            B[(size_t)i * n + j] = (double)((2 * i + j) % 5);
            C[(size_t)i * n + j] = 0.0;
        }
}

/* Freivalds with two fixed vectors; exact because all values are integers < 2^53. */
static inline int matmul_check(const double *A, const double *B, const double *C, int n) {
    double *x = (double *)malloc(sizeof(double) * (size_t)n * 3);
    if (!x)
        return 0;
    double *bx = x + n, *cx = x + 2 * (size_t)n;
    int ok = 1;
    for (int v = 0; v < 2 && ok; v++) {
        for (int j = 0; j < n; j++)
            x[j] = v == 0 ? 1.0 : (double)(j % 3 + 1);
        for (int i = 0; i < n; i++) {
            double b = 0, c = 0;
            for (int j = 0; j < n; j++) {
                b += B[(size_t)i * n + j] * x[j];
                c += C[(size_t)i * n + j] * x[j];
            }
            bx[i] = b;
            cx[i] = c;
        }
        for (int i = 0; i < n && ok; i++) {
            double a = 0;
            for (int j = 0; j < n; j++)
                a += A[(size_t)i * n + j] * bx[j];
            if (a != cx[i])
                ok = 0;
        }
    }
    free(x);
    return ok;
}

static inline double matmul_sum(const double *C, int n) {
    double s = 0;
    for (size_t i = 0; i < (size_t)n * n; i++)
        s += C[i];
    return s;
}

#define MATMUL_USAGE "N   (N x N doubles, N a power of two >= 8)"
#define MATMUL_MAIN_BODY(CALL)                                                                     \
    if (argc != 2)                                                                                 \
        return bench_usage(argv[0], MATMUL_USAGE);                                                 \
    int n = atoi(argv[1]);                                                                         \
    if (n < MATMUL_LEAF || (n & (n - 1)) != 0)                                                     \
        return bench_usage(argv[0], MATMUL_USAGE);                                                 \
    double *A = matmul_alloc(n), *B = matmul_alloc(n), *C = matmul_alloc(n);                       \
    if (!A || !B || !C) {                                                                          \
        fprintf(stderr, "matmul: out of memory\n");                                                \
        return 1;                                                                                  \
    }                                                                                              \
    matmul_init(A, B, C, n);                                                                       \
    BENCH_WARMUP();                                                                                \
    double t0 = bench_now();                                                                       \
    CALL;                                                                                          \
    double t = bench_now() - t0;                                                                   \
    int ok = matmul_check(A, B, C, n);                                                             \
    char rs[64];                                                                                   \
    snprintf(rs, sizeof rs, "%.17g", matmul_sum(C, n));                                            \
    int rc = bench_report("matmul", argv[1], rs, ok ? rs : "freivalds-mismatch", t, ok);           \
    free(A);                                                                                       \
    free(B);                                                                                       \
    free(C);                                                                                       \
    return rc;
#endif
