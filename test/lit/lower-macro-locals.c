// Macro bodies may name anything a task's body may: a macro invocation whose
// body names a variable the lowering spells otherwise (one that lives in the
// frame, `__f->arr`; one renamed because it shadows another) or that declares
// a task local is replaced by its expansion, token for token, before the
// task is lowered, on its own line.  So is one in a fork_for body that names
// a variable of the enclosing function.  Other invocations stay as written.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

#define USE_N (n + 1)
#define TWICE(x) ((x) + (x))
#define DECL_T int t = 0
#define FIRST (arr[0])
#define USE_I (i * 2)
#define AT(j) arr[j]
fork_task int mac(int n) {
    if (n < 2)
        return n;
    int k = TWICE(n);
    int arr[4] = {1, 2, 3, 4};
    DECL_T;
    for (int i = 0; i < 2; i++)
        for (int i = 0; i < 2; i++)
            k += USE_I;
    int a = fork_spawn(mac(n - 1));
    AT(1) += a;
    fork_join();
    return USE_N + k + t + FIRST;
}
// CHECK: static FORKC_TASK_CC __forkc_ret_mac __forkc_fast_mac(
// CHECK: int k = TWICE(n);
// CHECK-NEXT: __builtin_memcpy(&__f->arr, &(int[4]){1, 2, 3, 4}, sizeof __f->arr);
// CHECK-NEXT: int t = 0;
// CHECK: for (int [[I:__forkc_i_[0-9]+]] = 0;
// CHECK-NEXT: k += ( [[I]] * 2 );
// CHECK: __f->arr [ 1 ] += a;
// CHECK: USE_N + k + t + ( __f->arr [ 0 ] )
// CHECK: static int __forkc_resume_mac(
// CHECK: k += ( [[I]] * 2 );

#define SCALE (factor * 2)
#define STORE(i) out[i] = (i) * SCALE
void scale(long *out, long n, long factor) {
    fork_for (long i = 0; i < n; i++)
        STORE(i);
}
// CHECK: out [ i ] = ( i ) * ( factor * 2 );
