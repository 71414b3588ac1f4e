/* spmv with TBB: parallel_for over the rows (auto_partitioner). */
#include "tbb_common.hpp"
#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_for.h>
#include "spmv.h"

static tbb_env *env_;
static void product(const spmv_matrix *m, const double *x, double *y) {
    env_->run([&] {
        tbb::parallel_for(tbb::blocked_range<long>(0, m->n), [&](const tbb::blocked_range<long> &r) {
            for (long i = r.begin(); i != r.end(); ++i)
                y[i] = spmv_row(m, x, i);
        });
    });
}

int main(int argc, char **argv) {
    tbb_env env;
    env_ = &env;
    SPMV_MAIN_BODY(product)
}
