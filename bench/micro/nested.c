/* A task that spawns plain C helpers which call the task again (the shape
 * of Cilk-5's matmul and of many real programs).  The helper is static and
 * only tasks call it, so it is lowered as a task and its calls are task
 * calls (docs/lowering.md, "Helpers lowered as tasks"); with
 * -fplugin-arg-forkplugin-no-helper-tasks every helper's task call is a
 * nested root.  Compared with its serial elision at 1 worker (issue: fast
 * path, <= 1.3x).
 * Usage: bench_nested_{serial,forkc} DEPTH [GRAIN]
 *   2^DEPTH leaves of GRAIN dependent multiply-adds each (default 1000,
 *   about 0.3 us here); a nested root costs ~8 ns, so the overhead shows at
 *   small grains (docs/benchmarks.md has both). */
#include <forkc.h>
#include "bench.h"

fork_task long rec(int d);

/* Plain C between two task activations. */
__attribute__((noinline)) static long helper(int d) { return rec(d) + 1; }

/* A little work per leaf that the compiler cannot fold away. */
static volatile long leaf_seed = 12345;
static int grain = 1000;
__attribute__((noinline)) static long leaf_work(int d) {
    long s = leaf_seed + d;
    for (int i = 0; i < grain; i++)
        s = s * 1103515245 + 12345;
    return (s >> 7) & 3;
}

fork_task long rec(int d) {
    if (d == 0)
        return leaf_work(d);
    long a = fork_spawn(helper(d - 1));
    long b = helper(d - 1);
    fork_join();
    return a + b;
}

/* rec(d) = sum of the leaves (each leaf_work(0) = 1) + one per helper. */
static long expected(int d) {
    long leaves = 1L << d, helpers = 0;
    for (int k = 1; k <= d; k++)
        helpers += 1L << k;
    return leaves * leaf_work(0) + helpers;
}

int main(int argc, char **argv) {
    if (argc != 2 && argc != 3)
        return bench_usage(argv[0], "DEPTH [GRAIN]   (2^DEPTH leaves, a nested root at every helper)");
    if (argc == 3)
        grain = atoi(argv[2]);
    int d = atoi(argv[1]);
    if (d < 0 || d > 30)
        return bench_usage(argv[0], "DEPTH   (0..30)");
    BENCH_WARMUP();
    double t0 = bench_now();
    long r = rec(d);
    double t = bench_now() - t0;
    long e = expected(d);
    char rs[32], es[32];
    snprintf(rs, sizeof rs, "%ld", r);
    snprintf(es, sizeof es, "%ld", e);
    return bench_report("nested", argv[1], rs, es, t, r == e);
}
