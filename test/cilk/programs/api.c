/* api: __cilkrts_get_nworkers() and __cilkrts_get_worker_number() from
 * <cilk/cilk_api.h>.  The worker count and numbers differ from run to run
 * (CILK_NWORKERS, the machine), so only facts that hold for every count are
 * printed: nworkers >= 1, the same count seen everywhere, and
 * 0 <= worker number < nworkers in main, in spawned children, in
 * continuations after a spawn and after a sync, and in cilk_for bodies.
 * A violation is counted in a reducer and printed with its details. */
#include <stdio.h>

#include <cilk/cilk.h>
#include <cilk/cilk_api.h>

void zero(void *v) { *(long *)v = 0; }
void plus(void *l, void *r) { *(long *)l += *(long *)r; }

static int nworkers;

/* Checks the calling strand's worker number and the worker count; returns
 * 1 on a violation (added to a sum reducer by the caller), else 0. */
static int check_here(const char *where) {
    int nw = __cilkrts_get_nworkers();
    int w = __cilkrts_get_worker_number();
    if (nw != nworkers || w < 0 || w >= nw) {
        printf("FAIL: %s: worker %d of %d (main saw %d)\n", where, w, nw, nworkers);
        return 1;
    }
    return 0;
}

/* A fib-shaped tree: checks at entry, in the child, after the spawn (in
 * the continuation, perhaps stolen) and after the sync. */
long tree(int n, long cilk_reducer(zero, plus) *bad) {
    *bad += check_here("entry");
    if (n < 2)
        return 1;
    long a = cilk_spawn tree(n - 1, bad);
    *bad += check_here("continuation");
    long b = tree(n - 2, bad);
    cilk_sync;
    *bad += check_here("after sync");
    return a + b + 1;
}

int main(void) {
    long cilk_reducer(zero, plus) bad = 0;
    nworkers = __cilkrts_get_nworkers();
    printf("nworkers >= 1: %s\n", nworkers >= 1 ? "yes" : "NO");
    bad += check_here("main");

    long calls = cilk_spawn tree(18, &bad);
    bad += check_here("main's continuation");
    cilk_sync;
    printf("tree(18): %ld calls\n", calls);

    long seen[1000];
    cilk_for (int i = 0; i < 1000; i++) {
        bad += check_here("cilk_for body");
        int w = __cilkrts_get_worker_number();
        seen[i] = w >= 0 && w < nworkers;
    }
    long in_range = 0;
    for (int i = 0; i < 1000; i++)
        in_range += seen[i];
    printf("cilk_for: %ld of 1000 iterations saw a worker number in range\n", in_range);

    printf("worker numbers in [0, nworkers) everywhere: %s\n", bad == 0 ? "yes" : "NO");
    int ok = nworkers >= 1 && bad == 0 && calls == 8361 && in_range == 1000;
    printf(ok ? "ok\n" : "FAIL\n");
    return !ok;
}
