// Every spelling of the attribute with forkc.h included: the macro, GNU
// __attribute__((fork_task)) and C23 [[fork_task]] (where the macro expands
// inside the attribute; plugin/Attribute.cpp), and [[__fork_task__]].
// RUN: %forkcc -std=c23 %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -std=c23 -Wall -Wextra -Werror -c %s -o %t.o
// The serial elision builds the same file with gcc too.
// RUN: gcc -std=c2x -Wno-attributes -I%forkc_include -c %s -o %t.gcc.o
#include <forkc.h>

[[__fork_task__]] long f(int n) {
    if (n < 2) return n;
    long a = fork_spawn(f(n - 1));
    fork_join();
    return a + 1;
}
// CHECK: struct __forkc_frame_f {
// CHECK: FORKC_TASK_CC __forkc_ret_f __forkc_entry_f(forkc_worker *__w,
// CHECK: __forkc_spawned_f(__w, __hf, __d, __a0);

[[fork_task]] long g(int n) {
    long a = fork_spawn(f(n));
    fork_join();
    return a;
}
// CHECK: struct __forkc_frame_g {

__attribute__((fork_task)) long h(int n) {
    long a = fork_spawn(g(n));
    fork_join();
    return a;
}
// CHECK: struct __forkc_frame_h {

__attribute__((unused, fork_task)) static long k(int n) {
    long a = fork_spawn(h(n));
    fork_join();
    return a;
}
// CHECK: struct __forkc_frame_k {
long use_k(int n) { return k(n); }
