// A spawn nested in a larger expression: arithmetic, a call argument, a
// condition, a return value, a for-init; a join inside an expression.  The
// shapes a port of Cilk code writes (a compound assignment, a return, a
// comma) get their own rewrite in the note.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task int g(int x) { return x; }
fork_task int nest(int n) {
    int x = 1 + fork_spawn(g(n));
    g(fork_spawn(g(n)));
    if (fork_spawn(g(1)))
        x++;
    for (int i = fork_spawn(g(2)); i < 3; i++)
        x++;
    x = (fork_join(), 2);
    x += fork_spawn(g(x));
    int a, b;
    a = fork_spawn(g(1)), b = fork_spawn(g(2));
    return fork_spawn(g(x));
}
// CHECK: diag-nested-spawn.c:12:17: error: fork_spawn nested inside a larger expression
// CHECK: note: use it as a statement of its own
// CHECK: diag-nested-spawn.c:13:7: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:14:9: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:16:18: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:18:10: error: fork_join nested inside a larger expression
// CHECK: note: use it as a statement of its own
// CHECK: diag-nested-spawn.c:19:10: error: fork_spawn nested inside a larger expression
// CHECK: note: `+=` reads its left side while the child may still run: spawn into a variable of the task's type (`T t = fork_spawn(f(x));`) and apply `+= t` after fork_join()
// CHECK: diag-nested-spawn.c:21:9: error: fork_spawn nested inside a larger expression
// CHECK: note: split the comma expression: one fork_spawn per statement
// CHECK: diag-nested-spawn.c:21:31: error: fork_spawn nested inside a larger expression
// CHECK: note: split the comma expression: one fork_spawn per statement
// CHECK: diag-nested-spawn.c:22:12: error: fork_spawn nested inside a larger expression
// CHECK: note: a spawned child's value is ready after fork_join(): `T r = fork_spawn(f(x)); ... fork_join(); return r;`, or call f(x) directly
