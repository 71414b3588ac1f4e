// Reducers where forkc's lowering would not see them are refused, not left
// as shared variables raced on: a reducer typedef, a reducer member, and an
// array of Cilk reducers (OpenCilk: one reducer per element; forkc: one
// reducer whose view is the whole array).
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fno-caret-diagnostics -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <cilk/cilk.h>

static void zero(void *v) { *(long *)v = 0; }
static void plus(void *l, void *r) { *(long *)l += *(long *)r; }

typedef long cilk_reducer(zero, plus) long_sum;
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:39: error: a reducer typedef 'long_sum'
struct totals {
    long cilk_reducer(zero, plus) sum;
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:35: error: a reducer as a member 'sum'
};
long cilk_reducer(zero, plus) per_bin[4];
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:31: error: an array of Cilk reducers 'per_bin'
