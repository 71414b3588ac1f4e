// A reducer handed to a spawned task (its address, or a view parameter
// passed on).  The spawning task gives its continuation views of its own
// after a steal, so a child may update the view it is given -- if the
// child's continuations do the same: refused for a child task that spawns or
// calls tasks through a plain pointer parameter, static storage or not (the
// strand's view is handed on).  Once per spawn; fine: a leaf task, a
// parameter declared as a reducer view, plain C, a plain call.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>
#include <forkc/reducers.h>

fork_task void add(long *to, long v) { *to += v; }
fork_task long twice(long v) { return 2 * v; }
static void plain_add(long *to, long v) { *to += v; }
fork_task void spread(long *to, long v) {
    fork_spawn(add(to, v));
    *to += v;
    fork_join();
}
fork_task void spread_view(long forkc_reducer_sum(long) *to, long v) {
    fork_spawn(add(to, v));
    *to += v;
    fork_join();
}

long in_loop(const long *a, long n) {
    long forkc_reducer_sum(long) s = 0;
    fork_for (long i = 0; i < n; i++) {
        fork_spawn(add(&s, a[i]));
        fork_spawn(spread_view(&s, a[i]));
        fork_spawn(spread(&s, a[i]));
        s += a[i];
    }
    return s;
}
// CHECK: diag-reducer-address.c:33:27: error: reducer 's' is passed to spawned task 'spread', whose parameter 'to' is not a reducer view
// CHECK: note: 'spread' spawns or calls tasks, whose continuations would share the view: declare the parameter `T fork_reducer(identity, reduce) *p`, or spawn into a variable (long c = fork_spawn(...)) and add it to 's' after fork_join()

static long forkc_reducer_sum(long) total = 0;
fork_task long in_task(long n) {
    long forkc_reducer_sum(long) t = 0;
    fork_spawn(add((&t), n));
    long c = fork_spawn(twice(t));
    plain_add(&t, n);
    fork_spawn(plain_add(&t, n));
    fork_spawn(add(&total, n));
    fork_spawn(spread(&total, n));
    fork_join();
    return t + c;
}
// CHECK: diag-reducer-address.c:[[@LINE-4]]:23: error: reducer 'total' is passed to spawned task 'spread', whose parameter 'to' is not a reducer view

struct pair { long v, w; };
static void pair_identity(void *p) { ((struct pair *)p)->v = ((struct pair *)p)->w = 0; }
static void pair_reduce(void *l, void *r) {
    ((struct pair *)l)->v += ((struct pair *)r)->v;
    ((struct pair *)l)->w += ((struct pair *)r)->w;
}
static void arr_identity(void *p) { ((long *)p)[0] = ((long *)p)[1] = 0; }
static void arr_reduce(void *l, void *r) {
    ((long *)l)[0] += ((long *)r)[0];
    ((long *)l)[1] += ((long *)r)[1];
}
fork_task long members(long n) {
    struct pair fork_reducer(pair_identity, pair_reduce) p = {0, 0};
    long fork_reducer(arr_identity, arr_reduce) h[2] = {0, 0};
    fork_spawn(spread(&p.w, n));
    long c = fork_spawn(twice(h[1]));
    fork_join();
    return p.v + p.w + c;
}
// CHECK: diag-reducer-address.c:[[@LINE-5]]:23: error: reducer 'p' is passed to spawned task 'spread', whose parameter 'to' is not a reducer view
