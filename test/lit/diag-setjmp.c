// setjmp/longjmp/sigsetjmp in a task.
// RUN: rm -f %t.o
// RUN: not %forkcc -fno-caret-diagnostics -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
#include <forkc.h>
#include <setjmp.h>

static jmp_buf jb;
static sigjmp_buf sjb;
fork_task int sj(int n) {
    if (setjmp(jb))
        return 1;
    if (sigsetjmp(sjb, 0))
        return 2;
    if (_setjmp(jb))
        return 3;
    longjmp(jb, n);
}
// CHECK: diag-setjmp.c:11:9: error: '_setjmp' in a fork_task
// CHECK: note: {{.*}}non-local jumps are not supported
// CHECK: diag-setjmp.c:13:9: error: '__sigsetjmp' in a fork_task
// CHECK: diag-setjmp.c:15:9: error: '_setjmp' in a fork_task
// CHECK: diag-setjmp.c:17:5: error: 'longjmp' in a fork_task
