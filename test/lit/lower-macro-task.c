// A macro that generates a whole task definition at file scope is expanded
// (printed from the AST on the invocation's line) and the task lowered.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>
#define DEFINE_TWICE(name) fork_task long name(int n) { if (n < 1) return 0; long a = fork_spawn(name(n - 1)); fork_join(); return a + 2; }
DEFINE_TWICE(twice)
long use(void);
long use(void) { return twice(3); }
// CHECK: long twice(int n) ;
// CHECK: struct __forkc_frame_twice {
// CHECK: static FORKC_TASK_CC __forkc_ret_twice __forkc_fast_twice(
// CHECK: long use(void) { return twice(3); }
// A task whose body alone is a macro is expanded the same way.
#define BODY { return n + n; }
fork_task long body_macro(int n) BODY
// CHECK: struct __forkc_frame_body_macro {
