// Spawning through a function pointer; spawning something that is not a call.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

int g(int);
fork_task int fp(int n) {
    int (*p)(int) = g;
    int y = fork_spawn(p(n));
    int z = fork_spawn(n + 1);
    fork_join();
    return y + z;
}
// CHECK: diag-fnptr.c:10:24: error: fork_spawn through a function pointer
// CHECK: note: spawn a named task or function
// CHECK: diag-fnptr.c:11:13: error: fork_spawn needs a function call
