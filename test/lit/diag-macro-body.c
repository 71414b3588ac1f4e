// References to task locals inside macro bodies cannot be rewritten;
// inside macro arguments they can (no error for TWICE(n)).
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

#define USE_N (n + 1)
#define TWICE(x) ((x) + (x))
#define DECL_T int t = 0
fork_task int mac(int n) {
    int k = TWICE(n);
    DECL_T;
    return USE_N + k + t;
}
// CHECK: diag-macro-body.c:13:5: error: task local 't' is declared inside a macro body
// CHECK: diag-macro-body.c:14:12: error: reference to task local 'n' inside a macro body
// CHECK: note: expanded from macro 'USE_N'
// CHECK: note: {{.*}}pass the variable to the macro as an argument
