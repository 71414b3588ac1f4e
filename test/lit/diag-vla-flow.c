// Where a spawned child may still run follows break, continue, case labels
// and loop exits, not the text: accepted, a switch's default after cases that
// spawn and break (joined after the switch), and an array after a do loop
// whose body joins; refused, an array reached by falling through from a
// spawning case, after a switch with no default, after a while loop that may
// not run its join, one left by a break before the join, and an allocation in
// a loop whose spawning branch continues.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task long f(int n) {
    if (n < 2)
        return n;
    long a = 0, b = 0;
    switch (n % 3) {
    case 0:
        a = fork_spawn(f(n - 1));
        break;
    case 1:
        b = fork_spawn(f(n - 2));
        break;
    default: {
        long v[n];
        v[0] = n;
        a = v[0];
    }
    }
    fork_join();
    do {
        b = fork_spawn(f(n - 2));
        fork_join();
    } while (b < 0);
    long t[n];
    t[0] = a + b;
    return t[0];
}

fork_task long g(int n) {
    long a = 0;
    switch (n) {
    case 3:
        a = fork_spawn(g(n - 1));
    case 4: {
        long v[n];
        v[0] = a;
        a = v[0];
        break;
    }
    }
    fork_join();
    return a;
}
// CHECK: diag-vla-flow.c:46:14: error: variable-length array 'v' between a fork_spawn and its fork_join
// CHECK: diag-vla-flow.c:49:9: error: variable-length array 'v' goes out of scope while a spawned child may still run

fork_task long h(int n) {
    long a = fork_spawn(h(n - 1));
    switch (n) {
    case 1:
        fork_join();
        break;
    }
    long t[n];
    t[0] = a;
    fork_join();
    return t[0];
}
// CHECK: diag-vla-flow.c:65:10: error: variable-length array 't' between a fork_spawn and its fork_join

fork_task long k(int n) {
    long a = fork_spawn(k(n - 1));
    int m = n;
    while (m-- > 0)
        fork_join();
    long t[n];
    t[0] = a;
    fork_join();
    return t[0];
}
// CHECK: diag-vla-flow.c:77:10: error: variable-length array 't' between a fork_spawn and its fork_join

fork_task long p(int n) {
    long a = 0, b = 0;
    for (int i = 0; i < n; i++) {
        long u[n];
        u[0] = fork_spawn(p(i));
        a += u[0];
        break;
    }
    fork_join();
    for (int i = 0; i < n; i++) {
        void *q = forkc_stack_alloc(16);
        forkc_stack_free(q);
        if (i & 1) {
            b = fork_spawn(p(i));
            continue;
        }
        fork_join();
    }
    fork_join();
    return a + b;
}
// CHECK: diag-vla-flow.c:90:9: error: variable-length array 'u' goes out of scope while a spawned child may still run
// CHECK-NEXT: note: {{.*}}fork_join() before the break
// CHECK: diag-vla-flow.c:94:19: error: stack allocation in a loop whose spawn is not joined in the same iteration

// A goto gives what it had to its own label only: the allocations after the
// second label are fine although the first goto left with a child running.
fork_task long q(int n) {
    long a = fork_spawn(q(n - 1));
    if (n > 5)
        goto joined;
    n++;
joined:
    fork_join();
    int k = 0;
again:
    if (k < n) {
        void *m = forkc_stack_alloc(8);
        forkc_stack_free(m);
        k++;
        goto again;
    }
    return a;
}
