// A task's static local moves to file scope (its two clones share it): one
// of a type the task declares cannot, unless it is a constant.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task long f(int n) {
    struct acc { long v; };
    static const struct acc zero = {0};
    static struct acc seen;
// CHECK: diag-task-static-type.c:[[@LINE-1]]:23: error: static local 'seen' of a type declared inside fork_task 'f'
// CHECK: note: a task's static locals move to file scope (its two clones must share them): declare 'acc' at file scope
    seen.v += n + zero.v;
    if (n < 2)
        return n;
    long a = fork_spawn(f(n - 1));
    fork_join();
    return a;
}
