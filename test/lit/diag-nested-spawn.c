// A spawn nested in a larger expression: arithmetic, a call argument, a
// condition, a return value, a for-init; a join inside an expression.
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
    return fork_spawn(g(x));
}
// CHECK: diag-nested-spawn.c:10:17: error: fork_spawn nested inside a larger expression
// CHECK: note: use it as a statement of its own
// CHECK: diag-nested-spawn.c:11:7: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:12:9: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:14:18: error: fork_spawn nested inside a larger expression
// CHECK: diag-nested-spawn.c:16:10: error: fork_join nested inside a larger expression
// CHECK: diag-nested-spawn.c:17:12: error: fork_spawn nested inside a larger expression
