/* fib with OpenMP tasks (libomp): the same recursion as fib.c. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "bench.h"
#include "fib.h"

static long fib(int n) {
    if (n < 2)
        return n;
    long a, b;
#pragma omp task shared(a) firstprivate(n)
    a = fib(n - 1);
    b = fib(n - 2);
#pragma omp taskwait
    return a + b;
}

static long fib_root(int n) {
    long r = 0;
#pragma omp parallel num_threads(bench_workers()) shared(r)
#pragma omp single
    r = fib(n);
    return r;
}

#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()
static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}

int main(int argc, char **argv) { FIB_MAIN_BODY(fib_root(n)) }
