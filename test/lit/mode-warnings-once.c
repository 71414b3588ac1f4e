// Warnings in user code are printed once (by the nested parse) with the
// user's locations; the real compile's duplicates are filtered.
// RUN: %forkcc -Wall -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test -e %t.o
#include <forkc.h>

fork_task int t(int n) {
    int unused_here;
    return n;
}
int plain(void) {
    int also_unused;
    return 1;
}
// CHECK: mode-warnings-once.c:8:9: warning: unused variable 'unused_here'
// CHECK: mode-warnings-once.c:12:9: warning: unused variable 'also_unused'
// CHECK-NOT: warning:
// CHECK: 2 warnings generated.
