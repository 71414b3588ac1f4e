// A reducer passed by address to a spawned task: the child and the code
// after the spawn would update one view at once.  Refused, in a fork_for body
// and in a task body alike, once per spawn; the same address handed to a
// plain call, or a reducer's value handed to a spawn, is fine.
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
        fork_spawn(add(&s, a[i]));
        s += a[i];
    }
    return s;
}
// CHECK: diag-reducer-address.c:18:24: error: reducer 's' is passed by address to spawned task 'add'
// CHECK: note: a spawned child shares the view of 's' with the code after the spawn, and both may run at once; spawn into a variable (long c = fork_spawn(...)) and add it to 's' after fork_join()

fork_task long in_task(long n) {
    long forkc_reducer_sum(long) t = 0;
    fork_spawn(add((&t), n));
    long c = fork_spawn(twice(t));
    plain_add(&t, n);
    fork_join();
    return t + c;
}
// CHECK: diag-reducer-address.c:28:21: error: reducer 't' is passed by address to spawned task 'add'
