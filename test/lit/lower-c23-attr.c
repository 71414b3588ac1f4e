// The C23 spelling.  forkc.h defines the macro fork_task, so with it
// included write [[__fork_task__]] (clang strips the underscores).
// RUN: %forkcc -std=c23 %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -std=c23 -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

[[__fork_task__]] long f(int n) {
    if (n < 2) return n;
    long a = fork_spawn(f(n - 1));
    fork_join();
    return a + 1;
}
// CHECK: struct __forkc_frame_f {
// CHECK: FORKC_TASK_CC __forkc_ret_f __forkc_entry_f(forkc_worker *__w,
// CHECK: __forkc_entry_f(__w, __hf, FORKC_KIND_SPAWNED, __d, __a0);
