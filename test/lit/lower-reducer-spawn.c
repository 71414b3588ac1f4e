// A task's own reducer and a reducer-view parameter, updated by spawned
// children and by the continuation.  The fast clone (never stolen from)
// updates the leftmost view directly; the resume function gives the
// continuation a fresh view at a spawn's label (only a steal gets there),
// reads the current view everywhere, and folds the views at every join (and
// at the declaration: what a `continue` past a join left of the last
// instance).
// The frame keeps one forkc_reducer_views per reducer, set where the frame
// is made.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>
#include <forkc/reducers.h>

fork_task void add(long *to, long v) { *to += v; }

fork_task void walk(long n, long forkc_reducer_sum(long) *acc) {
    if (n < 1)
        return;
    fork_spawn(walk(n - 1, acc));
    *acc += n;
    fork_join();
}
// CHECK: struct __forkc_frame_walk {
// CHECK: forkc_reducer_views __forkc_views_acc;
// CHECK: __forkc_fast_walk(forkc_worker *__w, {{.*}}, long *acc) {
// CHECK: __hf = &__f->hdr; __f->__forkc_views_acc = (forkc_reducer_views){0, 0, (void *)acc}; }
// CHECK: *acc += n;
// CHECK: static int __forkc_resume_walk(forkc_worker *__w, forkc_frame *__hf) {
// CHECK: __forkc_resume_2:; {{.*}}forkc_reducer_new_view(&__f->__forkc_views_acc, sizeof(long), forkc_sum_long_identity); }
// CHECK: *((long *)forkc_reducer_current(&__f->__forkc_views_acc)) += n;
// CHECK: forkc_reducer_fold(&__f->__forkc_views_acc, forkc_sum_long_reduce);

fork_task long own(long n) {
    long forkc_reducer_sum(long) t = 0;
    for (long i = 0; i < n; i++) {
        fork_spawn(add(&t, i));
        t += 2 * i;
    }
    fork_join();
    return t;
}
// CHECK: __forkc_fast_own(forkc_worker *__w,
// CHECK: __f->__forkc_views_t = (forkc_reducer_views){0, 0, (void *)&__f->t};
// CHECK: long *__a0 = &__f->t;
// CHECK: __f->t += 2 * i;
// CHECK: static int __forkc_resume_own(forkc_worker *__w, forkc_frame *__hf) {
// CHECK: forkc_reducer_fold(&__f->__forkc_views_t, forkc_sum_long_reduce); __f->t = (0);
// CHECK: long *__a0 = &(*((long *)forkc_reducer_current(&__f->__forkc_views_t)));
// CHECK: forkc_reducer_new_view(&__f->__forkc_views_t, sizeof(long), forkc_sum_long_identity); }
// CHECK: (*((long *)forkc_reducer_current(&__f->__forkc_views_t))) += 2 * i;
// CHECK: forkc_reducer_fold(&__f->__forkc_views_t, forkc_sum_long_reduce);
