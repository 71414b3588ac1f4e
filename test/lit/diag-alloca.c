// alloca in a task lives on the task's stacklet (test/e2e/alloca.c); refused:
// alloca with an alignment argument, alloca while a spawn may be outstanding,
// and alloca inside a variable-length array's scope (FILO order).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <alloca.h>
#include <forkc.h>

fork_task int aligned(int n) {
    char *q = __builtin_alloca_with_align(n, 64);
    return q[0];
}

fork_task int al(int n) {
    char *p = alloca(n);
    int a = fork_spawn(al(n - 1));
    char *r = alloca(4);
    fork_join();
    {
        int v[n];
        v[0] = 1;
        char *s = alloca(2);
        s[0] = (char)v[0];
    }
    return p[0] + r[0] + a;
}
// CHECK: diag-alloca.c:11:15: error: '__builtin_alloca_with_align' in a fork_task
// CHECK: note: {{.*}}use a variable-length array {{.*}}forkc_stack_alloc(size)
// CHECK: diag-alloca.c:18:15: error: alloca between a fork_spawn and its fork_join
// CHECK: diag-alloca.c:23:19: error: alloca inside the scope of variable-length array 'v'
