/* knapsack: Cilk-5's 0/1 knapsack by branch and bound (knapsack.cilk), in
 * OpenCilk spelling: at every item both choices are spawned, and a branch
 * whose fractional upper bound is below the best value found so far is
 * pruned.  Cilk-5 updates best_so_far with a benign race; here it is a C11
 * atomic raised by compare-and-swap, so the program is race-free.  What is
 * pruned depends on the schedule; the optimum does not, and that is all
 * that is printed.  Checked against a dynamic program.
 * Usage: knapsack [ITEMS]   (default 34, at most 64) */
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

struct item {
    int value;
    int weight;
};

static _Atomic int best_so_far = INT_MIN;

static void raise_best(int best) {
    int cur = atomic_load_explicit(&best_so_far, memory_order_relaxed);
    while (best > cur && !atomic_compare_exchange_weak(&best_so_far, &cur, best)) {
    }
}

/* Best value ratio first, as Cilk-5 sorts its input. */
static int compare(const void *p, const void *q) {
    const struct item *a = p, *b = q;
    long l = (long)a->value * b->weight, r = (long)b->value * a->weight;
    return l < r ? 1 : l > r ? -1 : 0;
}

/* The best total value of the items e[0..n-1] in a knapsack of capacity c,
 * plus v; INT_MIN if the choice so far is infeasible or pruned. */
int knapsack(struct item *e, int c, int n, int v) {
    int with, without, best;
    double ub;

    /* base case: full knapsack or no items */
    if (c < 0)
        return INT_MIN;
    if (n == 0 || c == 0)
        return v; /* feasible solution, with value v */

    ub = (double)v + c * e->value / e->weight;

    /* prune if it is worse than the best found so far */
    if (ub < atomic_load_explicit(&best_so_far, memory_order_relaxed))
        return INT_MIN;

    /* the best solution without the current item in the knapsack */
    without = cilk_spawn knapsack(e + 1, c, n - 1, v);

    /* the best solution with the current item in the knapsack */
    with = cilk_spawn knapsack(e + 1, c - e->weight, n - 1, v + e->value);

    cilk_sync;

    best = with > without ? with : without;
    raise_best(best);
    return best;
}

static int dynamic_program(const struct item *it, int n, int cap) {
    int *best = calloc((size_t)cap + 1, sizeof *best);
    if (!best)
        return -1;
    for (int i = 0; i < n; i++)
        for (int c = cap; c >= it[i].weight; c--)
            if (best[c - it[i].weight] + it[i].value > best[c])
                best[c] = best[c - it[i].weight] + it[i].value;
    int r = best[cap];
    free(best);
    return r;
}

int main(int argc, char *argv[]) {
    int n = 34;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1 || n > 64) {
        fprintf(stderr, "usage: %s [ITEMS]   (1..64)\n", argv[0]);
        return 2;
    }
    struct item items[64];
    unsigned s = 12345;
    int capacity = 0;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        items[i].value = 50 + (int)((s >> 16) % 100);
        s = s * 1103515245u + 12345u;
        items[i].weight = 40 + (int)((s >> 16) % 100);
        capacity += items[i].weight;
    }
    capacity /= 2;
    qsort(items, (size_t)n, sizeof items[0], compare);

    int sol = knapsack(items, capacity, n, 0);
    int expect = dynamic_program(items, n, capacity);
    printf("Best value for %d items, capacity %d: %d\n", n, capacity, sol);
    if (sol != expect) {
        printf("FAIL: the dynamic program says %d\n", expect);
        return 1;
    }
    printf("ok\n");
    return 0;
}
