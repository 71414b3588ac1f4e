/* nqueens with OpenMP tasks: the same recursion as nqueens.c. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "bench.h"
#include "nqueens.h"

static long nqueens(int j, int n, const char *a) {
    if (n == j)
        return 1;
    long parts[NQUEENS_MAX];
    char boards[NQUEENS_MAX][NQUEENS_MAX];
    for (int i = 0; i < n; i++) {
        memcpy(boards[i], a, (size_t)j);
        boards[i][j] = (char)i;
        if (nqueens_ok(j + 1, boards[i])) {
#pragma omp task shared(parts, boards) firstprivate(i, j, n)
            parts[i] = nqueens(j + 1, n, boards[i]);
        } else {
            parts[i] = 0;
        }
    }
#pragma omp taskwait
    long s = 0;
    for (int i = 0; i < n; i++)
        s += parts[i];
    return s;
}

static long root(int n, const char *board) {
    long r = 0;
#pragma omp parallel num_threads(bench_workers()) shared(r)
#pragma omp single
    r = nqueens(0, n, board);
    return r;
}

static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}
#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()

int main(int argc, char **argv) { NQUEENS_MAIN_BODY(root(n, board)) }
