/* Locals that nothing after their declaration can suspend (transient, C
 * locals of each clone; docs/lowering.md): an address taken after the join
 * (a compare-and-swap on a shared best, as Cilk-5's knapsack keeps it),
 * arrays and structs in a leaf branch, a struct returned by value, and
 * their twins declared before a resume point, which stay in the frame, and
 * a return that joins a child still running after such a local. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

struct item { int value, weight; };
struct pair { long lo, hi; };
static _Atomic int best_so_far;

static void raise_to(_Atomic int *best, int *v) {
    int cur = atomic_load_explicit(best, memory_order_relaxed);
    while (*v > cur && !atomic_compare_exchange_weak(best, &cur, *v)) {
    }
}

fork_task int knapsack(const struct item *e, int c, int n, int v) {
    if (c < 0)
        return -1;
    if (n == 0 || c == 0)
        return v;
    int without = fork_spawn(knapsack(e + 1, c, n - 1, v));
    int with = fork_spawn(knapsack(e + 1, c - e->weight, n - 1, v + e->value));
    fork_join();
    int best = with > without ? with : without;
    raise_to(&best_so_far, &best);
    return best;
}

static void fill(long *a, int n, long x) {
    for (int i = 0; i < n; i++)
        a[i] = x * 7 + i;
}

fork_task struct pair spread(long x, int depth) {
    if (depth == 0) {
        long a[8];
        struct pair p = {0, 0};
        fill(a, 8, x);
        for (int i = 0; i < 8; i++) {
            p.lo += a[i] & 15;
            p.hi += a[i] >> 2;
        }
        return p;
    }
    long before[2] = {x, depth}; /* alive across the spawns: in the frame */
    struct pair l = fork_spawn(spread(x * 2, depth - 1));
    struct pair r = spread(x * 2 + 1, depth - 1);
    fork_join();
    struct pair out = {l.lo + r.lo + before[1], l.hi ^ r.hi};
    char tag[16];
    snprintf(tag, sizeof tag, "%ld", out.lo % 1000);
    out.hi += (long)strlen(tag);
    return out;
}

/* A return with a child outstanding: it joins, then reads `s`, which the
 * join stores and loads like any register variable; `t` is never needed
 * after the join. */
fork_task long pending(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(pending(n - 1));
    long t[3];
    fill(t, 3, n);
    long s = t[0] + t[2];
    return s + a;
}

int main(void) {
    struct item items[20];
    unsigned s = 7;
    for (int i = 0; i < 20; i++) {
        s = s * 1103515245u + 12345u;
        items[i].value = 10 + (int)((s >> 16) % 50);
        s = s * 1103515245u + 12345u;
        items[i].weight = 5 + (int)((s >> 16) % 40);
    }
    int k = knapsack(items, 200, 20, 0);
    printf("knapsack %d (shared best %d)\n", k, atomic_load(&best_so_far));
    struct pair p = spread(3, 14);
    printf("spread %ld %ld\n", p.lo, p.hi);
    printf("pending %ld\n", pending(24));
    return 0;
}
