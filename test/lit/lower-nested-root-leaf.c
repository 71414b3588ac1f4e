// A nested root of a task with no resume point (no spawn, no task call, no
// move): the wrapper calls the entry, with no root record and no context
// (docs/lowering.md, "The original symbol"), also when the task has a
// frame.  Any resume point keeps the record.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %forkcc -O2 -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

fork_task long leaf(long x) {
    long y = x * 2;
    if (y > 10)
        return y - 1;
    return y + 1;
}
// CHECK: long leaf(long x) { long __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { return __forkc_entry_leaf(__w, 0, FORKC_KIND_ROOT, 0, x); } struct __forkc_args_leaf __a; __a.a0 = x; forkc_call_root(__forkc_root_leaf, &__a, &__r); return __r; }

fork_task void void_leaf(int *p) { *p += 1; }
// CHECK: void void_leaf(int *p) { forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { __forkc_entry_void_leaf(__w, 0, FORKC_KIND_ROOT, 0, p); return; } struct __forkc_args_void_leaf __a; __a.a0 = p; forkc_call_root(__forkc_root_void_leaf, &__a, 0); }

// Calls a task: a frame at the call, so a record and a context.
fork_task long caller(long x) { return leaf(x) + 1; }
// CHECK: long caller(long x) { long __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { forkc_root_rec __rec; forkc_nested_enter(__w, &__rec, &__r);

// Spawns plain C: a resume point all the same.
static long plain(long x) { return x + 3; }
fork_task long spawns_plain(long x) {
    long a = fork_spawn(plain(x));
    fork_join();
    return a;
}
// CHECK: long spawns_plain(long x) { long __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { forkc_root_rec __rec;

// Moves: a resume point.
fork_task int moves(int x) {
    forkc_resume_on(0);
    return x;
}
// CHECK: int moves(int x) { int __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { forkc_root_rec __rec;

// A variable whose address is taken lives in the frame, allocated at entry
// and freed at return: no resume point, no record.
static void touch(long *p) { *p += 1; }
fork_task long resident(long x) {
    touch(&x);
    return x;
}
// CHECK: long resident(long x) { long __r; forkc_worker *__w = forkc_tls_worker_; if (FORKC_LIKELY(__w != 0)) { return __forkc_entry_resident(__w, 0, FORKC_KIND_ROOT, 0, x); }
