/* integrate with OpenMP tasks: the same recursion as integrate.c. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "bench.h"
#include "integrate.h"

static double integrate(double x1, double y1, double x2, double y2, double area) {
    double half = (x2 - x1) / 2;
    double x0 = x1 + half;
    double y0 = integrate_fn(x0);
    double a10 = (y1 + y0) / 2 * half;
    double a02 = (y0 + y2) / 2 * half;
    double a12 = a10 + a02;
    if (a12 - area < INTEGRATE_EPS && area - a12 < INTEGRATE_EPS)
        return a12;
#pragma omp task shared(a10) firstprivate(x1, y1, x0, y0)
    a10 = integrate(x1, y1, x0, y0, a10);
    a02 = integrate(x0, y0, x2, y2, a02);
#pragma omp taskwait
    return a10 + a02;
}

static double root(double n) {
    double r = 0;
#pragma omp parallel num_threads(bench_workers()) shared(r)
#pragma omp single
    r = integrate(0, integrate_fn(0), n, integrate_fn(n), 0);
    return r;
}

static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}
#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()

int main(int argc, char **argv) { INTEGRATE_MAIN_BODY(root(n)) }
