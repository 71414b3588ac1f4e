// fork_for: what the lowering refuses, each with a hint.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -ferror-limit=0 -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

#define TOUCH() (total += 1)
struct s { int a; };

int shapes(int *a, int n) {
    int j = 0;
    fork_for (; j < n; j++) a[j] = 0;
    fork_for (int i = 0; j < n; i++) a[i] = 0;
    fork_for (int i = 0; i < n; i *= 2) a[i] = 0;
    fork_for (int i = 0; i < n; i--) a[i] = 0;
    fork_for (double d = 0; d < n; d++) a[0] = 0;
    fork_for (int i = 0; i < i + n; i++) a[i] = 0;
    return j;
}
// CHECK: diag-fork-for.c:12:5: error: fork_for must declare its loop variable with an initial value, or assign one to a local variable
// CHECK: note: write fork_for (T i = lo; i < hi; i++)
// CHECK: diag-fork-for.c:13:26: error: fork_for condition must compare the loop variable 'i' with a bound
// CHECK: diag-fork-for.c:14:33: error: fork_for step must be ++, --, += k, -= k, i = i + k or i = i - k of the loop variable 'i'
// CHECK: diag-fork-for.c:15:33: error: fork_for step goes away from the bound
// CHECK: note: with < or <= the step must be ++ or += k (k > 0)
// CHECK: diag-fork-for.c:16:22: error: fork_for loop variable 'd' must have an integer (up to 64 bits) or pointer type
// CHECK: diag-fork-for.c:17:26: error: fork_for condition must compare the loop variable 'i' with a bound that does not depend on it

int bodies(int *a, int n) {
    int total = 0;
    register int r = 1;
    struct loc { int x; } l = {0};
    int vla[n];
    fork_for (int i = 0; i < n; i++) {
        if (a[i])
            break;
        for (int k = 0; k < 3; k++)
            if (k)
                break; /* fine: the inner loop's */
        switch (a[i]) {
        case 1:
            break; /* fine: the switch's */
        }
    }
    fork_for (int i = 0; i < n; i++)
        if (a[i] < 0)
            return -1;
    fork_for (int i = 0; i < n; i++) {
        if (a[i])
            goto out;
    }
    fork_for (int i = 0; i < n; i++) a[i] = r + l.x + vla[i];
    fork_for (int i = 0; i < n; i++) a[i] = TOUCH(); /* a macro naming `total`: expanded, fine */
out:
    return total;
}
// CHECK: diag-fork-for.c:36:13: error: break out of a fork_for body
// CHECK: note: the iterations run in parallel, so there is no later iteration to skip
// CHECK: diag-fork-for.c:47:13: error: return inside a fork_for body
// CHECK: diag-fork-for.c:50:13: error: goto out of a fork_for body
// CHECK: diag-fork-for.c:52:45: error: fork_for body uses register variable 'r'
// CHECK: diag-fork-for.c:52:49: error: fork_for body uses 'l', whose type uses 'loc' declared inside the function
// CHECK: diag-fork-for.c:52:55: error: fork_for body uses 'vla', a variable-length array of the enclosing function
// (Line 53's macro body names `total`: the invocation is expanded before the
// loop is rewritten, so it is not an error; test/lit/lower-macro-locals.c.)

void grains(int *a) {
    fork_for_grain(8);
    a[0] = 1;
    fork_for_grain(2);
}
// CHECK: diag-fork-for.c:68:5: error: fork_for_grain(g) is not followed by a fork_for
// CHECK: diag-fork-for.c:70:5: error: fork_for_grain(g) is not followed by a fork_for

void vm(int n, double (*m)[n], double (*w)[n]) {
    fork_for (int i = 0; i < n; i++) m[i][0] = w[i][0] + (double)sizeof *w; /* fine: read */
    fork_for (int i = 0; i < n; i++) { w = m; }
}
// CHECK: diag-fork-for.c:77:40: error: fork_for body uses 'w', a pointer to a variable-length array that is assigned or has its address taken
// CHECK-NEXT: note: the body reads it through its context; assign it before the loop only

void vm_volatile(int n, double (*volatile v)[n], double *out) {
    fork_for (int i = 0; i < n; i++) out[i] = v[i][0];
}
// CHECK: diag-fork-for.c:83:47: error: fork_for body uses 'v', a volatile pointer to a variable-length array
// CHECK-NEXT: note: copy it to a pointer that is not volatile before the loop and use that

/* `i = lo` (C's other form, as Cilk Plus takes it): a local variable only,
 * since each iteration has its own copy; and one variable only. */
int global_i;
void assigned(int *a, int n) {
    static int s;
    volatile int v;
    int m;
    fork_for (global_i = 0; global_i < n; global_i++) a[global_i] = 0;
    fork_for (s = 0; s < n; s++) a[s] = 0;
    fork_for (v = 0; v < n; v++) a[v] = 0;
    fork_for (m = 0, n = 2; m < n; m++) a[m] = 0;
}
// CHECK: diag-fork-for.c:95:15: error: fork_for loop variable 'global_i' is not a local variable
// CHECK-NEXT: note: the iterations run in parallel, each with its own copy of the loop variable: declare it in the loop, fork_for (T global_i = lo; ...), or use a local variable
// CHECK: diag-fork-for.c:96:15: error: fork_for loop variable 's' is not a local variable
// CHECK: diag-fork-for.c:97:15: error: fork_for loop variable 'v' is volatile
// CHECK: diag-fork-for.c:98:5: error: fork_for must declare its loop variable with an initial value, or assign one to a local variable

/* A nested loop's variable assigned that way becomes a local of the
 * generated leaf, at file scope: its type must be declared there too. */
void nested_local_type(int *a, int n) {
    struct node { int v; } nodes[4] = {{1}, {2}, {3}, {4}};
    struct node *p;
    fork_for (int i = 0; i < n; i++)
        fork_for (p = nodes; p < nodes + 4; p++) a[i] += p->v;
}
// CHECK: diag-fork-for.c:112:19: error: fork_for loop variable's type uses 'node' declared inside the function
// CHECK-NEXT: note: declare the type at file scope
// CHECK: diag-fork-for.c:112:23: error: fork_for body uses 'nodes', whose type uses 'node' declared inside the function
// CHECK: diag-fork-for.c:112:34: error: fork_for body uses 'nodes', whose type uses 'node' declared inside the function

// An assignment step must add or subtract a k that does not use i.
int assigned_steps(int *a, int n) {
    fork_for (int i = 0; i < n; i = i * 2) a[i] = 0;
    fork_for (int i = 0; i < n; i = i + i) a[i] = 0;
    fork_for (int i = n; i > 0; i = 1 - i) a[i] = 0;
    return 0;
}
// CHECK: diag-fork-for.c:121:33: error: fork_for step must be ++, --, += k, -= k, i = i + k or i = i - k of the loop variable 'i'
// CHECK: diag-fork-for.c:122:33: error: fork_for step must be
// CHECK: diag-fork-for.c:123:33: error: fork_for step must be
