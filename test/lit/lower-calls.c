// Task calls: statement forms become CALLED entries with a resume point;
// `return f(x)` passes the caller's result slot through; differing types go
// through a frame temporary; calls inside expressions stay plain calls of the
// original symbol (the documented fallback: a nested root).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task int small(int x) { return x; }
fork_task long same(long x) { return x; }
fork_task void nothing(void) {}

fork_task long calls(int n) {
    nothing();
    long a = same(n);
    long b = small(n);
    if (small(1) && small(2))
        a++;
    return same(a + b);
}
fork_task long conv(int n) { return small(n); }
// A body that can fall off its end joins and frees there.
// CHECK-LABEL: static int __forkc_resume_nothing(forkc_worker *__w, forkc_frame *__hf)
// CHECK-SAME: { { __hf->state = 1; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } __forkc_resume_1:; forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; } }
// CHECK-LABEL: struct __forkc_frame_calls {
// CHECK: int __t0;
// The fast clone: same-typed results come back in registers, a differing
// type through a frame temporary.
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_calls __forkc_fast_calls(forkc_worker *__w,
// CHECK: __hf->state = 1; {{.*}}__forkc_called_nothing(__w, __hf, 0); __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } }
// CHECK-NEXT: long a __attribute__((unused)); { { {{.*}}__hf->state = 2; {{.*}}__extension__ __auto_type __d = &__f->a; long __r = __forkc_called_same(__w, __hf, __d, n); a = __r; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } }
// CHECK-NEXT: long b __attribute__((unused)); { { {{.*}}__hf->state = 3; {{.*}}__extension__ __auto_type __d = &__f->__t0; int __r = __forkc_called_small(__w, __hf, __d, n); *__d = __r; __builtin_memcpy((void *)&a, &__f->a, sizeof __f->a); } b = __f->__t0; }
// `return same(..)` returns the callee's value natively from inside the
// call's block; the callee writes our hdr.ret only if it finishes elsewhere.
// CHECK: __hf->state = 6; {{.*}}__extension__ __auto_type __d = (long *)__hf->ret; long __r = __forkc_called_same(__w, __hf, __d, a + b); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; } }}
// CHECK-LABEL: static int __forkc_resume_calls(
// CHECK: { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __hf->state = 1; __forkc_called_nothing(__w, __hf, 0); } if (0) { __forkc_resume_1:; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } }
// CHECK-NEXT: long a __attribute__((unused)); { { {{.*}}__hf->state = 2; __extension__ __auto_type __d = &__f->a; long __r = __forkc_called_same(__w, __hf, __d, n); a = __r; } if (0) { __forkc_resume_2:; __builtin_memcpy((void *)&a, &__f->a, sizeof __f->a); {{.*}} } }
// CHECK-NEXT: long b __attribute__((unused)); { { {{.*}}__hf->state = 3; __extension__ __auto_type __d = &__f->__t0; int __r = __forkc_called_small(__w, __hf, __d, n); *__d = __r; } if (0) { __forkc_resume_3:; {{.*}} } b = __f->__t0; }
// The left operand of && is hoisted, the right one stays a plain call.
// CHECK-NEXT: { { { {{.*}}__hf->state = 4; __extension__ __auto_type __d = &__f->__t1; int __r = __forkc_called_small(__w, __hf, __d, 1); *__d = __r; } if (0) { __forkc_resume_4:; {{.*}} } }if ((__f->__t1) && small(2))
// The slow clone stores a native return into its own hdr.ret (if kept).
// CHECK: __forkc_resume_5:; {{.*}} } { { __hf->state = 6; __extension__ __auto_type __d = (long *)__hf->ret; long __r = __forkc_called_same(__w, __hf, __d, a + b); if (__d) *__d = __r; } if (0) { __forkc_resume_6:; } }forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; }
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_conv __forkc_fast_conv(forkc_worker *__w,
// CHECK-SAME: int __r = __forkc_called_small(__w, __hf, __d, n); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; }
// CHECK-LABEL: static int __forkc_resume_conv(
// CHECK: int __r = __forkc_called_small(__w, __hf, __d, n); *__d = __r; } if (0) { __forkc_resume_2:; } }{ long __r = (__f->__t0); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; }
