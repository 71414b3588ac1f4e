// What forkc cannot take from a Cilk program is a compile error in Cilk's
// words, at the keyword (plugin/CilkSpelling.cpp), and no object is written.
// RUN: rm -f %t.o
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <cilk/cilk.h>

int f(int n);
void work(int *p);

int bad(int n) {
    int x = 0, y;
    cilk_spawn { if (n) return 1; x = f(n); }
    y = 1 + cilk_spawn f(n);
    if (n > 3)
        return cilk_spawn f(n - 1);
    cilk_spawn { cilk_spawn work(&x); }
#pragma cilk grainsize 8
    x += f(2);
#pragma cilk nosuchthing
    for (int i = 0; i < n; i++) {
        cilk_scope {
            cilk_spawn work(&x);
            if (i == 2)
                break;
        }
    }
    cilk_scope x = 2;
    cilk_sync;
    return x + y;
}
// CHECK: cilk-diag.c:13:25: error: return in a statement that cilk_spawn spawns
// CHECK-NEXT: note: the statement runs as a child of its own: store the value in a variable
// CHECK: cilk-diag.c:14:13: error: cilk_spawn inside a larger expression
// CHECK-NEXT: note: {{.*}}`x = cilk_spawn f(a);`
// CHECK: cilk-diag.c:16:16: error: cilk_spawn inside a larger expression
// CHECK: cilk-diag.c:17:5: error: cilk_spawn of a statement that spawns, syncs or loops in parallel itself
// CHECK-NEXT: note: move the statement into a function and spawn a call of it
// CHECK: cilk-diag.c:25:17: error: jump out of a cilk_scope
// CHECK: cilk-diag.c:28:5: error: cilk_scope not followed by a block
// CHECK: cilk-diag.c:50:16: error: cilk_spawn of a statement that names 'vla', of variably modified type
// CHECK: cilk-diag.c:51:5: error: cilk_spawn not followed by a function call (or an assignment of one)
// CHECK-NEXT: note: {{.*}}`cilk_spawn { ... }`
// CHECK: cilk-diag.c:18:1: error: '#pragma cilk grainsize' not right before a cilk_for
// CHECK-NEXT: note: put the pragma on the line before the cilk_for it sizes
// CHECK: cilk-diag.c:20:9: error: '#pragma cilk' other than grainsize

int spawned_statements(int n) {
    int vla[n];
    cilk_spawn vla[0] += f(n);
    cilk_spawn int z = f(n);
    cilk_sync;
    return vla[0];
}
