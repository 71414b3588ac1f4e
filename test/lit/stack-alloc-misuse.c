// forkc_stack_alloc memory that a task's plain C callee leaves behind is
// reported when the task returns, whether the block sits above the task's
// frame in its stacklet or starts a stacklet of its own: the inline free
// tests only the stacklet's floor, which a held block raises
// (runtime/stacklet.c, floor_of).  Correct uses with the same blocks, with
// task frames made and freed above them, run to the end.
// REQUIRES: runtime
// RUN: %forkcc -O2 %s %S/Inputs/fib_task.c %forkc_lib -o %t.exe
// RUN: env FORKC_WORKERS=1 %t.exe use 32 | FileCheck %s --check-prefix=OK
// RUN: env FORKC_WORKERS=2 %t.exe use 32 | FileCheck %s --check-prefix=OK
// RUN: env FORKC_WORKERS=2 %t.exe use 65536 | FileCheck %s --check-prefix=OK
// RUN: env FORKC_WORKERS=1 not --crash %t.exe leak 32 2>&1 | FileCheck %s
// RUN: env FORKC_WORKERS=1 not --crash %t.exe leak 65536 2>&1 | FileCheck %s
// RUN: env FORKC_WORKERS=2 not --crash %t.exe leak 65536 2>&1 | FileCheck %s
// A task whose frame is native (it names no stack allocation function, so
// its frame is a local of its fast clone, which frees nothing) is caught
// when its stack is done with, at the latest when the pool ends.
// RUN: env FORKC_WORKERS=1 not --crash %t.exe native 32 2>&1 | FileCheck %s
// RUN: env FORKC_WORKERS=2 not --crash %t.exe native 65536 2>&1 | FileCheck %s
// OK: sum 20 x 666
// CHECK: forkc: a task returned with forkc_stack_alloc memory still allocated
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Plain C: the block is the caller's to free. */
static char *scratch(size_t n) {
    char *p = forkc_stack_alloc(n);
    memset(p, 1, n);
    return p;
}

fork_task long fib(int n); /* Inputs/fib_task.c */

fork_task long work(int leak, size_t n) {
    long r = fib(10);      /* the task's frame exists from here on */
    char *p = scratch(n);  /* so the block lies above it */
    r += fib(15) + p[n - 1]; /* frames above the block come and go */
    if (!leak)
        forkc_stack_free(p);
    return r;
}

/* Leaves the block behind without naming the API itself. */
fork_task long native_leak(size_t n) {
    long r = fib(10);
    char *p = scratch(n);
    return r + fib(12) + p[0];
}

int main(int argc, char **argv) {
    if (argc != 3)
        return 2;
    int leak = strcmp(argv[1], "leak") == 0;
    size_t n = (size_t)atol(argv[2]);
    if (strcmp(argv[1], "native") == 0) {
        printf("%ld\n", native_leak(n));
        return 0;
    }
    long s = 0;
    for (int i = 0; i < 20; i++)
        s += work(leak, n);
    printf("sum %d x %ld\n", 20, s / 20);
    return 0;
}
