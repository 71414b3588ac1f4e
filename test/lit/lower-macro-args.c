// Task locals in macro arguments are rewritten where they are spelled when
// they live in the frame (`p`, address taken); the others are C variables of
// their own names in both clones and stay as written.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
void touch(int *p);
fork_task int m(int x, int y) {
    int p = y;
    touch(&p);
    fork_join(); /* p is alive across a resume point: it stays in the frame */
    return MAX(x, p) + MAX(x, 0);
}
// CHECK: static FORKC_TASK_CC __forkc_ret_m __forkc_fast_m(
// CHECK: int __r = (MAX(x, __f->p) + MAX(x, 0));
// CHECK: static int __forkc_resume_m(
// CHECK: int __r = (MAX(x, __f->p) + MAX(x, 0));
