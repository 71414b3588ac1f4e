// fork_for becomes a call of a generated divide-and-conquer task
// (plugin/ForLoops.cpp): bounds and step evaluated once in the enclosing
// function, scalars the body only reads captured by value and the rest by
// address, reducers through view parameters, the body under #line so it
// keeps its lines; a nested fork_for is lowered inside the generated task.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>
#include <forkc/reducers.h>

void scale(double *x, long n, double k) {
    fork_for (long i = 0; i < n; i += 2)
        x[i] *= k;
}
// CHECK: struct __forkc_for_ctx_[[N:[0-9]+]] { double *x; double k; long __lo; unsigned long long __k; unsigned long long __grain; }; __attribute__((fork_task)) static void __forkc_for_[[N]](struct __forkc_for_ctx_[[N]] *, unsigned long long, unsigned long long); void scale(double *x, long n, double k) {
// CHECK-NEXT: { long __forkc_lo = (0); __typeof__((n) + 0) __forkc_hi = (n); __typeof__(2) __forkc_ks = (2); if (!(__forkc_ks > 0)) forkc_for_misuse_("the step is not positive", "{{.*}}lower-fork-for.c", 12); {{.*}} if (__forkc_n) { struct __forkc_for_ctx_[[N]] __forkc_c = { x, k, __forkc_lo, __forkc_k, forkc_for_grain_(__forkc_n) }; __forkc_for_[[N]](&__forkc_c, 0, __forkc_n); } }
// CHECK: #line 13 "{{.*}}lower-fork-for.c"
// CHECK-NEXT: __attribute__((fork_task)) static void __forkc_for_[[N]](struct __forkc_for_ctx_[[N]] *__forkc_c[[N]], unsigned long long __forkc_b, unsigned long long __forkc_e) ;

long count(const int *v, int n) {
    long hits = 0;
    long fork_reducer(forkc_sum_long_identity, forkc_sum_long_reduce) sum = 0;
    fork_for (int i = 0; i < n; i++) {
        sum += v[i];
        if (v[i] == 7)
            hits = 1;
    }
    return sum + hits;
}
// CHECK: struct __forkc_for_ctx_[[M:[0-9]+]] { const int *v; long *hits; int __lo; {{.*}} static void __forkc_for_[[M]](struct __forkc_for_ctx_[[M]] *, unsigned long long, unsigned long long, long *__forkc_rv[[M]]_0 __attribute__((annotate("forkc_reducer_view", forkc_sum_long_identity, forkc_sum_long_reduce)))); long count(const int *v, int n) {
// CHECK: struct __forkc_for_ctx_[[M]] __forkc_c = { v, &hits, __forkc_lo, {{.*}} }; __forkc_for_[[M]](&__forkc_c, 0, __forkc_n, &sum); } }

void grid(int (*m)[8], int rows) {
    fork_for_grain(4);
    fork_for (int r = rows - 1; r >= 0; r--)
        fork_for (int c = 0; c != 8; c++)
            m[r][c] = r + c;
}
// CHECK: void grid(int (*m)[8], int rows) {
// CHECK: { int __forkc_lo = (rows - 1); {{.*}}(__forkc_lo >= __forkc_hi) ? {{.*}} / __forkc_k + 1 : 0; if (__forkc_n) { struct __forkc_for_ctx_{{[0-9]+}} __forkc_c = { m, __forkc_lo, __forkc_k, (unsigned long long)(4) ? (unsigned long long)(4) : 1 }; {{.*}}
// The inner loop captures the outer leaf's copies of m and r, by value:
// CHECK: struct __forkc_for_ctx_{{[0-9]+}} { int (*m)[8]; int r; int __lo;

/* `i = lo` with i a local (C's form, as Cilk Plus takes it): each iteration
 * has its own i, and after the loop i is the first value that fails the
 * test, as the serial loop leaves it; a loop nested in the body that assigns
 * its own variable j gets a j of its own in the leaf. */
long c89(long *x, int n) {
    int i, j;
    fork_for (i = 0; i < n; i += 3)
        fork_for (j = 0; j < i; j++)
            x[i + j] = j;
    return i;
}
// CHECK: long c89(long *x, int n) {
// CHECK: if (__forkc_n) { struct __forkc_for_ctx_[[C:[0-9]+]] __forkc_c = { x, __forkc_lo, __forkc_k, forkc_for_grain_(__forkc_n) }; __forkc_for_[[C]](&__forkc_c, 0, __forkc_n); } i = (__typeof__(__forkc_lo))((unsigned long long)__forkc_lo + __forkc_n * __forkc_k); (void)i; (void)j; }
// CHECK: int j __attribute__((unused)); long *x = __forkc_c[[C]]->x;
