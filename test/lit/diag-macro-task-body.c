// A task whose body comes from a macro cannot be rewritten: one error that
// says so, with a hint.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>
#define DEFINE_TWICE(name) fork_task long name(int n) { return n + n; }
DEFINE_TWICE(twice)
// CHECK: diag-macro-task-body.c:8:14: error: the body of fork_task 'twice' comes from a macro
// CHECK-NOT: error
