/* matmul in forkc (serial elision without the plugin). */
#include <forkc.h>
#include "bench.h"
#include "matmul.h"

fork_task void matmul(const double *A, const double *B, double *C, int n, int s) {
    if (n <= MATMUL_LEAF) {
        matmul_leaf(A, B, C, n, s);
        return;
    }
    int m = n / 2;
    size_t o01 = (size_t)m, o10 = (size_t)m * (size_t)s, o11 = o10 + o01;
    fork_spawn(matmul(A, B, C, m, s));
    fork_spawn(matmul(A, B + o01, C + o01, m, s));
    fork_spawn(matmul(A + o10, B, C + o10, m, s));
    matmul(A + o10, B + o01, C + o11, m, s);
    fork_join();
    fork_spawn(matmul(A + o01, B + o10, C, m, s));
    fork_spawn(matmul(A + o01, B + o11, C + o01, m, s));
    fork_spawn(matmul(A + o11, B + o10, C + o10, m, s));
    matmul(A + o11, B + o11, C + o11, m, s);
    fork_join();
}

int main(int argc, char **argv) { MATMUL_MAIN_BODY(matmul(A, B, C, n, n)) }
