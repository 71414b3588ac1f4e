// Every local gets a unique frame field; initialisers become assignments;
// static locals move to file scope (lower-task-statics.c); const is
// dropped from fields.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>

struct pt { int x, y; };
fork_task int id(int x) { return x; }

fork_task long locals(int n) {
    static const int table[2] = {4, 5};
    const long k = 3;
    int i = 0, arr[3] = {1, 2};
    char s[8] = "ab";
    struct pt p = {n, 2};
    for (int i = 0; i < n; i++) {
        int i2 = fork_spawn(id(i));
        fork_join();
        p.x += i2;
    }
    { int i = 7; p.y += i; }
    return k + i + arr[1] + s[0] + p.x + p.y + table[1];
}
// CHECK: static const int __forkc_s[[T:[0-9]+]]_table[2] = {4, 5};
// CHECK-LABEL: struct __forkc_frame_locals {
// CHECK-NEXT: forkc_frame hdr;
// CHECK-NEXT: int n;
// CHECK-NEXT: long k;
// CHECK-NEXT: int i;
// CHECK-NEXT: int arr[3];
// CHECK-NEXT: char s[8];
// CHECK-NEXT: struct pt p;
// CHECK-NEXT: int i_1;
// CHECK-NEXT: int i2;
// CHECK-NEXT: int i_2;
// CHECK-NEXT: unsigned long long __forkc_pend;
// CHECK-NEXT: };
// The fast clone: scalars are C locals (a shadowed name gets its unique
// field name), arrays, structs and spawn destinations stay in the frame,
// and the scalars in scope are stored into the frame before the spawn.
// CHECK-LABEL: static FORKC_TASK_CC __forkc_ret_locals __forkc_fast_locals(forkc_worker *__w, forkc_frame *__parent, unsigned __kind, long *__ret, int n) { if (FORKC_UNLIKELY(FORKC_OS_LOW_(__w))) return __forkc_deep_locals(__w, __parent, __kind, __ret, n); struct __forkc_frame_locals *__f = (struct __forkc_frame_locals *)forkc_frame_alloc(__w, sizeof *__f, __forkc_resume_locals, __parent, __kind, __ret); forkc_frame *__hf = &__f->hdr;
// CHECK-NEXT: {{^ *;$}}
// CHECK-NEXT: const long k = 3;
// CHECK-NEXT: __f->i = (0); __builtin_memcpy(&__f->arr, &(int[3]){1, 2}, sizeof __f->arr);
// CHECK-NEXT: __builtin_memcpy(__f->s, (char[8]){"ab"}, sizeof __f->s);
// CHECK-NEXT: __builtin_memcpy(&__f->p, &(struct pt){n, 2}, sizeof __f->p);
// CHECK-NEXT: for (int __forkc_i_1 = 0; __forkc_i_1 < n; __forkc_i_1++) {
// `int i2 = fork_spawn(..)` alone in its block: a register, assigned the
// child's value.
// CHECK-NEXT: int i2 __attribute__((unused)); { { int __a0 = __forkc_i_1; __builtin_memcpy(&__f->n, &n, sizeof __f->n); __builtin_memcpy(&__f->k, &k, sizeof __f->k); __builtin_memcpy(&__f->i_1, &__forkc_i_1, sizeof __f->i_1); __hf->state = 1; __extension__ __auto_type __d = &__f->i2; forkc_push(__w, __hf); int __r = __forkc_spawned_id(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return {{.*}}; } i2 = __r; } }
// CHECK-NEXT: { }
// CHECK-NEXT: __f->p.x += i2;
// CHECK: { int __forkc_i_2 = 7; __f->p.y += __forkc_i_2; }
// CHECK-NEXT: { { long __r = (k + __f->i + __f->arr[1] + __f->s[0] + __f->p.x + __f->p.y + __forkc_s[[T]]_table[1]); forkc_frame_free(__w, __hf, sizeof *__f); return __r; }}
// CHECK-LABEL: static int __forkc_resume_locals(forkc_worker *__w
// CHECK: {{^ *;$}}
// The slow clone declares the same register variables (a const one is
// loaded through a cast: its initialiser was jumped over).
// CHECK-NEXT: const long k = 3;
// CHECK-NEXT: __f->i = (0); __builtin_memcpy(&__f->arr, &(int[3]){1, 2}, sizeof __f->arr);
// CHECK-NEXT: __builtin_memcpy(__f->s, (char[8]){"ab"}, sizeof __f->s);
// CHECK-NEXT: __builtin_memcpy(&__f->p, &(struct pt){n, 2}, sizeof __f->p);
// CHECK-NEXT: for (int __forkc_i_1 = 0; __forkc_i_1 < n; __forkc_i_1++) {
// CHECK-NEXT: int i2 __attribute__((unused)); { { int __a0 = __forkc_i_1; {{.*}}__hf->state = -1; __extension__ __auto_type __d = &__f->i2; forkc_push(__w, __hf); int __r = __forkc_spawned_id(__w, __hf, __d, __a0); if (!forkc_pop(__w)) { __d = forkc_stolen_dest(__w, __hf, (void *)__d); *__d = __r; forkc_stolen(__w, __hf); return FORKC_SUSPENDED; } i2 = __r; } if (0) { __forkc_resume_1:; {{.*}}__builtin_memcpy((void *)&k, &__f->k, sizeof __f->k); {{.*}} } }
// CHECK: { int __forkc_i_2 = 7; __f->p.y += __forkc_i_2; }
// CHECK-NEXT: { long __r = (k + __f->i + __f->arr[1] + __f->s[0] + __f->p.x + __f->p.y + __forkc_s[[T]]_table[1]);
