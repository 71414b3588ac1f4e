// A task's static locals move to file scope, before both clones, under
// names of their own: the fast clone and the resume function share one
// variable.  An initialiser naming another static local names its new name;
// a constant of a type the task declares stays where it is.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

// CHECK: #include <forkc/abi.h>
// CHECK: static long __forkc_s[[C:[0-9]+]]_calls = 0, *__forkc_s[[W:[0-9]+]]_where = &__forkc_s[[C]]_calls;
// CHECK-LABEL: __forkc_fast_count(
// CHECK: {{^ *;$}}
// CHECK: __forkc_s[[C]]_calls++;
// CHECK: *__forkc_s[[W]]_where += 1;
// CHECK-LABEL: __forkc_resume_count(
// CHECK: const struct pt origin = {1, 2};
// CHECK: __forkc_s[[C]]_calls++;
// CHECK: *__forkc_s[[W]]_where += 1;
fork_task long count(int n) {
    static long calls = 0, *where = &calls;
    struct pt { int x, y; };
    static const struct pt origin = {1, 2};
    calls++;
    if (n < 2)
        return n + origin.y;
    long a = fork_spawn(count(n - 1));
    *where += 1;
    fork_join();
    return a;
}
