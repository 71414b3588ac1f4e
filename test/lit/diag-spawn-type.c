// A spawned task's result goes into a destination of its own type, or into
// a local variable of another scalar type (converted: at once, or at the
// join when the continuation was stolen; e2e/spawn_convert.c).  Any other
// destination of another type has no place to convert: an array element, a
// pointer's target, a global.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

long global;
fork_task int small(int x) { return x; }
fork_task long f(int n, long *out) {
    long a = fork_spawn(small(n)); // accepted: a local variable
    long r[2];
    r[0] = fork_spawn(small(n));
    *out = fork_spawn(small(n));
    global = fork_spawn(small(n));
    fork_join();
    return a + r[0];
}
// CHECK-NOT: diag-spawn-type.c:14:{{.*}}error
// CHECK: diag-spawn-type.c:16:12: error: result of spawned task 'small' has type 'int' but is stored into 'long'
// CHECK: note: {{.*}}spawn into a variable of this task (not static, not _Atomic; in a fork_for body, one declared in the body), converted at the join, or into one of type 'int' and convert after fork_join()
// CHECK: diag-spawn-type.c:17:12: error: result of spawned task 'small' has type 'int' but is stored into 'long'
// CHECK: diag-spawn-type.c:18:14: error: result of spawned task 'small' has type 'int' but is stored into 'long'
