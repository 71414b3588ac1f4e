// OpenCilk's keywords in forkc's spelling (plugin/CilkSpelling.cpp): every
// spawn form, sync, scope, cilk_for with its grainsize pragma, _Cilk_
// keywords, a keyword in a macro's body, and the fork_task a function that
// spawns or syncs gets (a plain one gets none).
// RUN: %forkcc -I%forkc_include/forkc-cilk -fplugin-arg-forkplugin-dump-cilk -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -I%forkc_include/forkc-cilk -Wall -Wextra -Werror -c %s -o %t.o
#include <cilk/cilk.h>

struct pt { long x; };
long f(long n);
// CHECK: {{^}}static void g(long *out) { *out = 1; }
static void g(long *out) { *out = 1; }
// CHECK: #define SPAWN_F(v, n) v = fork_spawn(f(n))
#define SPAWN_F(v, n) v = cilk_spawn f(n)
#define N_OF(n) (n)

// CHECK: fork_task long f(long n) {
long f(long n) {
    if (n < 2)
        return n;
// CHECK: long a = fork_spawn(f(n - 1));
    long a = cilk_spawn f(n - 1);
// CHECK: long b[2]; struct pt p;
    long b[2]; struct pt p;
// CHECK: b[0] = fork_spawn(f(n - 2));
    b[0] = cilk_spawn f(n - 2);
// CHECK: p.x = fork_spawn(f(N_OF(n - 2)));
    p.x = cilk_spawn f(N_OF(n - 2));
// CHECK: fork_spawn(g(&b[1]));
    cilk_spawn g(&b[1]);
// CHECK: {{^ *}}a = fork_spawn(f(1));
    cilk_spawn a = f(1);
// CHECK: fork_join();
    cilk_sync;
// CHECK: fork_spawn(f(3));
    _Cilk_spawn f(3);
// CHECK: /* _Cilk_sync doubles: */ fork_join();
    /* _Cilk_sync doubles: */ _Cilk_sync;
    return a + b[0] + b[1] + p.x;
}

// CHECK: fork_task static long h(long n) {
static long h(long n) {
    long r, s;
// CHECK: {{^ *\{$}}
// CHECK-NEXT: r = fork_spawn(f(n));
// CHECK-NEXT: s = f(n);
// CHECK-NEXT: fork_join(); }
    cilk_scope {
        r = cilk_spawn f(n);
        s = f(n);
    }
// CHECK: SPAWN_F(r, 2);
    SPAWN_F(r, 2);
    cilk_sync;
    return r + s;
}

// CHECK: {{^}}void fill(long *a, int n) {
void fill(long *a, int n) {
// CHECK: fork_for_grain(4);
// CHECK-NEXT: fork_for (int i = 0; i < n; i++)
#pragma cilk grainsize 4
    cilk_for (int i = 0; i < n; i++)
        a[i] = i;
// CHECK: fork_for_grain(n / 2);
// CHECK-NEXT: fork_for (int i = n; i > 0; i--)
#pragma cilk grainsize = n / 2
    _Cilk_for (int i = n; i > 0; i--)
        a[i - 1] += h(1);
}

// A scope opened in a macro's body: each use joins at its own `}`.
// CHECK: #define PARALLEL {
#define PARALLEL cilk_scope {
// CHECK: #define spawn cilk_spawn
#define spawn cilk_spawn
#define REAL long
// CHECK: fork_task REAL twice(long n) {
REAL twice(long n) {
    long a = 0, b = 0;
// CHECK: PARALLEL a = fork_spawn(f(n)); fork_join(); }
    PARALLEL a = cilk_spawn f(n); }
// CHECK: PARALLEL b = fork_spawn(f(a)); fork_join(); }
    PARALLEL b = cilk_spawn f(a); }
// CHECK: a = fork_spawn(f(b));
    a = spawn f(b);
    return a + b;
}

// A sized loop that is the body of an if: the marker and the loop in a block.
// CHECK: {{^}}void maybe_fill(long *a, int n) {
void maybe_fill(long *a, int n) {
    if (n > 2)
// CHECK: { fork_for_grain(2);
// CHECK-NEXT: fork_for (int i = 0; i < n; i++) a[i] = 0; }
#pragma cilk grainsize 2
        cilk_for (int i = 0; i < n; i++) a[i] = 0;
}
