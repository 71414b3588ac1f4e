/* fib with TBB task_group: the same recursion as fib.c. */
#include "tbb_common.hpp"
#include "fib.h"

static long fib(int n) {
    if (n < 2)
        return n;
    long a, b;
    tbb::task_group g;
    g.run([&] { a = fib(n - 1); });
    b = fib(n - 2);
    g.wait();
    return a + b;
}

int main(int argc, char **argv) {
    tbb_env env;
    FIB_MAIN_BODY(env.run([&] { return fib(n); }))
}
