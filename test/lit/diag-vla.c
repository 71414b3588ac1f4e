// VLAs live on the task's stacklet; refused: an allocation while a spawned
// child may run (also in the next iteration of a loop whose spawn is not
// joined), an array going out of scope before the join, a goto in a task with
// VLAs, a volatile pointer to a VLA, one incremented or whose address is taken.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

fork_task long f(int n) {
    long a = fork_spawn(f(n - 1));
    long t[n];
    t[0] = a;
    fork_join();
    for (int i = 0; i < n; i++) {
        long u[i + 1];
        u[0] = fork_spawn(f(i));
    }
    {
        fork_join();
        long v[n];
        fork_spawn(f((int)v[0]));
    }
    void *p = forkc_stack_alloc(16);
    fork_join();
    forkc_stack_free(p);
    return t[0];
}
// CHECK: diag-vla.c:12:10: error: variable-length array 't' between a fork_spawn and its fork_join
// CHECK-NEXT: note: {{.*}}allocate before the first spawn or after the join
// CHECK: diag-vla.c:18:5: error: variable-length array 'u' goes out of scope while a spawned child may still run
// CHECK: diag-vla.c:16:14: error: stack allocation in a loop whose spawn is not joined in the same iteration
// CHECK: diag-vla.c:23:5: error: variable-length array 'v' goes out of scope while a spawned child may still run
// CHECK: diag-vla.c:24:15: error: forkc_stack_alloc between a fork_spawn and its fork_join

fork_task long g(int n) {
    int w[n];
    w[0] = n;
    if (n > 3)
        goto out;
    w[0]++;
out:
    return w[0];
}
// CHECK: diag-vla.c:40:9: error: goto in a fork_task that declares variable-length arrays

fork_task long h(int n) {
    int (*volatile p)[n] = 0;
    return p != 0;
}
// CHECK: diag-vla.c:48:20: error: variably modified type of 'p' in a fork_task
// CHECK-NEXT: note: {{.*}}but not `register` or `volatile` ones

fork_task long k(int n, long a[n][n], long (*b)[n]) {
    long s = a[0][0] + (long)sizeof *b + (long)sizeof(a) + (b + 1)[0][0];
    a = b; /* fine: a plain assignment */
    b++;
    long (**q)[n] = &(b);
    return s + (q != 0);
}
// CHECK: diag-vla.c:57:5: error: pointer to a variable-length array 'b' is incremented, compound-assigned or has its address taken in a fork_task
// CHECK-NEXT: note: {{.*}}assign it with `=`, index it, pass it on or offset it (`b + k`)
// CHECK: diag-vla.c:58:23: error: pointer to a variable-length array 'b' is incremented

// Each branch of an if on its own: the else-branch's array is fine (the
// then-branch's spawn is not outstanding there), the one after the if is not
// (the then-branch falls through with its child running), and the one after
// a spawning branch that returns is fine again (the return joins).
fork_task long m(int n) {
    long a = 0;
    if (n > 2) {
        a = fork_spawn(m(n - 1));
    } else {
        long e[n];
        a = e[0];
    }
    long t[n];
    fork_join();
    if (n > 5) {
        long c = fork_spawn(m(n - 2));
        return c;
    }
    long u[n];
    return a + t[0] + u[0];
}
// CHECK: diag-vla.c:77:10: error: variable-length array 't' between a fork_spawn and its fork_join
