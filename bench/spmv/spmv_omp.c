/* spmv with OpenMP: parallel for over the rows (the default static schedule;
 * the irregular rows are the point of the benchmark). */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "spmv.h"

static void product(const spmv_matrix *m, const double *x, double *y) {
#pragma omp parallel for num_threads(bench_workers())
    for (long i = 0; i < m->n; i++)
        y[i] = spmv_row(m, x, i);
}

#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()
static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}

int main(int argc, char **argv) { SPMV_MAIN_BODY(product) }
