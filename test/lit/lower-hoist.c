// Task calls nested in expressions are hoisted into frame temporaries in
// evaluation order, also out of if/switch conditions; the right side of
// &&/||, ?: arms and loop conditions stay plain calls of the original
// symbol (nested roots).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}
fork_task long g(int n) {
    long a = fib(fib(n)) + 1;
    a += (fib(1) && fib(2)) + (n ? fib(3) : 0);
    while (fib(a) > 10) a--;
    if (fib(2) > 0)
        a++;
    return a;
}
// CHECK-LABEL: struct __forkc_frame_fib {
// CHECK: long __t0;
// CHECK-NEXT: long __t1;
// The return joins first, then runs the hoisted calls.
// CHECK: { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __hf->state = 2; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_2:; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } { { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __hf->state = 3; __extension__ __auto_type __d = &__f->__t0; long __r = __forkc_called_fib(__w, __hf, __d, n - 1); *__d = __r; } if (0) { __forkc_resume_3:; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } }{ { __builtin_memcpy(&__f->n, &n, sizeof __f->n); __hf->state = 4; __extension__ __auto_type __d = &__f->__t1; long __r = __forkc_called_fib(__w, __hf, __d, n - 2); *__d = __r; } if (0) { __forkc_resume_4:; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); } }{ long __r = ((__f->__t0) + (__f->__t1));
// Inner calls first; the outer call reads the inner temporary.
// CHECK-LABEL: static int __forkc_resume_g(
// CHECK: {{^}}    { { { {{.*}}__hf->state = 1; __extension__ __auto_type __d = &__f->__t0; long __r = __forkc_called_fib(__w, __hf, __d, n); *__d = __r; } if (0) { __forkc_resume_1:; {{.*}} } }{ { int __a0 = (__f->__t0); {{.*}}__hf->state = 2; __extension__ __auto_type __d = &__f->__t1; long __r = __forkc_called_fib(__w, __hf, __d, __a0); *__d = __r; } if (0) { __forkc_resume_2:; {{.*}} } }__f->a = ((__f->__t1) + 1); }
// CHECK-NEXT: { { { {{.*}}__hf->state = 3; __extension__ __auto_type __d = &__f->__t2; long __r = __forkc_called_fib(__w, __hf, __d, 1); *__d = __r; } if (0) { __forkc_resume_3:; {{.*}} } }__f->a += ((__f->__t2) && fib(2)) + (n ? fib(3) : 0); }
// CHECK-NEXT: while (fib(__f->a) > 10) __f->a--;
// CHECK-NEXT: { { { __hf->state = 4; __extension__ __auto_type __d = &__f->__t3; long __r = __forkc_called_fib(__w, __hf, __d, 2); *__d = __r; } if (0) { __forkc_resume_4:; } }if ((__f->__t3) > 0)
// CHECK-NEXT: __f->a++; }
