// A reducer with static storage has views only in the text of a fork_for
// body.  A task that updates it (directly, or through plain C functions of
// the translation unit, however deep) or a fork_for body that calls such a
// function would race with every other strand: refused, one error per
// update.  Reads (sizeof, typeof, a cast to void), a fork_for over the
// reducer in a task, and a fork_for body handing its view (`&total`) to a
// helper are fine.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>
#include <forkc/reducers.h>

struct hist { long bins[4]; };
static void hist_id(void *v) { *(struct hist *)v = (struct hist){{0}}; }
static void hist_red(void *l, void *r) {
    for (int i = 0; i < 4; i++)
        ((struct hist *)l)->bins[i] += ((struct hist *)r)->bins[i];
}

static long forkc_reducer_sum(long) total;
static struct hist fork_reducer(hist_id, hist_red) h;

static void add(long *view, long x) { *view += x; }
static void bump(long x) { total += x; }
static void bump_twice(long x) { bump(x); bump(x); }
static long peek(void) { return total + (long)sizeof total; }

fork_task void walk(int d, long v) {
    if (d == 0) {
        total += v;
// CHECK: diag-reducer-static.c:[[@LINE-1]]:9: error: fork_task 'walk' updates reducer 'total', which has static storage
// CHECK: note: declare the reducer in the task that starts the parallel work
        h.bins[v & 3]++;
// CHECK: diag-reducer-static.c:[[@LINE-1]]:9: error: fork_task 'walk' updates reducer 'h'
        return;
    }
    fork_spawn(walk(d - 1, v * 2));
    walk(d - 1, v * 2 + 1);
    fork_join();
}

fork_task long deep(int n) {
    bump_twice(n);
// CHECK: diag-reducer-static.c:[[@LINE-1]]:5: error: fork_task 'deep' calls 'bump_twice', which updates reducer 'total'
    return n;
}

fork_task long reader(int n) {
    long seen = total + h.bins[0] + peek();
    __typeof__(total) copy = total;
    (void)total;
    return seen + copy + n + (long)sizeof(h) + (long)sizeof(&total);
}

// A fork_for in a task hands its generated task the reducer as the leftmost
// view: the body's update is the loop's.
fork_task long looping(long n) {
    fork_for (long i = 0; i < n; i++)
        total += i;
    return total;
}

void loops(long n) {
    fork_for (long i = 0; i < n; i++)
        add(&total, i);
    fork_for (long i = 0; i < n; i++)
        bump(i);
// CHECK: diag-reducer-static.c:[[@LINE-1]]:{{[0-9]+}}: error: a fork_for body calls 'bump', which updates reducer 'total'
}
