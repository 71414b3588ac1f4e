// Task locals in macro arguments are rewritten where they are spelled.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
fork_task int m(int x, int y) { return MAX(x, y) + MAX(x, 0); }
// CHECK: int __r = (MAX(__f->x, __f->y) + MAX(__f->x, 0));
