// __builtin_choose_expr evaluates only the arm its constant selects: a task
// call in that arm is hoisted like any other, one in the other arm is never
// run (it would be, hoisted in front of the statement).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long chosen(long n) { return n + 1; }
fork_task long never(long n) { return n - 1; }

fork_task long pick(long n) {
  long r = 2 * __builtin_choose_expr(1, chosen(n), never(n));
  return r;
}
// CHECK-LABEL: static int __forkc_resume_pick(
// CHECK: __forkc_called_chosen(__w, __hf, 
// CHECK-NOT: __forkc_entry_never(
// CHECK: #line
