// A task's return joins its children and hands its value back through the
// frame: a statement attribute on it (musttail) is refused at the return.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task long down(long n) {
  if (n == 0)
    return 0;
  __attribute__((musttail)) return down(n - 1);
}
// CHECK: diag-musttail.c:[[@LINE-2]]:3: error: statement attribute on a return in a fork_task
// CHECK-NEXT: note: a task's return joins its children first and is not a tail call: remove the attribute
