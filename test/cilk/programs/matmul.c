/* matmul: two recursive matrix products in OpenCilk spelling, both
 * checked entry by entry against the plain triple loop (the entries are
 * small integers, so every product is exact in doubles).
 *
 *   matmul      C += A B for n x n (n a power of two), divided into
 *               quadrants: four spawned products, sync, the other four,
 *               sync; 8 x 8 leaves (the forkc benchmark's algorithm).
 *   rec_matmul  Cilk-5's matmul.cilk: C (+)= A B for m x n times n x p
 *               matrices of any size, halving the largest dimension; the
 *               halves of m or p are independent and spawned together, the
 *               halves of n both write C, so the second waits for the first
 *               (a sync inside one branch, every branch's spawns synced by
 *               the one cilk_sync at the end, as Cilk-5 writes it).
 * Usage: matmul [N]   (default 128) */
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

#define LEAF 8

static void matmul_leaf(const double *A, const double *B, double *C, int n, int s) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double c = 0.0;
            for (int j = 0; j < n; j++)
                c += A[(size_t)i * s + j] * B[(size_t)j * s + k];
            C[(size_t)i * s + k] += c;
        }
}

void matmul(const double *A, const double *B, double *C, int n, int s) {
    if (n <= LEAF) {
        matmul_leaf(A, B, C, n, s);
        return;
    }
    int m = n / 2;
    size_t o01 = (size_t)m, o10 = (size_t)m * (size_t)s, o11 = o10 + o01;
    cilk_spawn matmul(A, B, C, m, s);
    cilk_spawn matmul(A, B + o01, C + o01, m, s);
    cilk_spawn matmul(A + o10, B, C + o10, m, s);
    matmul(A + o10, B + o01, C + o11, m, s);
    cilk_sync;
    cilk_spawn matmul(A + o01, B + o10, C, m, s);
    cilk_spawn matmul(A + o01, B + o11, C + o01, m, s);
    cilk_spawn matmul(A + o11, B + o10, C + o10, m, s);
    matmul(A + o11, B + o11, C + o11, m, s);
    cilk_sync;
}

/* Cilk-5's rec_matmul: A is m x n, B is n x p, C is m x p, all with row
 * length ld; add == 0 overwrites C, add != 0 adds to it. */
void rec_matmul(const double *A, const double *B, double *C, int m, int n, int p, int ld,
                int add) {
    if ((m + n + p) <= 64) {
        int i, j, k;
        if (add) {
            for (i = 0; i < m; i++)
                for (k = 0; k < p; k++) {
                    double c = 0.0;
                    for (j = 0; j < n; j++)
                        c += A[i * ld + j] * B[j * ld + k];
                    C[i * ld + k] += c;
                }
        } else {
            for (i = 0; i < m; i++)
                for (k = 0; k < p; k++) {
                    double c = 0.0;
                    for (j = 0; j < n; j++)
                        c += A[i * ld + j] * B[j * ld + k];
                    C[i * ld + k] = c;
                }
        }
    } else if (m >= n && n >= p) {
        int m1 = m >> 1;
        cilk_spawn rec_matmul(A, B, C, m1, n, p, ld, add);
        cilk_spawn rec_matmul(A + m1 * ld, B, C + m1 * ld, m - m1, n, p, ld, add);
    } else if (n >= m && n >= p) {
        int n1 = n >> 1;
        cilk_spawn rec_matmul(A, B, C, m, n1, p, ld, add);
        cilk_sync;
        cilk_spawn rec_matmul(A + n1, B + n1 * ld, C, m, n - n1, p, ld, 1);
    } else {
        int p1 = p >> 1;
        cilk_spawn rec_matmul(A, B, C, m, n, p1, ld, add);
        cilk_spawn rec_matmul(A, B + p1, C + p1, m, n, p - p1, ld, add);
    }
    cilk_sync;
}

static void init(double *A, double *B, int rows, int cols) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            A[(size_t)i * cols + j] = (double)((3 * i + 5 * j) % 7) - 3.0;
            B[(size_t)i * cols + j] = (double)((2 * i + j) % 5);
        }
}

/* The plain triple loop (C = A B, n x n, row length n). */
static void serial_product(const double *A, const double *B, double *C, int n) {
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double c = 0.0;
            for (int j = 0; j < n; j++)
                c += A[(size_t)i * n + j] * B[(size_t)j * n + k];
            C[(size_t)i * n + k] = c;
        }
}

/* Compares the top-left m x p corner of C and R (row length ld). */
static long mismatches(const double *C, const double *R, int m, int p, int ld) {
    long bad = 0;
    for (int i = 0; i < m; i++)
        for (int k = 0; k < p; k++)
            bad += C[(size_t)i * ld + k] != R[(size_t)i * ld + k];
    return bad;
}

static double checksum(const double *C, int m, int p, int ld) {
    double s = 0;
    for (int i = 0; i < m; i++)
        for (int k = 0; k < p; k++)
            s += C[(size_t)i * ld + k] * (double)((i + 2 * k) % 9 + 1);
    return s;
}

int main(int argc, char *argv[]) {
    int n = 128;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n < LEAF || (n & (n - 1)) != 0 || n > 4096) {
        fprintf(stderr, "usage: %s [N]   (N a power of two, 8 <= N <= 4096)\n", argv[0]);
        return 2;
    }
    size_t nn = (size_t)n * (size_t)n;
    double *A = malloc(nn * sizeof *A), *B = malloc(nn * sizeof *B);
    double *C = calloc(nn, sizeof *C), *R = malloc(nn * sizeof *R);
    if (!A || !B || !C || !R) {
        fprintf(stderr, "out of memory\n");
        return 2;
    }
    init(A, B, n, n);
    serial_product(A, B, R, n);
    int failed = 0;

    /* matmul: C starts at 0, so C += A B is A B. */
    matmul(A, B, C, n, n);
    long bad = mismatches(C, R, n, n, n);
    printf("matmul %dx%d: checksum %.1f, %ld mismatches\n", n, n, checksum(C, n, n, n), bad);
    failed |= bad != 0;

    /* rec_matmul on the full matrices (overwriting C), then on an odd-sized
     * corner (m x k times k x p with row length n), checked against a
     * serial product of the corner. */
    for (size_t i = 0; i < nn; i++)
        C[i] = -1.0;
    rec_matmul(A, B, C, n, n, n, n, 0);
    bad = mismatches(C, R, n, n, n);
    printf("rec_matmul %dx%dx%d: checksum %.1f, %ld mismatches\n", n, n, n, checksum(C, n, n, n),
           bad);
    failed |= bad != 0;

    int m = n - n / 4 + 3, k = n / 2 + 5, p = n - 7;
    if (m > n)
        m = n;
    if (k > n)
        k = n;
    for (int i = 0; i < m; i++)
        for (int q = 0; q < p; q++) {
            double c = 0.0;
            for (int j = 0; j < k; j++)
                c += A[(size_t)i * n + j] * B[(size_t)j * n + q];
            R[(size_t)i * n + q] = c + 1.0; /* add to a C of ones */
        }
    for (size_t i = 0; i < nn; i++)
        C[i] = 1.0;
    rec_matmul(A, B, C, m, k, p, n, 1);
    bad = mismatches(C, R, m, p, n);
    printf("rec_matmul %dx%dx%d (add): checksum %.1f, %ld mismatches\n", m, k, p,
           checksum(C, m, p, n), bad);
    failed |= bad != 0;

    free(A);
    free(B);
    free(C);
    free(R);
    printf(failed ? "FAIL\n" : "ok\n");
    return failed;
}
