// A spawned plain C function (a leaf): destination and arguments are
// evaluated before the push, as in hand_tasks.c spawn_loop.  The index `i`
// the destination names stays a C variable, stored at the resume point; an
// index the destination writes (`out[k++]`) stays in the frame
// (FrameResident.cpp).
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

static long leaf_square(long x) { return x * x; }
static void leaf_void(int *p, int v) { *p = v; }

fork_task long loop(long n) {
    long out[4];
    int z;
    for (long i = 0; i < n; i++)
        out[i] = fork_spawn(leaf_square(i));
    fork_spawn(leaf_void(&z, 3));
    fork_join();
    return out[0] + z;
}
// CHECK-LABEL: static int __forkc_resume_loop(
// CHECK: for (long i = 0; i < n; i++)
// CHECK-NEXT: { { long __a0 = i; __builtin_memcpy(&__f->n, &n, sizeof __f->n); __builtin_memcpy(&__f->i, &i, sizeof __f->i); __hf->state = 1; __extension__ __auto_type __d = &(__f->out[i]); forkc_push(__w, __hf); long __r = leaf_square(__a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return {{.*}}; } *__d = __r; } if (0) { __forkc_resume_1:; __builtin_memcpy((void *)&n, &__f->n, sizeof __f->n); __builtin_memcpy((void *)&i, &__f->i, sizeof __f->i); } }
// CHECK-NEXT: { { int *__a0 = &__f->z; int __a1 = 3; __hf->state = 2; forkc_push(__w, __hf); leaf_void(__a0, __a1); if (!forkc_pop(__w)) { forkc_stolen(__w, __hf); return {{.*}}; } } if (0) { __forkc_resume_2:; } }

fork_task long loop_inc(long n) {
    long out[4];
    long k = 0;
    while (k < n)
        out[k++] = fork_spawn(leaf_square(3));
    fork_join();
    return out[0];
}
// CHECK-LABEL: static int __forkc_resume_loop_inc(
// CHECK: __extension__ __auto_type __d = &(__f->out[__f->k++]);
