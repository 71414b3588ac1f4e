/* Cilk-5's matmul as Fibril writes it (test/matmul.c of Fibril 9991aac): the
 * task spawns three plain C helpers and calls a fourth, each of which calls
 * the task twice, down to 2 x 2 leaves.  With the default lowering the
 * helpers are lowered as tasks (docs/lowering.md, "Helpers lowered as
 * tasks"); bench_helper_matmul_plain keeps them plain C, so each of their
 * calls is a nested root.  T1/Ts is what the helpers cost (issue: a task
 * that spawns helpers calling it again, <= 1.3x its serial elision).
 * Usage: bench_helper_matmul_{serial,forkc,plain} N   (a power of two >= 2;
 * 1024 takes ~1 s serially here).  C = A * B with A and B all ones, so every
 * entry of C must be N. */
#include <forkc.h>
#include "bench.h"

fork_task static void compute(float *, int, int, float *, int, int, float **, int, int, int);

static int n; /* the row length of a and b */

static void compute00(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int h) {
    compute(a, ai, aj, b, bi, bj, c, ci, cj, h);
    compute(a, ai, aj + h, b, bi + h, bj, c, ci, cj, h);
}
static void compute01(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int h) {
    compute(a, ai, aj, b, bi, bj + h, c, ci, cj + h, h);
    compute(a, ai, aj + h, b, bi + h, bj + h, c, ci, cj + h, h);
}
static void compute10(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int h) {
    compute(a, ai + h, aj, b, bi, bj, c, ci + h, cj, h);
    compute(a, ai + h, aj + h, b, bi + h, bj, c, ci + h, cj, h);
}
static void compute11(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int h) {
    compute(a, ai + h, aj, b, bi, bj + h, c, ci + h, cj + h, h);
    compute(a, ai + h, aj + h, b, bi + h, bj + h, c, ci + h, cj + h, h);
}

/* A 2 x 2 block of C += A * B; rows of a and b are n floats apart. */
static void multiply(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj) {
    long a0 = (long)ai * n, a1 = a0 + n, b0 = (long)bi * n, b1 = b0 + n;
    float s00 = a[a0 + aj] * b[b0 + bj] + a[a0 + aj + 1] * b[b1 + bj];
    float s01 = a[a0 + aj] * b[b0 + bj + 1] + a[a0 + aj + 1] * b[b1 + bj + 1];
    float s10 = a[a1 + aj] * b[b0 + bj] + a[a1 + aj + 1] * b[b1 + bj];
    float s11 = a[a1 + aj] * b[b0 + bj + 1] + a[a1 + aj + 1] * b[b1 + bj + 1];
    c[ci][cj] += s00;
    c[ci][cj + 1] += s01;
    c[ci + 1][cj] += s10;
    c[ci + 1][cj + 1] += s11;
}

fork_task static void compute(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci,
                              int cj, int h) {
    if (h == 2) {
        multiply(a, ai, aj, b, bi, bj, c, ci, cj);
    } else {
        int q = h / 2;
        fork_spawn(compute00(a, ai, aj, b, bi, bj, c, ci, cj, q));
        fork_spawn(compute10(a, ai, aj, b, bi, bj, c, ci, cj, q));
        fork_spawn(compute01(a, ai, aj, b, bi, bj, c, ci, cj, q));
        compute11(a, ai, aj, b, bi, bj, c, ci, cj, q);
        fork_join();
    }
}

int main(int argc, char **argv) {
    if (argc != 2)
        return bench_usage(argv[0], "N   (a power of two >= 2)");
    n = atoi(argv[1]);
    if (n < 2 || n > (1 << 14) || (n & (n - 1)))
        return bench_usage(argv[0], "N   (a power of two, 2..16384)");
    float *a = malloc(sizeof(float) * (size_t)n * (size_t)n);
    float *b = malloc(sizeof(float) * (size_t)n * (size_t)n);
    float **c = malloc(sizeof(float *) * (size_t)n);
    if (!a || !b || !c)
        return bench_usage(argv[0], "N   (out of memory)");
    for (long i = 0; i < (long)n * n; i++)
        a[i] = b[i] = 1.0f;
    for (int i = 0; i < n; i++)
        if (!(c[i] = calloc((size_t)n, sizeof(float))))
            return bench_usage(argv[0], "N   (out of memory)");
    BENCH_WARMUP();
    double t0 = bench_now();
    compute(a, 0, 0, b, 0, 0, c, 0, 0, n);
    double t = bench_now() - t0;
    long bad = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            bad += c[i][j] != (float)n;
    char rs[32];
    snprintf(rs, sizeof rs, "%ld", bad);
    return bench_report("helper_matmul", argv[1], rs, "0", t, bad == 0);
}
