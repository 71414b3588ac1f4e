// The fast clone (docs/design.md §2.1, the fast clone, Cilk-5): a fresh activation runs the
// body with its scalars as C locals; its frame is allocated at the first
// resume point (or at entry when something lives in it); before each spawn
// or call the scalars in scope go to the frame and the state is set; no
// dispatch, no labels, the joins are no-ops; returns free the frame (if
// any) and return the value natively.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %forkcc -O2 -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a, b;
    a = fork_spawn(fib(n - 1));
    b = fib(n - 2);
    fork_join();
    return a + b;
}

static void touch(int *p) { *p += 1; }

fork_task long args(int n, int m) {
    int i = n;
    touch(&m);
    long a = fork_spawn(fib(i++));
    fork_join();
    return a + i + m;
}

fork_task long loop(int n) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        long r = fib(i);
        s += r;
    }
    return s;
}

// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_fib __forkc_fast_fib(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int n) { if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return __forkc_deep_fib(__w, __parent, __kind, __ret, n); struct __forkc_frame_fib __forkc_local __attribute__((unused)); struct __forkc_frame_fib *__f = 0; forkc_frame *__hf = 0;
// fib's call of itself is a tail loop (TailLoop.cpp): the accumulator and
// the label follow the prologue.
// CHECK-SAME: unsigned long long __forkc_acc = 0; __forkc_tail:;
// `n` is a register local; the early return has no frame to free yet, and
// combines its value with the accumulator.
// CHECK-NEXT: if (n < 2) { { long __r = (n); __r = (__forkc_ret_fib)(__forkc_acc + (unsigned long long)__r); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; }}
// CHECK-NEXT: long a, b;
// The frame is allocated here, with the accumulator; `n` is spilled (the
// slow clone reads it after state 2); `a` is the spawn's destination: not
// spilled, assigned from the child's value.
// CHECK-NEXT: { { int __a0 = n - 1; if (!__hf) { __f = (struct __forkc_frame_fib *)forkc_frame_local_at(__w, &__forkc_local, sizeof *__f, __forkc_resume_fib, __parent, __kind, __ret, 2); __hf = &__f->hdr; __f->__forkc_acc = __forkc_acc; } else __hf->state = 2; __builtin_memcpy(&__f->n, &n, sizeof __f->n); {{.*}}__extension__ __auto_type __d = &__f->a; forkc_push(__w, __hf); long __r = __forkc_spawned_fib(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return {{.*}}; } a = __r; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); {{.*}}} }
// The call is the jump back: the argument first, `a` into the accumulator
// (and the frame's copy), the frame's address as a constant, the parameter.
// CHECK-NEXT: { __typeof__(n) __t0 = (n - 2); __forkc_acc = __forkc_acc + (unsigned long long)(a); if (!__hf) { {{.*}} } else __f->__forkc_acc = __forkc_acc; if (sizeof *__f <= FORKC_NATIVE_MAX) { __f = &__forkc_local; __hf = &__f->hdr; } n = __t0; goto __forkc_tail; }
// fork_join() is a no-op, and so is the implicit join at the return.
// CHECK-NEXT: { }
// CHECK-NEXT: { { long __r = (a + b); __r = (__forkc_ret_fib)(__forkc_acc + (unsigned long long)__r); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; }}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: switch
// CHECK-NOT: __forkc_resume_{{[0-9]}}
// CHECK: static int __forkc_resume_fib(forkc_worker *__w, forkc_frame *__hf) { {{.*}} switch (

// `m` has its address taken: it stays in the frame, so the frame is
// allocated at entry (and `m` stored by the prologue).  `i++` in the
// argument runs before the spill of `i`; `n` is dead after the spawn.
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_args __forkc_fast_args(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int n, int __p1) { if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return __forkc_deep_args(__w, __parent, __kind, __ret, n, __p1); struct __forkc_frame_args *__f = (struct __forkc_frame_args *)forkc_frame_alloc(__w, sizeof *__f, __forkc_resume_args, __parent, __kind, __ret); forkc_frame *__hf = &__f->hdr; {{.*}} __f->m = __p1;
// CHECK-NEXT: int i = n;
// CHECK-NEXT: touch(&__f->m);
// CHECK-NEXT: long a __attribute__((unused)); { { int __a0 = i++; __builtin_memcpy(&__f->i, &i, sizeof __f->i); __hf->state = 1; __extension__ __auto_type __d = &__f->a; forkc_push(__w, __hf); long __r = __forkc_spawned_fib(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return {{.*}}; } a = __r; __builtin_memcpy((void *)&i, &__f->i, sizeof __f->i); } }
// CHECK-NEXT: { }
// CHECK-NEXT: { { long __r = (a + i + __f->m); forkc_frame_free(__w, __hf, sizeof *__f); return __r; }}

// In a loop everything the loop reads stays live: `n` (the condition), `s`
// and `i` are spilled although their references precede the call.  Outside
// loops the un-stolen path loads the stored variables back from the frame
// after the call (the frame is the spill slot); in a loop it does not.
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_loop __forkc_fast_loop(
// CHECK: long r __attribute__((unused)); { { if (!__hf) { {{.*}} } else __hf->state = 1; __builtin_memcpy(&__f->n, &n, sizeof __f->n); __builtin_memcpy(&__f->s, &s, sizeof __f->s); __builtin_memcpy(&__f->i, &i, sizeof __f->i); __extension__ __auto_type __d = &__f->r; long __r = __forkc_called_fib(__w, __hf, __d, i); r = __r; } }
