/* nqueens with TBB task_group: the same recursion as nqueens.c. */
#include "tbb_common.hpp"
#include "nqueens.h"

static long nqueens(int j, int n, const char *a) {
    if (n == j)
        return 1;
    long parts[NQUEENS_MAX];
    char boards[NQUEENS_MAX][NQUEENS_MAX];
    tbb::task_group g;
    for (int i = 0; i < n; i++) {
        memcpy(boards[i], a, (size_t)j);
        boards[i][j] = (char)i;
        if (nqueens_ok(j + 1, boards[i]))
            g.run([&, i] { parts[i] = nqueens(j + 1, n, boards[i]); });
        else
            parts[i] = 0;
    }
    g.wait();
    long s = 0;
    for (int i = 0; i < n; i++)
        s += parts[i];
    return s;
}

int main(int argc, char **argv) {
    tbb_env env;
    NQUEENS_MAIN_BODY(env.run([&] { return nqueens(0, n, board); }))
}
