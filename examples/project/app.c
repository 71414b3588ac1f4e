/* A standalone project using an installed forkc: counts the solutions of the
 * n-queens problem in parallel and checks them against a plain C count. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

static int safe(const int *cols, int row, int col) {
    for (int r = 0; r < row; r++) {
        int d = cols[r] - col;
        if (d == 0 || d == row - r || d == r - row)
            return 0;
    }
    return 1;
}

fork_task long queens(int n, int row, const int *cols) {
    if (row == n)
        return 1;
    int next[32][32];
    long found[32];
    for (int c = 0; c < n; c++) {
        found[c] = 0;
        if (!safe(cols, row, c))
            continue;
        for (int r = 0; r < row; r++)
            next[c][r] = cols[r];
        next[c][row] = c;
        found[c] = fork_spawn(queens(n, row + 1, next[c]));
    }
    fork_join();
    long total = 0;
    for (int c = 0; c < n; c++)
        total += found[c];
    return total;
}

static long queens_serial(int n, int row, int *cols) {
    if (row == n)
        return 1;
    long total = 0;
    for (int c = 0; c < n; c++)
        if (safe(cols, row, c)) {
            cols[row] = c;
            total += queens_serial(n, row + 1, cols);
        }
    return total;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 9;
    if (n < 1 || n > 16) {
        fprintf(stderr, "usage: %s [n between 1 and 16]\n", argv[0]);
        return 2;
    }
    int cols[32];
    long got = queens(n, 0, cols);
    long want = queens_serial(n, 0, cols);
    printf("queens(%d) = %ld\n", n, got);
    return got == want ? 0 : 1;
}
