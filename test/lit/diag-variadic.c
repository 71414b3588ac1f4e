// Variadic tasks, defined or only declared; K&R definitions.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -std=c17 -Wno-deprecated-non-prototype -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int var(int n, ...) { return n; }
fork_task int decl_only(const char *fmt, ...);
fork_task int kr(a) int a; { return a; }
// CHECK: diag-variadic.c:7:15: error: variadic fork_task 'var'
// CHECK: note: {{.*}}pass an array and a count
// CHECK: diag-variadic.c:8:15: error: variadic fork_task 'decl_only'
// CHECK: diag-variadic.c:9:15: error: fork_task 'kr' has an old-style (K&R) definition
