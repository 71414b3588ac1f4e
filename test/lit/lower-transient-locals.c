// A local after whose declaration nothing in its block can suspend the task
// (no spawn, task call, join, forkc_resume_on, fork_for; returns that read
// only values) stays a C local of each clone, even if its address is taken
// or it is an array or struct: the fast clone's frame stays lazy.  Where a
// resume point follows, a return reads through an address, or the task has
// a goto, it lives in the frame (__f->).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
// Under ASan a transient array's (unused) frame field gets no poisoned
// redzone: its task's frame is lazy and native, and a thief copies it whole.
// RUN: %forkcc -fsanitize=address %dump -fsyntax-only %s | grep -v -e CHECK -e ASAN | FileCheck %s --check-prefix=ASAN
#include <forkc.h>

void fill(long *a, int n);
int update(int *best, int v);

fork_task int leafy(int n) {
    if (n < 4) {
        long a[4];
        fill(a, 4);
        long s = a[0] + a[3];
        return (int)s;
    }
    int x = fork_spawn(leafy(n - 1));
    int y = leafy(n - 2);
    fork_join();
    int best = x > y ? x : y;
    update(&best, n);
    return best;
}
// CHECK-LABEL: __forkc_fast_leafy(
// CHECK-NOT: forkc_frame_alloc(
// CHECK: long a[4];
// CHECK: forkc_frame_local_at(
// CHECK: int best = x > y ? x : y;
// CHECK-NEXT: update(&best, n);
// CHECK-LABEL: __forkc_resume_leafy(
// CHECK: long a[4];
// CHECK: int best = x > y ? x : y;

fork_task int escapes(int n) {
    if (n < 1)
        return 0;
    int p = n;
    update(&p, 1);
    int x = fork_spawn(escapes(n - 1));
    fork_join();
    return x + p;
}
// CHECK-LABEL: __forkc_fast_escapes(
// CHECK: forkc_frame_alloc(
// CHECK: update(&__f->p, 1);

fork_task int through(int n) {
    if (n < 1)
        return 0;
    int x = fork_spawn(through(n - 1));
    int q = n;
    int *r = &q;
    return x + *r;
}
// CHECK-LABEL: __forkc_fast_through(
// CHECK: forkc_frame_alloc(
// CHECK: int *r = &__f->q;

fork_task int jumps(int n) {
    if (n < 1)
        return 0;
    int x = fork_spawn(jumps(n - 1));
    fork_join();
    if (n > 3)
        goto out;
    x++;
out:;
    int b = x;
    update(&b, n);
    return b;
}
// CHECK-LABEL: __forkc_fast_jumps(
// CHECK: forkc_frame_alloc(
// CHECK: update(&__f->b, n);

fork_task int keeps(int n) {
    if (n < 1)
        return 0;
    int v[2] = {n, n};
    int x = fork_spawn(keeps(n - 1));
    fork_join();
    return x + v[1];
}
// ASAN-LABEL: struct __forkc_frame_leafy {
// ASAN: long a[4];
// ASAN-NOT: __forkc_rz
// ASAN: };
// ASAN-LABEL: struct __forkc_frame_keeps {
// ASAN: int v[2];
// ASAN-NEXT: char __forkc_rz_0[32];
