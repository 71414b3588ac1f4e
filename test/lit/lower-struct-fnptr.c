// Struct and function-pointer types in signatures print with declarator syntax.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

typedef struct { double re, im; } cplx;
static int twice(int x) { return 2 * x; }
fork_task int (*pick(int k))(int) { (void)k; return twice; }
fork_task cplx conj_task(cplx c, int (*f)(int)) {
    cplx r = {c.re, -c.im * f(1)};
    return r;
}
// Entries return the task's type through a typedef (declarator syntax).
// CHECK: typedef int (*__forkc_ret_pick)(int); FORKC_TASK_CC __forkc_ret_pick __forkc_entry_pick(
// CHECK: FORKC_TASK_CC __forkc_ret_pick __forkc_entry_pick(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, int (**__ret)(int), int __p0)
// CHECK: int (*pick(int {{[a-z_0-9]+}}))(int) {
// CHECK: int (*f)(int);
// CHECK: FORKC_TASK_CC __forkc_ret_conj_task __forkc_entry_conj_task(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, cplx *__ret, cplx __p0, int (*__p1)(int))
