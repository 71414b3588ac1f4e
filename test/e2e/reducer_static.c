/* Reducers with static storage updated from spawned tasks, plain C helpers
 * (in this and another translation unit), fork_for bodies, nested roots and
 * frames moved by forkc_resume_on: the results, a sum and a list appended in
 * serial order (not commutative), are the serial elision's. */
#include "reducer_static.h"

#include <stdio.h>
#include <stdlib.h>

static int nworkers(void) {
    const char *e = getenv("FORKC_WORKERS");
    int w = e ? atoi(e) : 1;
    return w < 1 ? 1 : w;
}

/* A file-local reducer, and a static local one. */
static unsigned long forkc_reducer_max(ulong) rs_peak = 0;

static void note(long x) {
    static long forkc_reducer_sum(long) calls = 0;
    calls++;
    if ((unsigned long)x > rs_peak)
        rs_peak = (unsigned long)x;
    if (x < 0) /* never: reads the static local's view */
        printf("calls %ld\n", calls);
}

/* The Cilk tree walk: the task updates the reducers itself and through
 * helpers, before and after its spawns. */
fork_task void walk(long lo, long hi) {
    if (hi - lo <= 4) {
        for (long i = lo; i < hi; i++) {
            rs_record(i);
            note(i);
        }
        return;
    }
    long mid = lo + (hi - lo) / 2;
    rs_list_push(&rs_order, -lo); /* before the spawn: the left half's place */
    fork_spawn(walk(lo, mid));
    rs_total += 1000;
    fork_spawn(walk(mid, hi));
    rs_list_push(&rs_order, -hi); /* after both spawns, before the join */
    fork_join();
    rs_list_push(&rs_order, -mid); /* after the join */
}

/* A child given the spawner's view: it updates through the pointer. */
fork_task void add_to(long *view, long x) { *view += x; }

fork_task void hand_views(long n) {
    for (long i = 0; i < n; i++) {
        fork_spawn(add_to(&rs_total, i));
        rs_record(1000000 + i);
    }
    fork_join();
}

/* Plain C calling a task inside a task: nested roots. */
static long via_plain(long lo, long hi) { return rs_far_walk(lo, hi); }

fork_task long nested(long lo, long hi) {
    if (hi - lo <= 64)
        return via_plain(lo, hi);
    long mid = lo + (hi - lo) / 2;
    long a = fork_spawn(nested(lo, mid));
    long b = nested(mid, hi);
    fork_join();
    return a + b;
}

/* Frames moved between workers while they update the reducers. */
fork_task void wander(long lo, long hi, int workers) {
    forkc_resume_on((int)(lo % workers));
    rs_record(lo);
    if (hi - lo > 1) {
        long mid = lo + (hi - lo) / 2;
        fork_spawn(wander(lo + 1, mid, workers));
        forkc_resume_on((int)(hi % workers));
        wander(mid, hi, workers);
        fork_join();
        forkc_resume_on((int)(mid % workers));
    }
    rs_record(-hi);
}

static unsigned long digest(void) {
    unsigned long h = 1469598103934665603ul;
    for (long i = 0; i < rs_order.n; i++)
        h = (h ^ (unsigned long)rs_order.v[i]) * 1099511628211ul;
    return h;
}

static void report(const char *what) {
    printf("%s: total %ld, %ld items, digest %lx, peak %lu\n", what, rs_total, rs_order.n,
           digest(), rs_peak);
    rs_total = 0;
    rs_order.n = 0;
}

int main(void) {
    for (int round = 0; round < 3; round++) {
        walk(0, 5000);
        report("walk");
        hand_views(3000);
        report("hand_views");
        printf("nested %ld\n", nested(0, 4000));
        report("nested");
        wander(0, 300, nworkers());
        report("wander");
        /* A body that updates a file-scope reducer directly only. */
        fork_for (long i = 0; i < 100000; i++)
            rs_total += i;
        report("fork_for direct");
        /* A body that calls helpers updating the same reducers. */
        fork_for (long i = 0; i < 30000; i++) {
            rs_list_push(&rs_order, 2 * i);
            rs_record(2 * i + 1);
            note(i);
        }
        report("fork_for helpers");
        /* fork_for inside a task, over a reducer the task updates too. */
        rs_far_walk(0, 10);
        report("far walk");
    }
    free(rs_order.v);
    return 0;
}
