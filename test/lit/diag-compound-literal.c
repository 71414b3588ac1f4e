// A compound literal whose address becomes a value in a task (a decayed
// array, `&`, a member array) is refused: its storage is on the OS stack,
// which a stolen task leaves (e2e: a continuation read it after the stack
// was reused).  Reading its value, a member's or an element's, or its size,
// is taken.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

struct pt { int a; int b[2]; };
int use(struct pt q, const int *p);
fork_task long leaf(const int *p) { return p[0]; }

fork_task long walk(int n) {
    if (n <= 0) return 1;
    int *p = (int[]){n, n * 2};
    long a = fork_spawn(leaf((int[]){n}));
    const struct pt *q = &(struct pt){n, {1, 2}};
    long b = use(q[0], (struct pt){1, {2, 3}}.b);
    fork_join();
    struct pt v = (struct pt){n, {0, 0}};
    int x = (int[]){n, 2}[1] + (struct pt){n, {1, 2}}.a + (struct pt){0, {n, 1}}.b[0];
    return a + b + p[0] + v.a + x + use((struct pt){n, {0, 0}}, 0) + (long)sizeof((int[]){1, 2});
}
// CHECK: diag-compound-literal.c:17:14: error: compound literal whose address is used in a fork_task
// CHECK: note: {{.*}}declare a variable (`T v = {...};`) and use that
// CHECK: diag-compound-literal.c:18:30: error: compound literal whose address is used in a fork_task
// CHECK: diag-compound-literal.c:19:27: error: compound literal whose address is used in a fork_task
// CHECK: diag-compound-literal.c:20:24: error: compound literal whose address is used in a fork_task
