/* matmul with TBB task_group: the same recursion as matmul.c. */
#include "tbb_common.hpp"
#include "matmul.h"

static void matmul(const double *A, const double *B, double *C, int n, int s) {
    if (n <= MATMUL_LEAF) {
        matmul_leaf(A, B, C, n, s);
        return;
    }
    int m = n / 2;
    size_t o01 = (size_t)m, o10 = (size_t)m * (size_t)s, o11 = o10 + o01;
    tbb::task_group g;
    g.run([=] { matmul(A, B, C, m, s); });
    g.run([=] { matmul(A, B + o01, C + o01, m, s); });
    g.run([=] { matmul(A + o10, B, C + o10, m, s); });
    matmul(A + o10, B + o01, C + o11, m, s);
    g.wait();
    g.run([=] { matmul(A + o01, B + o10, C, m, s); });
    g.run([=] { matmul(A + o01, B + o11, C + o01, m, s); });
    g.run([=] { matmul(A + o11, B + o10, C + o10, m, s); });
    matmul(A + o11, B + o11, C + o11, m, s);
    g.wait();
}

int main(int argc, char **argv) {
    tbb_env env;
    MATMUL_MAIN_BODY(env.run([&] { matmul(A, B, C, n, n); }))
}
