/* matmul with OpenMP tasks: the same recursion as matmul.c. */
#define BENCH_VARIANT "omp"
#include <omp.h>
#include "bench.h"
#include "matmul.h"

static void matmul(const double *A, const double *B, double *C, int n, int s) {
    if (n <= MATMUL_LEAF) {
        matmul_leaf(A, B, C, n, s);
        return;
    }
    int m = n / 2;
    size_t o01 = (size_t)m, o10 = (size_t)m * (size_t)s, o11 = o10 + o01;
#pragma omp task
    matmul(A, B, C, m, s);
#pragma omp task
    matmul(A, B + o01, C + o01, m, s);
#pragma omp task
    matmul(A + o10, B, C + o10, m, s);
    matmul(A + o10, B + o01, C + o11, m, s);
#pragma omp taskwait
#pragma omp task
    matmul(A + o01, B + o10, C, m, s);
#pragma omp task
    matmul(A + o01, B + o11, C + o01, m, s);
#pragma omp task
    matmul(A + o11, B + o10, C + o10, m, s);
    matmul(A + o11, B + o11, C + o11, m, s);
#pragma omp taskwait
}

static void root(const double *A, const double *B, double *C, int n) {
#pragma omp parallel num_threads(bench_workers())
#pragma omp single
    matmul(A, B, C, n, n);
}

static void omp_bench_warmup(void) {
#pragma omp parallel num_threads(bench_workers())
    { (void)0; }
}
#undef BENCH_WARMUP
#define BENCH_WARMUP() omp_bench_warmup()

int main(int argc, char **argv) { MATMUL_MAIN_BODY(root(A, B, C, n)) }
