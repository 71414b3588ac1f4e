// Resume points cannot live inside GNU statement expressions.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int g(int x) { return x; }
fork_task int se(int n) {
    int a = ({ int t = 0; if (n) return 1; t; });
    return a;
}
fork_task int se2(int n) {
    int b = ({ int u = fork_spawn(g(n)); u; });
    return b;
}
// CHECK: diag-stmt-expr.c:9:34: error: return inside a statement expression in a fork_task
// CHECK: diag-stmt-expr.c:13:24: error: fork_spawn nested inside a larger expression
