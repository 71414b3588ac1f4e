/* nqueens: count the placements of N queens on an N x N board, as the
 * Cilk-5 / OpenCilk example writes it: one spawned child per safe column at
 * every level, each with its own copy of the board on the parent's stack
 * (alloca), the counts stored by the spawns into an alloca'd array.
 * Checked against the known counts and a serial recursion.
 * Usage: nqueens [N]   (default 9) */
#include <alloca.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

/* Is the placement a[0..n-1] (a[i] = the column of row i's queen) safe? */
int ok(int n, char *a) {
    int i, j;
    char p, q;
    for (i = 0; i < n; i++) {
        p = a[i];
        for (j = i + 1; j < n; j++) {
            q = a[j];
            if (q == p || q == p - (j - i) || q == p + (j - i))
                return 0;
        }
    }
    return 1;
}

int nqueens(char *a, int n, int j) {
    char *b;
    int i;
    int *count;
    int solNum = 0;

    if (n == j)
        return 1;

    count = (int *)alloca((size_t)n * sizeof(int));
    (void)memset(count, 0, (size_t)n * sizeof(int));

    for (i = 0; i < n; i++) {
        /* Copy the board so far into a fresh one and add a queen in column i. */
        b = (char *)alloca((size_t)(j + 1) * sizeof(char));
        memcpy(b, a, (size_t)j * sizeof(char));
        b[j] = (char)i;
        if (ok(j + 1, b))
            count[i] = cilk_spawn nqueens(b, n, j + 1);
    }
    cilk_sync;

    for (i = 0; i < n; i++)
        solNum += count[i];
    return solNum;
}

static int nqueens_serial(char *a, int n, int j) {
    if (n == j)
        return 1;
    int s = 0;
    for (int i = 0; i < n; i++) {
        a[j] = (char)i;
        if (ok(j + 1, a))
            s += nqueens_serial(a, n, j + 1);
    }
    return s;
}

int main(int argc, char *argv[]) {
    static const int known[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    int n = 9;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1 || n > 12) {
        fprintf(stderr, "usage: %s [N]   (1 <= N <= 12)\n", argv[0]);
        return 2;
    }
    char *a = (char *)alloca((size_t)n * sizeof(char));
    int res = nqueens(a, n, 0);
    char board[16];
    int ser = nqueens_serial(board, n, 0);
    printf("Total number of solutions for %d queens: %d\n", n, res);
    if (res != known[n] || res != ser) {
        printf("FAIL: expected %d (serial %d)\n", known[n], ser);
        return 1;
    }
    printf("ok\n");
    return 0;
}
