// A VLA in a task: error with a hint, no object file.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int vla(int n) {
    int a[n];
    a[0] = n;
    return a[0];
}
// CHECK: diag-vla.c:8:9: error: variable-length array 'a' in a fork_task
// CHECK-NEXT: diag-vla.c:8:9: note: {{.*}}use forkc_stack_alloc(size) / forkc_stack_free(ptr) instead
