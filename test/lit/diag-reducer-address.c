// A reducer passed by address to a spawned task: the child and the code
// after the spawn would update one view before the join.  Refused, in a
// fork_for body and in a task body alike, once per spawn (two addresses in
// one spawn: one error), also the address of a member; the same address
// handed to a plain call, or a reducer's value (an array reducer's element
// included) handed to a spawn, is fine.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>
#include <forkc/reducers.h>

fork_task void add(long *to, long v) { *to += v; }
fork_task long twice(long v) { return 2 * v; }
static void plain_add(long *to, long v) { *to += v; }

long in_loop(const long *a, long n) {
    long forkc_reducer_sum(long) s = 0;
    fork_for (long i = 0; i < n; i++) {
        fork_spawn(add(&s, (long)(&s != 0)));
        s += a[i];
    }
    return s;
}
// CHECK: diag-reducer-address.c:20:24: error: reducer 's' is passed by address to spawned task 'add'
// CHECK: note: the child would update the view of 's' that the code after the spawn also updates until fork_join(); spawn into a variable (long c = fork_spawn(...)) and add it to 's' after fork_join()

fork_task long in_task(long n) {
    long forkc_reducer_sum(long) t = 0;
    fork_spawn(add((&t), n));
    long c = fork_spawn(twice(t));
    plain_add(&t, n);
    fork_join();
    return t + c;
}
// CHECK: diag-reducer-address.c:30:21: error: reducer 't' is passed by address to spawned task 'add'

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
    fork_spawn(add(&p.w, n));
    long c = fork_spawn(twice(h[1]));
    fork_join();
    return p.v + p.w + c;
}
// CHECK: diag-reducer-address.c:[[@LINE-5]]:20: error: reducer 'p' is passed by address to spawned task 'add'
