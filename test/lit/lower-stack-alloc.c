// forkc_stack_alloc/free bind to the task's frame and worker.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long st(long n) {
    long *p = forkc_stack_alloc((size_t)n * sizeof *p);
    p[0] = n;
    long r = p[0];
    forkc_stack_free(p);
    return r;
}
// CHECK: long *p = forkc_stack_alloc_in(__w, __hf, (size_t)n * sizeof *p);
// CHECK: forkc_stack_free_in(__w, __hf, p);
// CHECK: static int __forkc_resume_st(
// CHECK: long *p = forkc_stack_alloc_in(__w, __hf, (size_t)n * sizeof *p);
// CHECK: forkc_stack_free_in(__w, __hf, p);
