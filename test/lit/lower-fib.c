// The lowering of fib, shape for shape as test/unit/hand_tasks.c.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a, b;
    a = fork_spawn(fib(n - 1));
    b = fib(n - 2);
    fork_join();
    return a + b;
}

// CHECK: #define __FORKC_LOWERED__ 1
// CHECK-NEXT: #line 1 "{{.*}}lower-fib.c"
// The definition becomes a prototype; abi.h and the helpers follow under
// #line (abi.h is not at the top: it would fix glibc's feature macros).
// CHECK: fork_task long fib(int n) ;
// CHECK-NEXT: #include <forkc/abi.h>
// CHECK-NEXT: #line 6 "{{.*}}lower-fib.c"
// CHECK-NEXT: struct __forkc_frame_fib {
// CHECK-NEXT:     forkc_frame hdr;
// CHECK-NEXT:     int n;
// CHECK-NEXT:     long a;
// CHECK-NEXT:     long b;
// CHECK-NEXT: };
// CHECK-NEXT: static int __forkc_resume_fib(forkc_worker *, forkc_frame *);
// Entry: allocate, push the parent if spawned, run the fast clone (it
// stores the arguments it needs itself; lower-fast-clone.c has its shape).
// CHECK: static void __forkc_fast_fib(forkc_worker *, struct __forkc_frame_fib *, int __p0);
// CHECK: void __forkc_entry_fib(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int __p0) { struct __forkc_frame_fib *__f = (struct __forkc_frame_fib *)forkc_frame_alloc(__w, sizeof *__f, __forkc_resume_fib, __parent, __kind, __ret); if (__kind == FORKC_KIND_SPAWNED) forkc_push(__w, __parent); __forkc_fast_fib(__w, __f, __p0); }
// Root and the original symbol for plain C callers.
// CHECK: struct __forkc_args_fib { int a0; };
// CHECK: static void __forkc_root_fib(forkc_worker *__w, forkc_frame *__root, void *__args, void *__ret) { struct __forkc_args_fib *__a = (struct __forkc_args_fib *)__args; __forkc_entry_fib(__w, __root, FORKC_KIND_ROOT, (long *)__ret, __a->a0); }
// CHECK: long fib(int __p0) { struct __forkc_args_fib __a; __a.a0 = __p0; long __r; forkc_call_root(__forkc_root_fib, &__a, &__r); return __r; }
// The fast clone, then the resume function (the slow clone): dispatch to
// labels, body with locals in the frame.
// CHECK: static void __forkc_fast_fib(forkc_worker *__w,
// CHECK: #line 6 "{{.*}}lower-fib.c"
// CHECK-NEXT: static int __forkc_resume_fib(forkc_worker *__w, forkc_frame *__hf) { struct __forkc_frame_fib *__f = (struct __forkc_frame_fib *)__hf; (void)__f; switch (__hf->state) { case 1: goto __forkc_resume_1; case 2: goto __forkc_resume_2; case 3: goto __forkc_resume_3; case 4: goto __forkc_resume_4; case 5: goto __forkc_resume_5; default: break; }
// return n: join first, then write the result and free the frame.
// CHECK-NEXT: if (__f->n < 2) { { __hf->state = 1; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } __forkc_resume_1:; { long __r = (__f->n); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_free(__w, __hf); return FORKC_DONE; }}
// `long a, b;` has no initialisers: an empty statement.
// CHECK-NEXT: {{^}}    ;{{$}}
// CHECK-NEXT: { { __hf->state = 2; __forkc_entry_fib(__w, __hf, FORKC_KIND_SPAWNED, &(__f->a), __f->n - 1); if (!forkc_pop(__w)) forkc_stolen(__w, __hf); } __forkc_resume_2:; }
// CHECK-NEXT: { { __hf->state = 3; __forkc_entry_fib(__w, __hf, FORKC_KIND_CALLED, &(__f->b), __f->n - 2); } __forkc_resume_3:; }
// CHECK-NEXT: { { __hf->state = 4; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } __forkc_resume_4:; }
// CHECK-NEXT: { { __hf->state = 5; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } __forkc_resume_5:; { long __r = (__f->a + __f->b); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_free(__w, __hf); return FORKC_DONE; }}
// The body ends in a return: no epilogue for falling off the end.
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: #line 13 "{{.*}}lower-fib.c"
