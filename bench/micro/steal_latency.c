/* Prompt steals (docs/runtime.md, "Prompt steals"): how long a thief's
 * request for work waits while its victim runs a long leaf.
 *
 * A round, on two workers A and B:
 *   - A spawns `work` (200 us of plain C); B, idle, steals the continuation;
 *   - B spawns a child that returns at once (a push and a pop, which serve
 *     any request left over from the last round), then spawns the long leaf:
 *     its continuation is pushed while A is busy, so nobody has asked for it;
 *   - A finishes `work`, notes the time, finds its continuation gone and asks
 *     B for work.  B is in the leaf, which spins (no spawn, no push) until
 *     the continuation has started somewhere or `cap` microseconds passed.
 * The figure is the time from A's note to the continuation's start: the
 * request's wait plus the steal.  A continuation stolen only when the leaf
 * gives up (or run after it by B) shows as about cap - 200 us.  Run at
 * FORKC_WORKERS=2:
 *
 *   micro=steal_latency rounds=R median_us=.. p99_us=.. max_us=.. after_leaf=K
 *
 * (K: rounds whose continuation started only after the leaf gave up.)
 * Built without the plugin it is its serial elision, where every round is
 * serialised.  Usage: bench_steal_latency [ROUNDS] [CAP_US]  (200, 2000) */
#include <forkc.h>

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define WORK_US 200.0

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + 1e-3 * (double)ts.tv_nsec;
}

static _Atomic int started;     /* the continuation of the current round began */
static _Atomic double asked_at; /* when `work` ended: its worker looks for work */
static double cap_us;

__attribute__((noinline)) static void spin_for(double us) {
    double t0 = now_us();
    while (now_us() - t0 < us) {}
}

/* The long leaf: plain C until the continuation started or the cap. */
__attribute__((noinline)) static long spin_until_started(void) {
    long spins = 0;
    double t0 = now_us();
    while (!atomic_load_explicit(&started, memory_order_acquire) && now_us() - t0 < cap_us)
        spins++;
    return spins;
}

fork_task static long nothing(void) { return 0; }
fork_task static long leaf(void) { return spin_until_started(); }

fork_task static long work(void) {
    spin_for(WORK_US);
    atomic_store(&asked_at, now_us());
    return 1;
}

fork_task static double round_once(void) {
    atomic_store(&started, 0);
    atomic_store(&asked_at, 0.0);
    long w = fork_spawn(work());
    long z = fork_spawn(nothing());
    long spins = fork_spawn(leaf());
    double t = now_us(); /* the continuation: stolen, or after the leaf */
    atomic_store_explicit(&started, 1, memory_order_release);
    fork_join();
    (void)w, (void)z, (void)spins;
    double a = atomic_load(&asked_at);
    return a > 0 && t > a ? t - a : 0.0; /* serial elision: work ran first */
}

fork_task static void rounds(double *lat, int n) {
    for (int i = 0; i < n; i++) {
        double w = round_once();
        lat[i] = w;
    }
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 200;
    cap_us = argc > 2 ? atof(argv[2]) : 2000.0;
    if (n < 1 || !(cap_us > 0))
        return 2;
    double *lat = malloc((size_t)n * sizeof *lat);
    if (!lat)
        return 1;
    rounds(lat, 1); /* start the pool outside the figures */
    rounds(lat, n);
    int after = 0;
    for (int i = 0; i < n; i++)
        after += lat[i] >= cap_us - WORK_US - 50.0;
    qsort(lat, (size_t)n, sizeof *lat, cmp);
    int p99 = (int)((double)(n - 1) * 0.99 + 0.5);
    printf("micro=steal_latency rounds=%d median_us=%.1f p99_us=%.1f max_us=%.1f after_leaf=%d\n",
           n, lat[n / 2], lat[p99], lat[n - 1], after);
    free(lat);
    return 0;
}
