// alloca and __builtin_alloca in a task.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <alloca.h>
#include <forkc.h>

fork_task int al(int n) {
    char *p = alloca(n);
    char *q = __builtin_alloca(n);
    return p[0] + q[0];
}
// CHECK: diag-alloca.c:9:15: error: '__builtin_alloca' in a fork_task
// CHECK: note: {{.*}}use a variable-length array {{.*}}forkc_stack_alloc(size)
// CHECK: diag-alloca.c:10:15: error: '__builtin_alloca' in a fork_task
