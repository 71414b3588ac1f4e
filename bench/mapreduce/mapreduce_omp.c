/* mapreduce with OpenMP: parallel for with reduction(+). */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "mapreduce.h"

static double mapreduce(const double *x, long n) {
    double s = 0;
#pragma omp parallel for num_threads(bench_workers()) reduction(+ : s)
    for (long i = 0; i < n; i++)
        s += mapreduce_f(x[i]);
    return s;
}

#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()
static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}

int main(int argc, char **argv) { MAPREDUCE_MAIN_BODY(mapreduce(x, n)) }
