// Tail loops (plugin/TailLoop.cpp, EmitTailLoop.cpp): the fast clone runs a
// call of the task itself whose value the task returns, as it is or
// combined with a value known before the call, as a jump back to its start.
// Only at -O2 and -O3 (not -O0, -O1, -Os, -Oz), not with
// -fno-optimize-sibling-calls or
// -fplugin-arg-forkplugin-no-tail-loops, and not where computing the other
// operand first could change what the call sees.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -O0 -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc -O1 -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc -Os -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc -Oz -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc -O3 -fplugin-arg-forkplugin-dump-lowered -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc %dump -fno-optimize-sibling-calls -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc %dump -fplugin-arg-forkplugin-no-tail-loops -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=OFFCHECK
// RUN: %forkcc %dump -fwrapv -fsyntax-only %s | grep -v CHECK | FileCheck %s --check-prefix=WRAPCHECK
// RUN: %forkcc -O2 -Wall -Wextra -Werror -c %s -o %t.o
// OFFCHECK-NOT: __forkc_tail
// OFFCHECK-NOT: __forkc_acc
#include <forkc.h>

long leaf(long x);

// `*` with the call's variable on the left: the frame keeps the
// accumulator (the slow clone's returns combine with it), the fast clone's
// start has it and the label.
fork_task unsigned long prod(int lo, int hi) {
    if (hi - lo < 2) return (unsigned long)lo + 1;
    int mid = lo + (hi - lo) / 2;
    unsigned long a = fork_spawn(prod(lo, mid));
    unsigned long b = prod(mid, hi);
    fork_join();
    return b * a;
}
// CHECK-LABEL: struct __forkc_frame_prod {
// CHECK: unsigned long long __forkc_acc;
// CHECK: static FORKC_TASK_CC __forkc_ret_prod __forkc_fast_prod(
// CHECK-SAME: unsigned long long __forkc_acc = 1; __forkc_tail:;
// CHECK-NEXT: if (hi - lo < 2) { { unsigned long __r = ((unsigned long)lo + 1); __r = (__forkc_ret_prod)(__forkc_acc * (unsigned long long)__r);
// Both arguments are computed before either parameter changes.
// CHECK: { __typeof__(lo) __t0 = (mid); __typeof__(hi) __t1 = (hi); __forkc_acc = __forkc_acc * (unsigned long long)(a); if (!__hf) { {{.*}} } else __f->__forkc_acc = __forkc_acc; if (sizeof *__f <= FORKC_NATIVE_MAX) { __f = &__forkc_local; __hf = &__f->hdr; } lo = __t0; hi = __t1; goto __forkc_tail; }
// CHECK: static int __forkc_resume_prod(
// CHECK: __r = (__forkc_ret_prod)(__f->__forkc_acc * (unsigned long long)__r); if (__hf->ret) *(unsigned long *)__hf->ret = __r;

// `return f(args);` and a void task's last call: no accumulator.
fork_task long steps(long x, long n) {
    if (x == 1) return n;
    long w = fork_spawn(leaf(x));
    fork_join();
    return steps(x % 2 ? 3 * x + 1 : x / 2, n + w);
}
// CHECK-LABEL: struct __forkc_frame_steps {
// CHECK-NOT: __forkc_acc
// CHECK: static FORKC_TASK_CC __forkc_ret_steps __forkc_fast_steps(
// CHECK-SAME: (void)__hf; __forkc_tail:;
// CHECK: { { __typeof__(x) __t0 = (x % 2 ? 3 * x + 1 : x / 2); __typeof__(n) __t1 = (n + w); if (!__hf) { {{.*}} } if (sizeof *__f <= FORKC_NATIVE_MAX) { __f = &__forkc_local; __hf = &__f->hdr; } x = __t0; n = __t1; goto __forkc_tail; }}

fork_task void halves(long *v, long n) {
    if (n < 2) return;
    fork_spawn(halves(v, n / 2));
    halves(v + n / 2, n - n / 2);
}
// CHECK: static FORKC_TASK_CC __forkc_ret_halves __forkc_fast_halves(
// CHECK-SAME: __forkc_tail:;
// CHECK: goto __forkc_tail;

// `if (c) return f(args);` without braces.
fork_task long unbraced(int n) {
    if (n > 0) return unbraced(n - 1);
    return 7;
}
// CHECK: static FORKC_TASK_CC __forkc_ret_unbraced __forkc_fast_unbraced(forkc_worker *__w,
// CHECK-SAME: __forkc_tail:;
// CHECK: n = __t0; goto __forkc_tail;

// Not sites: the other operand reads a global the call may change; `-`;
// an argument with a side effect; a spawned call.
static long total;
fork_task long global_operand(int n) {
    if (n == 0) return total;
    total += n;
    long b = global_operand(n - 1);
    return b + total;
}
fork_task long minus(int n) {
    if (n < 2) return n;
    long a = fork_spawn(minus(n - 1));
    long b = minus(n - 2);
    fork_join();
    return a - b;
}
fork_task long effect(int n) {
    if (n <= 0) return 0;
    return effect(n--);
}
fork_task long spawned(int n) {
    if (n < 2) return n;
    long a = fork_spawn(spawned(n - 1));
    fork_join();
    return a;
}
// CHECK: static FORKC_TASK_CC __forkc_ret_global_operand __forkc_fast_global_operand(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_global_operand(
// CHECK: static FORKC_TASK_CC __forkc_ret_minus __forkc_fast_minus(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_minus(
// CHECK: static FORKC_TASK_CC __forkc_ret_effect __forkc_fast_effect(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_effect(
// CHECK: static FORKC_TASK_CC __forkc_ret_spawned __forkc_fast_spawned(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_spawned(

// Not sites either: a block-scope `extern` with a parameter's name (the
// loop would assign the global); signed arithmetic in the other operand (it would be
// computed, and could overflow, where the call might never return), except
// with -fwrapv.
int m;
fork_task int hidden(int m, int s) {
    if (m <= 0) return s;
    int k = m - 1;
    { extern int m; return hidden(k, s + m); }
}
fork_task int signed_operand(int n, int x) {
    if (n == 0) return x;
    int v = signed_operand(n - 1, x + 1);
    return v + x * 1000;
}
// CHECK: static FORKC_TASK_CC __forkc_ret_hidden __forkc_fast_hidden(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_hidden(
// CHECK: static FORKC_TASK_CC __forkc_ret_signed_operand __forkc_fast_signed_operand(
// CHECK-NOT: __forkc_tail
// CHECK: static int __forkc_resume_signed_operand(
// WRAPCHECK: __forkc_fast_signed_operand({{.*}}) { {{.*}} __forkc_tail:;
// WRAPCHECK: __forkc_acc = __forkc_acc + (unsigned long long)(x * 1000);

// A block-scope typedef hides the parameter's type name: the argument's
// temporary takes the parameter's type by the parameter.
typedef int count;
fork_task int typedef_hidden(count n, unsigned s) {
    if (n <= 0) return (int)s;
    { typedef unsigned char count; return typedef_hidden(n - (count)1, s + 1); }
}
// CHECK: static FORKC_TASK_CC __forkc_ret_typedef_hidden __forkc_fast_typedef_hidden(
// CHECK: { __typeof__(n) __t0 = (n - (count)1); __typeof__(s) __t1 = (s + 1);
