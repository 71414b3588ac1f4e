// With -fplugin-arg-forkplugin-workspan a task whose text can run as its
// serial elision gets a serial clone (plugin/SerialClone.cpp): an
// instrumented spawn or call runs it when the runtime predicts a small
// subtree (abi.h), and times it as one strand.
// RUN: %forkcc %dump -fplugin-arg-forkplugin-workspan -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -fplugin-arg-forkplugin-workspan -Wall -Wextra -Werror -c %s -o %t.o
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck --check-prefix=CHECKOFF %s
#include <forkc.h>

fork_task long fib(int n);
fork_task long elsewhere(int n); /* defined in another file: no clone here */

fork_task long twice(int n) {
    long a = fork_spawn(fib(n));
    long b = fib(n);
    fork_join();
    return a + b;
}

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

/* A static local would be a second object in a copy. */
fork_task long counted(int n) {
    static long calls;
    calls++;
    return fib(n) + calls;
}

/* Calls a task this file cannot clone. */
fork_task long outer(int n) {
    long a = fork_spawn(elsewhere(n));
    fork_join();
    return a;
}

/* A caller of a task without a clone has none either. */
fork_task long outer2(int n) { return outer(n); }

/* A block-scope declaration of a task would meet the task's macro. */
fork_task long local_decl(int n) {
    long fib(int);
    return fib(n);
}

// A caller declares the clones its cut calls run, and chooses at each call.
// CHECK-LABEL: fork_task long twice(int n) ;
// CHECK: static __attribute__((unused)) __typeof__(fib) __forkc_ser_fib;
// CHECK: forkc_wsp_fork_(__w, __hf); {{.*}} forkc_push(__w, __hf); long __r; if (forkc_wsp_cut_(__w)) { __r = __forkc_ser_fib(__a0); forkc_wsp_cut_end_(__w); } else __r = __forkc_spawned_fib(__w, __hf, __d, __a0);
// CHECK: long __r; if (forkc_wsp_cut_(__w)) { __r = __forkc_ser_fib(n); forkc_wsp_cut_end_(__w); } else __r = __forkc_called_fib(__w, __hf, __d, n);
// twice's own clone: the body as written, with the markers and task names
// redefined around it.
// CHECK: #pragma push_macro("fork_spawn")
// CHECK-NEXT: #undef fork_spawn
// CHECK-NEXT: #define fork_spawn(call) (call)
// CHECK: #define __forkc_join_marker__() ((void)0)
// CHECK: #define fib(...) (forkc_wsp_serial_() ? __forkc_ser_fib : fib)(__VA_ARGS__)
// CHECK-NEXT: #define twice(...) (forkc_wsp_serial_() ? __forkc_ser_twice : twice)(__VA_ARGS__)
// CHECK-NEXT: #line 13
// CHECK-NEXT: static long __forkc_ser_twice(int n __attribute__((unused))) {
// CHECK-NEXT:     long a = fork_spawn(fib(n));
// CHECK: #pragma pop_macro("fork_spawn")
// CHECK-LABEL: fork_task long fib(int n) ;
// CHECK: static long __forkc_ser_fib(int n __attribute__((unused))) {
// CHECK-LABEL: fork_task long counted(int n) ;
// CHECK-NOT: __forkc_ser_counted
// CHECK: forkc_wsp_cut_(__w)
// CHECK-NOT: __forkc_ser_counted
// CHECK-LABEL: fork_task long outer(int n) ;
// CHECK-NOT: __forkc_ser_
// CHECK-LABEL: fork_task long outer2(int n) ;
// CHECK-NOT: __forkc_ser_outer2
// CHECK-LABEL: fork_task long local_decl(int n) ;
// CHECK-NOT: __forkc_ser_local_decl
// CHECK: __forkc_wsp_register

// CHECKOFF-NOT: __forkc_ser_
// CHECKOFF-NOT: forkc_wsp_cut
