// fork_plain keeps a static helper plain C (docs/lowering.md, "Helpers
// lowered as tasks"); on a fork_task, which is always lowered, it is an error
// at the attribute, on either declaration.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: test ! -e %t.o
#include <forkc.h>

// CHECK: diag-task-plain.c:[[@LINE+2]]:1: error: fork_task 'both' is also marked fork_plain
// CHECK: diag-task-plain.c:[[@LINE+1]]:1: note: fork_plain keeps a static helper that tasks call plain C; a fork_task is always lowered: drop one of the two
fork_plain fork_task long both(long n) { return n; }

fork_task long later(long n);
// CHECK: diag-task-plain.c:[[@LINE+1]]:1: error: fork_task 'later' is also marked fork_plain
fork_plain long later(long n) {
    long a = fork_spawn(both(n));
    fork_join();
    return a;
}
