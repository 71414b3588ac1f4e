// Frame variables whose types are declared inside the task.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int loc(int n) {
    struct pt { int x, y; } p = {n, n};
    typedef long myint;
    myint m = 2;
    struct pt *pp = &p;
    return pp->x + (int)m;
}
// CHECK: diag-local-type.c:8:29: error: type of task local 'p' uses a type declared inside the function
// CHECK: note: move the declaration of 'pt' to file scope
// CHECK: diag-local-type.c:10:11: error: type of task local 'm' uses a type declared inside the function
// CHECK: diag-local-type.c:11:16: error: type of task local 'pp' uses a type declared inside the function
