// Spawning through a function pointer without a prototype; spawning something
// that is not a call (test/e2e/spawn_fnptr.c spawns through prototyped ones).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

int g(int);
fork_task int fp(int n) {
    int (*p)() = g;
    int y = fork_spawn(p(n));
    int z = fork_spawn(n + 1);
    fork_join();
    return y + z;
}
// CHECK: diag-fnptr.c:11:24: error: fork_spawn through a function pointer without a prototype
// CHECK: note: declare the pointer with its parameter types, such as `long (*f)(int)`
// CHECK: diag-fnptr.c:12:13: error: fork_spawn needs a function call
