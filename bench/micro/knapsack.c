/* Cilk-5's knapsack (branch and bound, two spawns per node, a shared best
 * raised with a compare-and-swap after the join): the shape of a real
 * third-party program whose tasks are tiny and mostly end before their
 * first spawn.  Its `&best` after the join is what transient locals are
 * for (docs/lowering.md): the frame stays lazy.
 * Usage: bench_knapsack_{serial,forkc} ITEMS   (up to 64; 64 takes ~0.3 s here)
 * The result is checked against a dynamic program. */
#include <forkc.h>
#include "bench.h"

#include <limits.h>
#include <stdatomic.h>

struct item {
    int value, weight;
};
static _Atomic int best_so_far = INT_MIN;

static void raise_best(int *v) {
    int cur = atomic_load_explicit(&best_so_far, memory_order_relaxed);
    while (*v > cur && !atomic_compare_exchange_weak(&best_so_far, &cur, *v)) {}
}

fork_task int knapsack(const struct item *e, int c, int n, int v) {
    if (c < 0)
        return INT_MIN;
    if (n == 0 || c == 0)
        return v;
    double ub = (double)v + c * e->value / e->weight; /* Cilk-5's bound */
    if (ub < atomic_load_explicit(&best_so_far, memory_order_relaxed))
        return INT_MIN;
    int without = fork_spawn(knapsack(e + 1, c, n - 1, v));
    int with = fork_spawn(knapsack(e + 1, c - e->weight, n - 1, v + e->value));
    fork_join();
    int best = with > without ? with : without;
    raise_best(&best);
    return best;
}

/* Best ratio first, as Cilk-5 sorts its input. */
static int by_ratio(const void *a, const void *b) {
    const struct item *x = a, *y = b;
    long l = (long)x->value * y->weight, r = (long)y->value * x->weight;
    return l < r ? 1 : l > r ? -1 : 0;
}

static int exact(const struct item *it, int n, int cap) {
    int *best = calloc((size_t)cap + 1, sizeof *best);
    for (int i = 0; i < n; i++)
        for (int c = cap; c >= it[i].weight; c--)
            if (best[c - it[i].weight] + it[i].value > best[c])
                best[c] = best[c - it[i].weight] + it[i].value;
    int r = best[cap];
    free(best);
    return r;
}

int main(int argc, char **argv) {
    int n = argc == 2 ? atoi(argv[1]) : 0;
    if (n < 1 || n > 64)
        return bench_usage(argv[0], "ITEMS   (1..64)");
    struct item it[64];
    unsigned s = 12345;
    int cap = 0;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        it[i].value = 50 + (int)((s >> 16) % 100);
        s = s * 1103515245u + 12345u;
        it[i].weight = 40 + (int)((s >> 16) % 100);
        cap += it[i].weight;
    }
    cap /= 2;
    qsort(it, (size_t)n, sizeof it[0], by_ratio);
    BENCH_WARMUP();
    double t0 = bench_now();
    int r = knapsack(it, cap, n, 0);
    double t = bench_now() - t0;
    int e = exact(it, n, cap);
    char rs[32], es[32];
    snprintf(rs, sizeof rs, "%d", r);
    snprintf(es, sizeof es, "%d", e);
    return bench_report("knapsack", argv[1], rs, es, t, r == e);
}
