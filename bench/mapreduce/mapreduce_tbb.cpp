/* mapreduce with TBB: parallel_reduce over a blocked_range. */
#include "tbb_common.hpp"
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_reduce.h>
#include "mapreduce.h"

static double mapreduce(const double *x, long n) {
    return tbb::parallel_reduce(
        tbb::blocked_range<long>(0, n), 0.0,
        [x](const tbb::blocked_range<long> &r, double s) {
            for (long i = r.begin(); i != r.end(); ++i)
                s += mapreduce_f(x[i]);
            return s;
        },
        [](double a, double b) { return a + b; });
}

int main(int argc, char **argv) {
    tbb_env env;
    MAPREDUCE_MAIN_BODY(env.run([&] { return mapreduce(x, n); }))
}
