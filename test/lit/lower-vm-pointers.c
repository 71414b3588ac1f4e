// Pointers to variable-length arrays (a parameter `double a[n][n]`, a local
// `double (*p)[n]`) and a spawn through a function pointer.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

static int twice(int x) { return 2 * x; }

fork_task double vm(int n, const double a[n][n], int (*f)(int)) {
    double (*p)[n + 1] = 0;
    p = (double (*)[n + 1])0;
    int k = fork_spawn(f(n));
    fork_join();
    return a[k][0] + (double)sizeof *p + (p == 0) + twice(1);
}
// The frame: each pointer as void (const for a const element), and its
// variable dimension:
// CHECK: struct __forkc_frame_vm {
// CHECK: const void *a; __SIZE_TYPE__ __forkc_dim_a_0;
// CHECK: void *p; __SIZE_TYPE__ __forkc_dim_p_0;
// The entry takes the parameter as `const void *` (its prototype has no `n`):
// CHECK: __forkc_entry_vm(forkc_worker *, forkc_frame *, unsigned, double *, int, const void *, int (*)(int))
// The original symbol keeps the user's type:
// CHECK: double vm(int n, const double (*a)[n], int (*f)(int)) {
// The fast clone stores the parameter and its dimension at entry, the local
// its dimension where it is declared; `p = ...` assigns the field:
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_vm __forkc_fast_vm(forkc_worker *__w,
// CHECK-SAME: __f->a = __p1; __f->__forkc_dim_a_0 = (__SIZE_TYPE__)(n);
// CHECK-NEXT: __f->__forkc_dim_p_0 = (__SIZE_TYPE__)(n + 1); __f->p = (0);
// CHECK-NEXT: __f->p = (double (*)[n + 1])0;
// The spawn through `f` takes the pointer's value before the push and calls it:
// CHECK-NEXT: { { __extension__ __auto_type __fn = (f); int __a0 = n; {{.*}} forkc_push(__w, __hf); int __r = __fn(__a0);
// Reads go through a cast with the frame's dimensions:
// CHECK: ((const double (*)[__f->__forkc_dim_a_0])__f->a)[k][0] + (double)sizeof *((double (*)[__f->__forkc_dim_p_0])__f->p)
// CHECK-LABEL: static int __forkc_resume_vm(
// CHECK: ((const double (*)[__f->__forkc_dim_a_0])__f->a)[k][0]
