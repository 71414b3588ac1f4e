// Reducers with static storage: every reference, in tasks (both clones),
// plain C functions, fork_for bodies that call functions and macros' bodies,
// is spelled as the running strand's view (abi.h, forkc_hyper_view), which
// is the variable itself off the workers and on a root's leftmost strand.
// A plain C function (one strand from entry to return) looks a file-scope
// reducer up once, at its entry, and gets abi.h included before it.  A fork_for body that
// calls no function keeps its loop views, starting from the strand's view.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>
#include <forkc/reducers.h>

long forkc_reducer_sum(long) total = 0;
#define BUMP(x) (total += (x))

// CHECK: #include <forkc/abi.h>
// CHECK: static void bump(long x) { __typeof__(total) *__forkc_view_total = (__typeof__(total) *)forkc_hyper_view((void *)&(total), sizeof(total), __alignof__(total), forkc_sum_long_identity, forkc_sum_long_reduce);  (*__forkc_view_total) += x; }
static void bump(long x) { total += x; }

// CHECK: static long count_calls(void) {
// CHECK-NEXT: static long forkc_reducer_sum(long) calls = 0;
// CHECK-NEXT: return ++(*(__typeof__(calls) *)forkc_hyper_view((void *)&(calls), sizeof(calls), __alignof__(calls), forkc_sum_long_identity, forkc_sum_long_reduce));
static long count_calls(void) {
    static long forkc_reducer_sum(long) calls = 0;
    return ++calls;
}

// The macro is expanded, then its `total` rewritten.
// CHECK: static void twice(long x) { __typeof__(total) *__forkc_view_total = (__typeof__(total) *)forkc_hyper_view({{.*}});  ( (*__forkc_view_total) += ( x ) ); ( (*__forkc_view_total) += ( x ) ); }
static void twice(long x) { BUMP(x); BUMP(x); }

// CHECK-LABEL: __forkc_fast_walk(
// CHECK: (*(__typeof__(total) *)forkc_hyper_view((void *)&(total), {{.*}})) += 1;
// CHECK-LABEL: __forkc_resume_walk(
// CHECK: (*(__typeof__(total) *)forkc_hyper_view((void *)&(total), {{.*}})) += 1;
fork_task void walk(int d) {
    if (d == 0) {
        bump(count_calls());
        return;
    }
    fork_spawn(walk(d - 1));
    total += 1;
    walk(d - 1);
    fork_join();
}

// A body that calls nothing: loop views, the first being the strand's view.
// CHECK-LABEL: void direct(long n) { __typeof__(total) *__forkc_view_total = (__typeof__(total) *)forkc_hyper_view((void *)&(total), {{.*}});
// CHECK: __forkc_for_[[L:[0-9]+]](&__forkc_c, 0, __forkc_n, &(*__forkc_view_total));
void direct(long n) {
    fork_for (long i = 0; i < n; i++)
        total += i;
}

// A body that calls a function: the strand's view, as the function's.
// CHECK-LABEL: void through_calls(long n) {
// CHECK: __forkc_for_[[M:[0-9]+]](&__forkc_c, 0, __forkc_n);
// CHECK: static void __forkc_for_[[M]](
// CHECK: (*(__typeof__(total) *)forkc_hyper_view((void *)&(total), {{.*}})) += i; twice(i);
void through_calls(long n) {
    fork_for (long i = 0; i < n; i++) {
        total += i; twice(i);
    }
}
