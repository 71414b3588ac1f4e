// Invalid C: the nested parse reports the errors once; no object file.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int broken(int n) {
    int x = undeclared_thing + n;
    return x
}
// CHECK: diag-invalid-code.c:8:13: error: use of undeclared identifier 'undeclared_thing'
// CHECK: diag-invalid-code.c:9:13: error: expected ';' after return statement
// CHECK-NOT: error:
