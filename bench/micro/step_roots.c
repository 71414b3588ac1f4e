/* A time-stepping stencil whose every step is a root called from plain C
 * (the shape of Cilk-5's heat: main calls the task once per step, the task
 * splits the rows recursively).  A step is short (~0.1 ms at N = 512), so
 * what a root costs to start and to finish, and how the threads that wait
 * for work or for the root behave, shows in the total.  Issue 9 asks that a
 * program never get slower as workers are added: run it at P = 1..2P_cores
 * (docs/benchmarks.md, "What fib's bound is measured against, and waiting
 * threads").  GAP_US adds that much serial work
 * (a busy wait on the clock) between the steps, as a program that checks or
 * prints each step does: whether the pool's idle thieves are still awake
 * when the next root comes (FORKC_IDLE_SPIN_US; docs/benchmarks.md,
 * "Sixteen cores").
 * Usage: bench_step_roots_{serial,forkc} [N [STEPS [GAP_US]]]   (default 512 400 0) */
#include <forkc.h>
#include "bench.h"

#include <stdint.h>
#include <string.h>

#define LEAF_ROWS 8

static int n = 512;

/* One row of the 5-point stencil in integers: exact, so the parallel run
 * must match the serial recomputation bit for bit. */
static void step_row(uint32_t *out, const uint32_t *in, int r) {
    const uint32_t *up = in + (size_t)(r - 1) * n, *mid = in + (size_t)r * n,
                   *down = in + (size_t)(r + 1) * n;
    uint32_t *o = out + (size_t)r * n;
    o[0] = mid[0];
    for (int c = 1; c < n - 1; c++)
        o[c] = (up[c] + down[c] + mid[c - 1] + mid[c + 1] + 4 * mid[c]) / 8;
    o[n - 1] = mid[n - 1];
}

fork_task void step(uint32_t *out, const uint32_t *in, int lo, int hi) {
    if (hi - lo > LEAF_ROWS) {
        int m = lo + (hi - lo) / 2;
        fork_spawn(step(out, in, lo, m));
        step(out, in, m, hi);
        fork_join();
        return;
    }
    for (int r = lo; r < hi; r++)
        step_row(out, in, r);
}

static void init(uint32_t *g) {
    for (int i = 0; i < n * n; i++)
        g[i] = (uint32_t)(i * 2654435761u) >> 16;
}

static uint64_t checksum(const uint32_t *g) {
    uint64_t s = 0;
    for (int i = 0; i < n * n; i++)
        s = s * 31 + g[i];
    return s;
}

/* The same steps by plain loops: the expected grid. */
static uint64_t serial_steps(uint32_t *a, uint32_t *b, int steps) {
    init(a);
    memcpy(b, a, (size_t)n * n * sizeof *b);
    for (int t = 0; t < steps; t++) {
        for (int r = 1; r < n - 1; r++)
            step_row(b, a, r);
        uint32_t *x = a;
        a = b;
        b = x;
    }
    return checksum(a);
}

/* Serial code between two steps: busy for `us` microseconds. */
static void serial_gap(int us) {
    if (us <= 0)
        return;
    double end = bench_now() + us * 1e-6;
    while (bench_now() < end) {}
}

int main(int argc, char **argv) {
    if (argc > 4)
        return bench_usage(argv[0], "[N [STEPS [GAP_US]]]   (N x N grid, one root per step, "
                                    "GAP_US of serial work between steps)");
    n = argc > 1 ? atoi(argv[1]) : 512;
    int steps = argc > 2 ? atoi(argv[2]) : 400;
    int gap_us = argc > 3 ? atoi(argv[3]) : 0;
    if (n < 3 || n > 16384 || steps < 0 || gap_us < 0 || gap_us > 1000000)
        return bench_usage(argv[0],
                           "[N [STEPS [GAP_US]]]   (3 <= N <= 16384, 0 <= GAP_US <= 1000000)");
    uint32_t *a = malloc((size_t)n * n * sizeof *a), *b = malloc((size_t)n * n * sizeof *b);
    if (!a || !b)
        return 3;
    init(a);
    memcpy(b, a, (size_t)n * n * sizeof *b);
    BENCH_WARMUP();
    double t0 = bench_now();
    uint32_t *in = a, *out = b;
    for (int t = 0; t < steps; t++) {
        step(out, in, 1, n - 1); /* a root per step */
        serial_gap(gap_us);
        uint32_t *x = in;
        in = out;
        out = x;
    }
    double sec = bench_now() - t0;
    uint64_t got = checksum(in);
    uint64_t want = serial_steps(a, b, steps);
    free(a);
    free(b);
    char rs[32], es[32];
    snprintf(rs, sizeof rs, "%llu", (unsigned long long)got);
    snprintf(es, sizeof es, "%llu", (unsigned long long)want);
    char size[48];
    if (gap_us)
        snprintf(size, sizeof size, "%dx%d+%dus", n, steps, gap_us);
    else
        snprintf(size, sizeof size, "%dx%d", n, steps);
    return bench_report("step_roots", size, rs, es, sec, got == want);
}
