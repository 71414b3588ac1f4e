/* Prompt steals on coarse work (docs/benchmarks.md, "Prompt steals"): do
 * spawned long leaves run side by side?  Each leaf is plain C of about the
 * same length (no spawn, no push while it runs):
 *
 *   two     fork_spawn(leaf); leaf; fork_join        (2 leaves)
 *   chunks  a loop spawning 4 leaves, then fork_join  (4 leaves)
 *   forfor  fork_for over 8 leaves, grain 1           (8 leaves)
 *
 * Prints `micro=coarse_overlap shape=S leaves=L leaf_s=T1LEAF wall_s=W
 * ratio=R`, where R = wall / (one leaf's time, measured alone first): at 2
 * workers `two` should be near 1, `chunks` near 2 and `forfor` near 4.
 * Usage: bench_coarse_overlap [LEAF_MS] [two|chunks|forfor|all]  (100, all) */
#include <forkc.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static uint64_t leaf_iters;

/* A fixed amount of plain C work (an LCG chain the compiler cannot fold). */
__attribute__((noinline)) static uint64_t burn(uint64_t n, uint64_t seed) {
    uint64_t x = seed;
    for (uint64_t i = 0; i < n; i++)
        x = x * 6364136223846793005u + 1442695040888963407u;
    return x;
}

fork_task static uint64_t leaf(uint64_t seed) { return burn(leaf_iters, seed); }

fork_task static uint64_t two(void) {
    uint64_t a = fork_spawn(leaf(1));
    uint64_t b = leaf(2);
    fork_join();
    return a ^ b;
}

fork_task static uint64_t chunks(void) {
    uint64_t r[4];
    for (int i = 0; i < 4; i++)
        r[i] = fork_spawn(leaf((uint64_t)i + 1));
    fork_join();
    return r[0] ^ r[1] ^ r[2] ^ r[3];
}

static uint64_t forfor(void) {
    uint64_t r[8];
    fork_for_grain(1);
    fork_for(int i = 0; i < 8; i++) r[i] = leaf((uint64_t)i + 1);
    uint64_t x = 0;
    for (int i = 0; i < 8; i++)
        x ^= r[i];
    return x;
}

static double one_leaf_s;
static volatile uint64_t sink;

static void run(const char *shape, int leaves, uint64_t (*fn)(void)) {
    double t0 = now();
    uint64_t x = fn();
    double t = now() - t0;
    sink = x;
    printf("micro=coarse_overlap shape=%s leaves=%d leaf_s=%.4f wall_s=%.4f ratio=%.2f\n", shape,
           leaves, one_leaf_s, t, t / one_leaf_s);
}

static uint64_t one(void) { return leaf(1); }

int main(int argc, char **argv) {
    double ms = argc > 1 ? atof(argv[1]) : 100.0;
    const char *which = argc > 2 ? argv[2] : "all";
    if (!(ms > 0))
        return 2;
    /* calibrate: iterations for `ms` milliseconds of one leaf */
    leaf_iters = 1u << 20;
    double t0 = now();
    (void)burn(leaf_iters, 7);
    double per = (now() - t0) / (double)leaf_iters;
    leaf_iters = (uint64_t)(ms * 1e-3 / per);
    (void)one(); /* start the pool */
    t0 = now();
    (void)one();
    one_leaf_s = now() - t0;
    int all = strcmp(which, "all") == 0;
    if (all || strcmp(which, "two") == 0)
        run("two", 2, two);
    if (all || strcmp(which, "chunks") == 0)
        run("chunks", 4, chunks);
    if (all || strcmp(which, "forfor") == 0)
        run("forfor", 8, forfor);
    return 0;
}
