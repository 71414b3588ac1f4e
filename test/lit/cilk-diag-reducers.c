// Reducers where forkc's lowering would not see them are refused, not left
// as shared variables raced on: a reducer member (spelled on the member or
// through a hyperobject type), and an array of Cilk reducers (OpenCilk: one
// reducer per element; forkc: one reducer whose view is the whole array),
// spelled either way.  A hyperobject type itself, and one that is an array,
// are reducers.
// RUN: not %forkcc -I%forkc_include/forkc-cilk -fno-caret-diagnostics -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#include <cilk/cilk.h>

static void zero(void *v) { *(long *)v = 0; }
static void plus(void *l, void *r) { *(long *)l += *(long *)r; }
static void zero4(void *v) { for (int i = 0; i < 4; i++) ((long *)v)[i] = 0; }
static void plus4(void *l, void *r) { for (int i = 0; i < 4; i++) ((long *)l)[i] += ((long *)r)[i]; }

typedef long cilk_reducer(zero, plus) long_sum;
typedef long _Hyperobject(zero4, plus4) four_sums[4];
long_sum total;
four_sums bins;
struct totals {
    long cilk_reducer(zero, plus) sum;
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:35: error: a reducer as a member 'sum'
    long_sum other;
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:14: error: a reducer as a member 'other'
};
long cilk_reducer(zero, plus) per_bin[4];
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:31: error: an array of Cilk reducers 'per_bin'
long_sum per_slot[4];
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:10: error: an array of Cilk reducers 'per_slot'
four_sums rows[2];
// CHECK: cilk-diag-reducers.c:[[@LINE-1]]:11: error: an array of Cilk reducers 'rows'
