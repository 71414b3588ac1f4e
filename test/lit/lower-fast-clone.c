// The fast clone (DESIGN 2.1 step 2, Cilk-5): a fresh frame runs the body
// with its scalars as C locals; before each spawn or call the scalars in
// scope go to the frame and the state is set; no dispatch, no labels, the
// joins are no-ops; returns write *ret, free the frame and return.
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

// CHECK-LABEL: static void __forkc_fast_fib(forkc_worker *__w, struct __forkc_frame_fib *__f, int n) { forkc_frame *__hf = &__f->hdr; (void)__hf;
// `n` is a register local; the early return needs no join.
// CHECK-NEXT: if (n < 2) { { long __r = (n); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_free(__w, __hf); return; }}
// CHECK-NEXT: {{^}}    ;{{$}}
// The spill of `n` before the spawn (the slow clone reads it after state
// 2); the child writes `a` in the frame.  After the call no one reads `n`:
// no spill (Liveness.cpp).
// CHECK-NEXT: { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __hf->state = 2; __forkc_entry_fib(__w, __hf, FORKC_KIND_SPAWNED, &(__f->a), n - 1); if (!forkc_pop(__w)) forkc_stolen(__w, __hf); } }
// CHECK-NEXT: { { __hf->state = 3; __forkc_entry_fib(__w, __hf, FORKC_KIND_CALLED, &(__f->b), n - 2); } }
// fork_join() is a no-op, and so is the implicit join at the return.
// CHECK-NEXT: { }
// CHECK-NEXT: { { long __r = (__f->a + __f->b); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_free(__w, __hf); return; }}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: switch
// CHECK-NOT: __forkc_resume_{{[0-9]}}
// CHECK: static int __forkc_resume_fib(forkc_worker *__w, forkc_frame *__hf) { {{.*}} switch (__hf->state)

// `m` has its address taken: it stays in the frame (stored by the
// prologue).  `i++` in the argument runs before the spill of `i`; `n` is
// dead after the spawn.
// CHECK-LABEL: static void __forkc_fast_args(forkc_worker *__w, struct __forkc_frame_args *__f, int n, int __p1) { forkc_frame *__hf = &__f->hdr; (void)__hf; __f->m = __p1;
// CHECK-NEXT: int i = n;
// CHECK-NEXT: touch(&__f->m);
// CHECK-NEXT: { { int __a0 = i++; __builtin_memcpy(&__f->i, &i, sizeof __f->i); __hf->state = 1; __forkc_entry_fib(__w, __hf, FORKC_KIND_SPAWNED, &(__f->a), __a0); if (!forkc_pop(__w)) forkc_stolen(__w, __hf); } }
// CHECK-NEXT: { }
// CHECK-NEXT: { { long __r = (__f->a + i + __f->m);

// In a loop everything the loop reads stays live: `n` (the condition), `s`
// and `i` are spilled although their references precede the call.
// CHECK-LABEL: static void __forkc_fast_loop(
// CHECK: { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __builtin_memcpy(&__f->s, &s, sizeof __f->s); __builtin_memcpy(&__f->i, &i, sizeof __f->i); __hf->state = 1; __forkc_entry_fib(__w, __hf, FORKC_KIND_CALLED, &(__f->r), i); } }
