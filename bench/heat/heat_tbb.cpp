/* heat with TBB: parallel_for over the rows of each step. */
#include "tbb_common.hpp"
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>
#include "heat.h"

static tbb_env *env_;
static void step(const double *a, double *b, long n) {
    env_->run([&] {
        tbb::parallel_for(tbb::blocked_range<long>(1, n - 1), [&](const tbb::blocked_range<long> &r) {
            for (long i = r.begin(); i != r.end(); ++i)
                heat_row(a, b, n, i);
        });
    });
}

int main(int argc, char **argv) {
    tbb_env env;
    env_ = &env;
    HEAT_MAIN_BODY(step)
}
