/* Plain C helpers lowered as tasks (docs/lowering.md, "Helpers lowered as
 * tasks"): Cilk-5's matmul as Fibril writes it (the task spawns static
 * helpers, each calling the task twice), a helper reaching the task only
 * through another helper, a helper whose array must survive its task calls
 * while the task below is stolen from, a helper called in a loop and one
 * returning a struct.  Each result is compared with the serial elision's. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 64 };
static float A[N * N], B[N * N], *C[N];

fork_task static void compute(float *, int, int, float *, int, int, float **, int, int, int);

static void compute00(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int n) {
    compute(a, ai, aj, b, bi, bj, c, ci, cj, n);
    compute(a, ai, aj + n, b, bi + n, bj, c, ci, cj, n);
}
static void compute01(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int n) {
    compute(a, ai, aj, b, bi, bj + n, c, ci, cj + n, n);
    compute(a, ai, aj + n, b, bi + n, bj + n, c, ci, cj + n, n);
}
static void compute10(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int n) {
    compute(a, ai + n, aj, b, bi, bj, c, ci + n, cj, n);
    compute(a, ai + n, aj + n, b, bi + n, bj, c, ci + n, cj, n);
}
static void compute11(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj,
                      int n) {
    compute(a, ai + n, aj, b, bi, bj + n, c, ci + n, cj + n, n);
    compute(a, ai + n, aj + n, b, bi + n, bj + n, c, ci + n, cj + n, n);
}

/* Rows are N floats apart: a[i * N + j]. */
static void multiply(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci, int cj) {
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            c[ci + i][cj + j] += a[(ai + i) * N + aj] * b[bi * N + bj + j] +
                                 a[(ai + i) * N + aj + 1] * b[(bi + 1) * N + bj + j];
}

fork_task static void compute(float *a, int ai, int aj, float *b, int bi, int bj, float **c, int ci,
                              int cj, int n) {
    if (n == 2) {
        multiply(a, ai, aj, b, bi, bj, c, ci, cj);
    } else {
        int h = n / 2;
        fork_spawn(compute00(a, ai, aj, b, bi, bj, c, ci, cj, h));
        fork_spawn(compute10(a, ai, aj, b, bi, bj, c, ci, cj, h));
        fork_spawn(compute01(a, ai, aj, b, bi, bj, c, ci, cj, h));
        compute11(a, ai, aj, b, bi, bj, c, ci, cj, h);
        fork_join();
    }
}

fork_task long rec(int d, long salt);

/* Its array must hold across the task call while rec's spawns are stolen. */
static long keeper(int d, long salt) {
    long keep[4] = {salt, salt + 1, salt + 2, salt + 3};
    long r = rec(d, salt * 3 + 1);
    return r + keep[salt & 3] % 7;
}

/* Reaches rec only through keeper. */
static long outer(int d, long salt) { return keeper(d, salt) ^ 5; }

/* Calls rec in a loop, with a running value live across each call. */
static long looped(int d, long salt) {
    long s = salt;
    for (int i = 0; i < 3; i++)
        s = (s * 7 + rec(d, s + i)) % 1000003;
    return s;
}

struct pair {
    long lo, hi;
};
static struct pair split(int d, long salt) {
    long r = rec(d, salt);
    struct pair p = {r % 1000, r / 1000};
    return p;
}

fork_task long rec(int d, long salt) {
    if (d <= 0)
        return (salt * 2654435761u) % 1000003;
    long a = fork_spawn(outer(d - 1, salt + 1));
    long b = fork_spawn(looped(d - 2, salt + 2));
    struct pair p = split(d - 1, salt + 3);
    fork_join();
    return (a + b + p.lo + p.hi) % 1000000007;
}

int main(void) {
    for (int i = 0; i < N * N; i++) {
        A[i] = (float)(i % 7);
        B[i] = (float)(i % 5);
    }
    for (int i = 0; i < N; i++)
        C[i] = calloc(N, sizeof(float));
    compute(A, 0, 0, B, 0, 0, C, 0, 0, N);
    double sum = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sum += C[i][j] * (double)(i + 2 * j + 1);
    printf("matmul %.1f\n", sum);
    for (int d = 1; d <= 9; d += 2)
        printf("rec %d %ld\n", d, rec(d, d));
    return 0;
}
