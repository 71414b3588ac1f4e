// fork_task on something that is not a function (GNU and C23 spellings).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -std=c23 -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int counter;
#undef fork_task
[[fork_task]] int other;
struct s { int a; } __attribute__((fork_task));
// CHECK: diag-not-function.c:7:1: error: 'fork_task' attribute only applies to functions
// CHECK: note: put fork_task on the declaration or definition of a function
// CHECK: diag-not-function.c:9:3: error: 'fork_task' attribute only applies to functions
// CHECK: diag-not-function.c:10:36: error: 'fork_task' attribute only applies to functions
