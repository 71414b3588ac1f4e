// Computed goto and label addresses in a task.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int cg(int n) {
    void *l = &&out;
    goto *l;
out:
    return n;
}
// CHECK: diag-computed-goto.c:8:15: error: address of a label in a fork_task
// CHECK: note: {{.*}}use a switch instead
// CHECK: diag-computed-goto.c:9:5: error: computed goto in a fork_task
// CHECK: note: {{.*}}use a switch instead
