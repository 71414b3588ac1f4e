// A task known only through a declaration without a prototype cannot be
// called with arguments from a task: its entry's parameters are unknown.
// A later prototype fixes it.
// RUN: rm -f %t.o
// RUN: not %forkcc -std=c17 -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task long g();
fork_task long h();
fork_task long h(int n);
fork_task long f(int n) {
    long a = g(n);
    long b = h(n);
    return a + b;
}
// CHECK: diag-no-prototype.c:13:14: error: call of fork_task 'g' without a prototype
// CHECK-NEXT: note: declare the task with its parameter types

// A call hoisted out of a larger expression: said once.
fork_task long k(int n) {
    return 1 + g(n);
}
// CHECK: diag-no-prototype.c:[[@LINE-2]]:16: error: call of fork_task 'g' without a prototype
// CHECK-NEXT: note: declare the task with its parameter types
// CHECK-NOT: without a prototype
