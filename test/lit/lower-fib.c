// The lowering of fib, shape for shape as test/unit/hand_tasks.c (no tail loop: lower-tail-loop.c).
// RUN: %forkcc %dump -fplugin-arg-forkplugin-no-tail-loops -fsyntax-only %s | grep -v CHECK | FileCheck %s
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
// CHECK-NEXT:     unsigned long long __forkc_pend;
// CHECK-NEXT: };
// CHECK-NEXT: static __attribute__((unused)) int __forkc_resume_fib(forkc_worker *, forkc_frame *);
// Entry: the fast clone (inlined into it) under the task calling convention;
// it returns the value natively.
// CHECK: typedef long __forkc_ret_fib; FORKC_TASK_CC __forkc_ret_fib __forkc_entry_fib(forkc_worker *, forkc_frame *, unsigned, long *, int) FORKC_ENTRY_SYMBOL("__forkc_entry_fib");
// A small fast clone is copied (always inlined) into the entry and into the
// entries by kind that spawns and calls in this file use: their frame's kind
// is a constant (docs/lowering.md, "Entries by kind").
// CHECK-NEXT: static inline __attribute__((always_inline)) FORKC_TASK_CC __forkc_ret_fib __forkc_fast_fib(forkc_worker *, forkc_frame *, unsigned, long *, int __p0);
// CHECK: FORKC_TASK_CC __forkc_ret_fib __forkc_entry_fib(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int __p0) { return __forkc_fast_fib(__w, __parent, __kind, __ret, __p0); }
// CHECK: static __attribute__((unused)) FORKC_TASK_CC __forkc_ret_fib __forkc_spawned_fib(forkc_worker *__w, forkc_frame *__parent, long *__ret, int __p0) { return __forkc_fast_fib(__w, __parent, FORKC_KIND_SPAWNED, __ret, __p0); } static __attribute__((unused)) FORKC_TASK_CC __forkc_ret_fib __forkc_called_fib(forkc_worker *__w, forkc_frame *__parent, long *__ret, int __p0) { return __forkc_fast_fib(__w, __parent, FORKC_KIND_CALLED, __ret, __p0); }
// Root and the original symbol for plain C callers: a value that comes back
// natively is stored by the root; one computed elsewhere went through __ret.
// CHECK: struct __forkc_args_fib { int a0; };
// CHECK: static void __forkc_root_fib(forkc_worker *__w, forkc_frame *__root, void *__args, void *__ret) { struct __forkc_args_fib *__a = (struct __forkc_args_fib *)__args; __forkc_ret_fib __r = __forkc_entry_fib(__w, __root, FORKC_KIND_ROOT, (long *)__ret, __a->a0); *(long *)__ret = __r; }
// The original symbol keeps the parameter names (a debugger shows them).  On
// a worker it runs the task as a nested root inline: the record and context
// on its own stack, no call into the runtime unless something was stolen;
// off a worker, a blocking root.
// CHECK: long fib(int n) { long __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { forkc_root_rec __rec; forkc_nested_enter(__w, &__rec, &__r); if (FORKC_CTX_SAVE(__rec.ctx) == 0) { __r = __forkc_entry_fib(__w, &__rec.hdr, FORKC_KIND_ROOT, &__r, n); if (FORKC_LIKELY(forkc_nested_leave(__w, &__rec))) return __r; } forkc_nested_wait_(__w, &__rec); return __r; } struct __forkc_args_fib __a; __a.a0 = n; forkc_call_root(__forkc_root_fib, &__a, &__r); return __r; }
// The deep entry (docs/runtime.md, "Deep recursion"): where the fast clone
// goes when its stack pointer is below the worker's os_limit; it packs the
// arguments and runs the entry on a new OS stack segment.
// CHECK: struct __forkc_deep_fib { forkc_worker *w; forkc_frame *parent; unsigned kind; long *ret; struct {  int a0; } a; __forkc_ret_fib r; }; static void __forkc_deep_run_fib(void *__p) { struct __forkc_deep_fib *__x = (struct __forkc_deep_fib *)__p; __x->r = __forkc_entry_fib(__x->w, __x->parent, __x->kind, __x->ret, __x->a.a0); } static __attribute__((noinline, cold, unused)) FORKC_TASK_CC __forkc_ret_fib __forkc_deep_fib(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int __p0) { struct __forkc_deep_fib __x; __x.w = __w; __x.parent = __parent; __x.kind = __kind; __x.ret = __ret; __x.a.a0 = __p0; forkc_os_extend_(__w, __forkc_deep_run_fib, &__x); return __x.r; }
// The fast clone: no frame until the first resume point (a leaf allocates
// nothing); a and b are registers, the spawn's argument is evaluated before
// the push, the child's value comes back in __r and is written to the frame
// only if the continuation was stolen.
// CHECK: static FORKC_TASK_CC __forkc_ret_fib __forkc_fast_fib(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int n) { if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return __forkc_deep_fib(__w, __parent, __kind, __ret, n); struct __forkc_frame_fib __forkc_local __attribute__((unused)); struct __forkc_frame_fib *__f = 0; forkc_frame *__hf = 0;
// CHECK-NEXT: if (n < 2) { { long __r = (n); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; }}
// CHECK-NEXT: long a, b;
// CHECK-NEXT: { { int __a0 = n - 1; if (!__hf) { __f = (struct __forkc_frame_fib *)forkc_frame_local_at(__w, &__forkc_local, sizeof *__f, __forkc_resume_fib, __parent, __kind, __ret, 2); __hf = &__f->hdr; } else __hf->state = 2; __builtin_memcpy(&__f->n, &n, sizeof __f->n); {{.*}}__extension__ __auto_type __d = &__f->a; forkc_push(__w, __hf); long __r = __forkc_spawned_fib(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return {{.*}}; } a = __r; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); {{.*}}} }
// `a` is live after the call: spilled; n is not (its use is the argument).
// CHECK-NEXT: { { {{.*}}__hf->state = 3; __builtin_memcpy(&__f->a, &a, sizeof __f->a); __extension__ __auto_type __d = &__f->b; long __r = __forkc_called_fib(__w, __hf, __d, n - 2); b = __r; __builtin_memcpy((void *)&a, &__f->a, sizeof __f->a); } }
// CHECK-NEXT: { }
// CHECK-NEXT: { { long __r = (a + b); if (__hf) forkc_frame_release(__w, __hf, sizeof *__f); return __r; }}
// The resume function (the slow clone): the same variables under the same
// names; a resume point stores the live ones before and a resume loads them
// at its label (inside `if (0)`: only a resume runs it).  `a` receives a
// spawn: bit 1 of __forkc_pend says its child may still be running, so it is
// not stored until the join loads it; negative states say the saved mask is
// valid (set by the slow clone, not the fast one).
// CHECK: #line 6 "{{.*}}lower-fib.c"
// CHECK-NEXT: static int __forkc_resume_fib(forkc_worker *__w, forkc_frame *__hf) { struct __forkc_frame_fib *__f = (struct __forkc_frame_fib *)__hf; (void)__f; int n __attribute__((unused)); unsigned long long __forkc_pend = 0; switch (__hf->state < 0 ? -__hf->state : __hf->state) { case 1: goto __forkc_resume_1; case 2: goto __forkc_resume_2; case 3: goto __forkc_resume_3; case 4: goto __forkc_resume_4; case 5: goto __forkc_resume_5; default: break; } __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n);
// return n: join first, then write the result through hdr.ret and free the frame.
// CHECK-NEXT: if (n < 2) { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __f->__forkc_pend = __forkc_pend; __hf->state = -1; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_1:; __forkc_pend = __hf->state < 0 ? __f->__forkc_pend : 0; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } __forkc_pend = 0; { long __r = (n); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; }}
// `long a, b;` stays the user's declaration.
// CHECK-NEXT: {{^}}    long a, b;{{$}}
// CHECK-NEXT: { { int __a0 = n - 1; __builtin_memcpy(&__f->n, &n, sizeof __f->n); {{.*}}__hf->state = -2; __extension__ __auto_type __d = &__f->a; forkc_push(__w, __hf); long __r = __forkc_spawned_fib(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return FORKC_SUSPENDED; } a = __r; } if (0) { __forkc_resume_2:; __forkc_pend = __hf->state < 0 ? __f->__forkc_pend : 0; __forkc_pend |= 1ull; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); __builtin_memmove((void *)&a, (__forkc_pend & 1ull) ? (const void *)&a : (const void *)&__f->a, sizeof __f->a); {{.*}} } }
// CHECK-NEXT: { { if (!(__forkc_pend & 1ull)) __builtin_memcpy(&__f->a, &a, sizeof __f->a); __f->__forkc_pend = __forkc_pend; __hf->state = -3; __extension__ __auto_type __d = &__f->b; long __r = __forkc_called_fib(__w, __hf, __d, n - 2); b = __r; } if (0) { __forkc_resume_3:; __forkc_pend = __hf->state < 0 ? __f->__forkc_pend : 0; __builtin_memmove((void *)&a, (__forkc_pend & 1ull) ? (const void *)&a : (const void *)&__f->a, sizeof __f->a); __builtin_memcpy((void *)&b, &__f->b, sizeof __f->b); } }
// The join loads a pending `a` from the frame, where its child wrote it.
// CHECK-NEXT: { { if (!(__forkc_pend & 1ull)) __builtin_memcpy(&__f->a, &a, sizeof __f->a); __builtin_memcpy(&__f->b, &b, sizeof __f->b); __f->__forkc_pend = __forkc_pend; __hf->state = -4; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_4:; {{.*}} } if (__forkc_pend & 1ull) __builtin_memcpy((void *)&a, &__f->a, sizeof __f->a); __forkc_pend = 0; }
// CHECK-NEXT: { { {{.*}}__hf->state = -5; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_5:; {{.*}} } if (__forkc_pend & 1ull) __builtin_memcpy((void *)&a, &__f->a, sizeof __f->a); __forkc_pend = 0; { long __r = (a + b); if (__hf->ret) *(long *)__hf->ret = __r; forkc_frame_finish(__w, __hf, sizeof *__f); return FORKC_DONE; }}
// The body ends in a return: no epilogue for falling off the end.
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: #line 13 "{{.*}}lower-fib.c"
