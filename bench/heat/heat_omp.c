/* heat with OpenMP: parallel for over the rows of each step. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "heat.h"

static void step(const double *a, double *b, long n) {
#pragma omp parallel for num_threads(bench_workers())
    for (long i = 1; i < n - 1; i++)
        heat_row(a, b, n, i);
}

#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()
static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}

int main(int argc, char **argv) { HEAT_MAIN_BODY(step) }
