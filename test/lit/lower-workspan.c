// With -fplugin-arg-forkplugin-workspan every spawn, task call, join and
// return reports to the work/span accounting (abi.h, forkc_wsp_*_;
// docs/workspan.md).  Without it the text is lower-fib.c's.
// RUN: %forkcc %dump -fplugin-arg-forkplugin-workspan -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -fplugin-arg-forkplugin-workspan -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck --check-prefix=CHECKOFF %s
#include <forkc.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a, b;
    a = fork_spawn(fib(n - 1));
    b = fib(n - 2);
    fork_join();
    return a + b;
}

// CHECK: #define __FORKC_WORKSPAN__ 1
// CHECK-NEXT: #define __FORKC_LOWERED__ 1
// The state right after the header, where the runtime finds it.
// CHECK: struct __forkc_frame_fib {
// CHECK-NEXT:     forkc_frame hdr;
// CHECK-NEXT:     forkc_wsp_frame_ __forkc_wsp;
// CHECK-NEXT:     int n;
// A nested root runs as a serial call in the calling strand.
// CHECK: long fib(int n) { {{.*}} forkc_wsp_root_ __wr; forkc_nested_enter(__w, &__wr.rec, &__r); forkc_wsp_nested_enter_(__w, &__wr.saved, &__wr.rec); {{.*}} forkc_wsp_nested_fin_(__w, &__wr.fin); {{.*}} forkc_wsp_nested_leave_(__w, &__wr.rec, &__wr.saved, &__wr.fin); return __r; } {{.*}} forkc_wsp_nested_leave_
// The fast clone: a leaf's return ends its only strand; a frame made lazily
// gets zeroed reports; the strand ends before the push, the parent's state
// comes back after a successful pop; a call goes on in series.
// CHECK: static FORKC_TASK_CC __forkc_ret_fib __forkc_fast_fib(
// CHECK-NEXT: if (n < 2) { { long __r = (n); forkc_wsp_sync_(__w); if (__hf) forkc_frame_release
// CHECK: forkc_wsp_frame_init_(&((struct __forkc_frame_fib *)forkc_frame_local_at({{.*}}))->hdr)); {{.*}} forkc_wsp_fork_(__w, __hf); {{.*}} forkc_push(__w, __hf); {{.*}} if (!forkc_pop(__w)) { {{.*}} } forkc_wsp_spawned_(__w, __hf); a = __r;
// CHECK: forkc_wsp_fork_(__w, __hf); {{.*}} __forkc_called_fib(__w, __hf, __d, n - 2); forkc_wsp_called_(__w, __hf);
// CHECK-NEXT: { forkc_wsp_sync_(__w); }
// The resume function: a thief starts from the state kept at the spawn; a
// join that may suspend keeps the state and restores it, then the children
// that finished elsewhere join.
// CHECK: static int __forkc_resume_fib(
// CHECK: __forkc_resume_2:; {{.*}} forkc_wsp_stolen_(__w, __hf); } }
// CHECK: __forkc_resume_3:; {{.*}} forkc_wsp_called_(__w, __hf); } }
// CHECK: forkc_wsp_save_(__w, __hf); if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_4:; {{.*}} forkc_wsp_restore_(__w, __hf); } forkc_wsp_joined_(__w, __hf);
// The translation unit registers its tasks' resume functions.
// CHECK: __attribute__((constructor)) static void __forkc_wsp_register(void) { static const forkc_resume_fn __fns[] = {__forkc_resume_fib}; forkc_wsp_enable_(__fns, 1); }

// CHECKOFF-NOT: {{forkc_wsp_[a-z_]+\(}}
// CHECKOFF-NOT: #define __FORKC_WORKSPAN__
// CHECKOFF-NOT: __forkc_wsp
