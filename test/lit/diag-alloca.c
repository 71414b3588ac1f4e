// alloca in a task lives on the task's stacklet, or on the heap while a
// continuation is stolen (test/e2e/alloca.c, test/cilk's nqueens), so alloca
// while a spawn may be outstanding (line 18) is taken; refused: alloca with an
// alignment argument, and alloca inside a variable-length array's scope (FILO
// order).
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
// CHECK: diag-alloca.c:13:15: error: '__builtin_alloca_with_align' in a fork_task
// CHECK: note: {{.*}}use a variable-length array {{.*}}forkc_stack_alloc(size)
// CHECK: diag-alloca.c:25:19: error: alloca inside the scope of variable-length array 'v'
