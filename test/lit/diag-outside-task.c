// fork_spawn, fork_join and forkc_resume_on outside a task.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>

int g(int);
int plain(int n) {
    int x = fork_spawn(g(n));
    fork_join();
    forkc_resume_on(0);
    return x;
}
// CHECK: diag-outside-task.c:9:13: error: fork_spawn outside a fork_task
// CHECK: note: mark the enclosing function with fork_task, or call the function plainly (without fork_spawn)
// CHECK: diag-outside-task.c:10:5: error: fork_join outside a fork_task
// CHECK: note: mark the enclosing function with fork_task, or remove the fork_join(): plain C spawns nothing to wait for
// CHECK: diag-outside-task.c:11:5: error: forkc_resume_on outside a fork_task
// CHECK: note: mark the enclosing function with fork_task: only a task's continuation can move to another worker
