/* TBB scaffolding: an arena of FORKC_WORKERS threads with big worker stacks
 * (UTS binomial trees recurse ~18000 deep). */
#ifndef FORKC_BENCH_TBB_COMMON_HPP
#define FORKC_BENCH_TBB_COMMON_HPP
#define BENCH_VARIANT "tbb"
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>
#include "bench.h"

struct tbb_env {
    tbb::global_control par{tbb::global_control::max_allowed_parallelism, bench_workers()};
    tbb::global_control stack{tbb::global_control::thread_stack_size, 512u << 20};
    tbb::task_arena arena{static_cast<int>(bench_workers())};
    tbb_env() {
        arena.initialize();
        arena.execute([] {}); /* start the threads before the clock */
    }
    template <class F> auto run(F f) -> decltype(f()) {
        return arena.execute(f);
    }
};
#endif
