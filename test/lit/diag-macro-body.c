// Macro bodies may name a task's parameters and locals (they stay C variables
// of their own names), except a variable that lives in the frame or one
// renamed because it shadows another; a declaration written by a macro is
// refused too.  Macro arguments are always fine (TWICE(n)).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

#define USE_N (n + 1)
#define TWICE(x) ((x) + (x))
#define DECL_T int t = 0
#define FIRST (arr[0])
#define USE_I (i * 2)
fork_task int mac(int n) {
    int k = TWICE(n);
    int arr[4] = {1, 2, 3, 4};
    DECL_T;
    for (int i = 0; i < 2; i++)
        for (int i = 0; i < 2; i++)
            k += USE_I;
    return USE_N + k + t + FIRST;
}
// CHECK: diag-macro-body.c:18:5: error: task local 't' is declared inside a macro body
// CHECK: diag-macro-body.c:21:18: error: task local 'i' is named inside a macro body but shadows another 'i'
// CHECK: note: expanded from macro 'USE_I'
// CHECK: diag-macro-body.c:22:28: error: task local 'arr' is named inside a macro body but lives in the frame
// CHECK: note: expanded from macro 'FIRST'
// CHECK: note: {{.*}}pass it to the macro as an argument
