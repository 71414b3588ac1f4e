// Qualified types: const results and parameters, volatile locals, restrict
// pointers; the generated code assigns only to unqualified fields and slots.
// RUN: %forkcc -Wall -Wextra -Wno-ignored-qualifiers -Werror -c %s -o %t.o
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
#include <forkc.h>

typedef const int cint;
fork_task const long cl(const long x) { return x + 1; }
fork_task cint ci(cint x) { return x; }
fork_task long user(long *restrict p, const int n) {
    volatile int v = n;
    const long a = fork_spawn(cl(v));
    cint b = ci(n);
    fork_join();
    *p = a + b;
    return cl(a);
}
// CHECK: typedef long __forkc_ret_cl;
// CHECK: FORKC_TASK_CC __forkc_ret_cl __forkc_entry_cl(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, const long __p0)
// CHECK: struct __forkc_frame_user {
// CHECK-NEXT: forkc_frame hdr;
// CHECK-NEXT: long *restrict p;
// CHECK-NEXT: int n;
// CHECK-NEXT: volatile int v;
// CHECK-NEXT: long a;
// CHECK-NEXT: int b;
