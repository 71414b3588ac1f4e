// A task declared here and defined in another translation unit: callers
// get an extern prototype of its entry; a static task's entry is static.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=SYM
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=STATIC
#include <forkc.h>

struct pt { int x, y; };
fork_task long elsewhere(const struct pt *p, double d);
static fork_task int local(int x) { return x + 1; }

fork_task long caller(int n) {
    struct pt p = {n, n};
    long a = fork_spawn(elsewhere(&p, 1.5));
    int b = local(n);
    fork_join();
    return a + b;
}
// CHECK: static FORKC_TASK_CC __forkc_ret_local __forkc_entry_local(forkc_worker *__w,
// CHECK: static __attribute__((unused)) int local(int {{[a-z_0-9]+}})
// A callee's prototype spells its return type with __typeof__: a typedef
// made again in each caller is refused by C99.
// CHECK-NOT: typedef long __forkc_ret_elsewhere;
// CHECK: FORKC_TASK_CC __typeof__(long) __forkc_entry_elsewhere(forkc_worker *, forkc_frame *, unsigned, long *, const struct pt *, double) FORKC_ENTRY_SYMBOL("__forkc_entry_elsewhere");
// CHECK-NEXT: static FORKC_TASK_CC __typeof__(int) __forkc_entry_local(forkc_worker *, forkc_frame *, unsigned, int *, int) FORKC_ENTRY_SYMBOL("__forkc_entry_local");
// SYM-DAG: U __forkc_entry_elsewhere
// SYM-DAG: T __forkc_entry_caller
// SYM-DAG: T caller
// The static task's entry is static (at -O0 it is inlined into its callers
// and gone): never a global symbol.
// STATIC-NOT: {{[TU]}} __forkc_entry_local
