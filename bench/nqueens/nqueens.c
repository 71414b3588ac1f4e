/* nqueens in forkc (serial elision without the plugin). */
#include <forkc.h>
#include "bench.h"
#include "nqueens.h"

fork_task long nqueens(int j, int n, const char *a) {
    if (n == j)
        return 1;
    long parts[NQUEENS_MAX];
    char boards[NQUEENS_MAX][NQUEENS_MAX];
    for (int i = 0; i < n; i++) {
        memcpy(boards[i], a, (size_t)j);
        boards[i][j] = (char)i;
        if (nqueens_ok(j + 1, boards[i]))
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

int main(int argc, char **argv) { NQUEENS_MAIN_BODY(nqueens(0, n, board)) }
