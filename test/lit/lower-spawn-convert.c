// A spawn into a local variable of another type than the task's: the child
// gets a frame temporary of its own type to write when it finishes away;
// the un-stolen path assigns the value at once (C converts); in the slow
// clone a resume after the spawn marks the temporary pending and the join
// assigns it (docs/lowering.md, "Spawns that convert").
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %forkcc -O2 -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task int small(int x) { return x; }
fork_task long f(int n) {
    long a = fork_spawn(small(n));
    fork_join();
    return a;
}
// CHECK: struct __forkc_frame_f {
// CHECK: int __t0;
// CHECK: unsigned long long __forkc_pend;
// Fast clone: the temporary is the child's destination, the variable gets
// the value by assignment.
// CHECK: __forkc_fast_f(
// CHECK: __auto_type __d = &__f->__t0;
// CHECK: int __r = __forkc_spawned_small(__w, __hf, __d, __a0);
// CHECK: a = __r;
// Slow clone: pending after a resume at the spawn, assigned at the join.
// CHECK: __forkc_resume_f(
// CHECK: __forkc_resume_1:;
// CHECK: __forkc_pend |= 1ull;
// CHECK: forkc_join(__w, __hf)
// CHECK: if (__forkc_pend & 1ull) a = __f->__t0;
// CHECK: __forkc_pend = 0;
