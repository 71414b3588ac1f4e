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
// A builtin the macro's body calls is declared implicitly inside the
// expansion; the expansion does not declare it again (clang: "cannot
// redeclare builtin function '__c11_atomic_fetch_add'").
#include <stdatomic.h>
static atomic_ulong calls;
#define DEFINE_COUNTED(name) fork_task long name(int n) { atomic_fetch_add_explicit(&calls, 1, memory_order_relaxed); if (n < 2) return n; long a = fork_spawn(name(n - 1)); long b = name(n - 2); fork_join(); return a + b; }
DEFINE_COUNTED(counted)
long use_counted(void);
long use_counted(void) { return counted(5) + (long)atomic_load(&calls); }
// CHECK: struct __forkc_frame_counted {
// CHECK-NOT: extern void __c11_atomic_fetch_add
// CHECK: long use_counted(void)
