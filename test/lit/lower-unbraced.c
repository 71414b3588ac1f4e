// Lowered statements carry their own braces: they fit as unbraced bodies.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task int g(int x) { return x; }
fork_task int ub(int n) {
    int a = 0;
    if (n)
        a = fork_spawn(g(n));
    else
        fork_join();
    while (a < 10)
        a = g(a + 1);
    return a;
}
// CHECK-LABEL: static int __forkc_resume_ub(
// CHECK: if (n)
// CHECK-NEXT: { { int __a0 = n; __f->__forkc_pend = __forkc_pend; __hf->state = -1; __extension__ __auto_type __d = &__f->a; forkc_push(__w, __hf); int __r = __forkc_spawned_g(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return FORKC_SUSPENDED; } a = __r; } if (0) { __forkc_resume_1:; {{.*}} } }
// CHECK-NEXT: else
// CHECK-NEXT: { { {{.*}}__hf->state = -2; if (!forkc_join(__w, __hf)) return FORKC_SUSPENDED; } if (0) { __forkc_resume_2:; {{.*}} } {{.*}}__forkc_pend = 0; }
// CHECK-NEXT: while (a < 10)
// CHECK-NEXT: { { __f->__forkc_pend = __forkc_pend; __hf->state = -3; __extension__ __auto_type __d = &__f->a; int __r = __forkc_called_g(__w, __hf, __d, a + 1); a = __r; } if (0) { __forkc_resume_3:; {{.*}} } }
