/* Divide-and-conquer matrix multiply (C += A*B), quadrants in parallel. */
#include <forkc.h>
#include <stdio.h>

#define N 64
static double A[N][N], B[N][N], C[N][N];

fork_task void mm(int ci, int cj, int ai, int aj, int bi, int bj, int n) {
    if (n <= 8) {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int k = 0; k < n; k++) s += A[ai + i][aj + k] * B[bi + k][bj + j];
                C[ci + i][cj + j] += s;
            }
        return;
    }
    int h = n / 2;
    fork_spawn(mm(ci, cj, ai, aj, bi, bj, h));
    fork_spawn(mm(ci, cj + h, ai, aj, bi, bj + h, h));
    fork_spawn(mm(ci + h, cj, ai + h, aj, bi, bj, h));
    mm(ci + h, cj + h, ai + h, aj, bi, bj + h, h);
    fork_join();
    fork_spawn(mm(ci, cj, ai, aj + h, bi + h, bj, h));
    fork_spawn(mm(ci, cj + h, ai, aj + h, bi + h, bj + h, h));
    fork_spawn(mm(ci + h, cj, ai + h, aj + h, bi + h, bj, h));
    mm(ci + h, cj + h, ai + h, aj + h, bi + h, bj + h, h);
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = (i + j) % 7; B[i][j] = (i * j) % 5; }
    mm(0, 0, 0, 0, 0, 0, N);
    double tr = 0, s = 0;
    for (int i = 0; i < N; i++) { tr += C[i][i]; for (int j = 0; j < N; j++) s += C[i][j]; }
    printf("trace=%.0f sum=%.0f\n", tr, s);
    return 0;
}
