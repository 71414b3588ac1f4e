// A keyword followed in a macro's body by the macro's argument is refused
// with a spelling that works (an alias of the keyword alone is taken:
// cilk-rewrite.c).
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fno-caret-diagnostics -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <cilk/cilk.h>

long f(long n);
#define SPAWN_CALL(call) cilk_spawn call
long g(long n) {
    long x;
    x = SPAWN_CALL(f(n));
// CHECK: cilk-diag-macro.c:[[@LINE-1]]:9: error: cilk_spawn in a macro's body, followed there by the macro's argument
// CHECK: note: {{.*}}alias the keyword alone (`#define spawn cilk_spawn`)
    cilk_sync;
    return x;
}
