// A spawned task's result must go into a destination of its own type (the
// child writes it later, there is no place to convert).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int small(int x) { return x; }
fork_task long f(int n) {
    long a = fork_spawn(small(n));
    fork_join();
    return a;
}
// CHECK: diag-spawn-type.c:10:14: error: result of spawned task 'small' has type 'int' but is stored into 'long'
// CHECK: note: {{.*}}spawn into a variable of type 'int' and convert after fork_join()
