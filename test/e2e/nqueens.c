/* libfork's nqueens: one child per safe column, board copied into the child's frame. */
#include <forkc.h>
#include <stdio.h>
#include <string.h>

static int ok(int n, const char *a) {
    for (int i = 0; i < n; i++) {
        char p = a[i];
        for (int j = i + 1; j < n; j++) {
            char q = a[j];
            if (q == p || q == p - (j - i) || q == p + (j - i))
                return 0;
        }
    }
    return 1;
}

fork_task long nqueens(int j, int n, const char *a) {
    if (n == j)
        return 1;
    long parts[16];
    char boards[16][16];
    for (int i = 0; i < n; i++) {
        memcpy(boards[i], a, (size_t)j);
        boards[i][j] = (char)i;
        if (ok(j + 1, boards[i]))
            parts[i] = fork_spawn(nqueens(j + 1, n, boards[i]));
        else
            parts[i] = 0;
    }
    fork_join();
    long s = 0;
    for (int i = 0; i < n; i++)
        s += parts[i];
    return s;
}

int main(void) {
    char a[16] = {0};
    for (int n = 4; n <= 9; n++)
        printf("nqueens(%d) = %ld\n", n, nqueens(0, n, a));
    return 0;
}
