// The predefined function names (__func__ and the GNU two) in a task's body become the
// string C gives the user's function, in both clones: the body runs in
// __forkc_fast_f and __forkc_resume_f, which would name themselves.  One
// written by a macro's body (assert) is expanded first, token for token.
// RUN: %forkcc %dump -fsyntax-only %s | grep -v CHECK | FileCheck %s --implicit-check-not='(__func__)' --implicit-check-not=__PRETTY_FUNCTION__
// RUN: %forkcc -Wall -Wextra -Werror -c %s -o %t.o
#include <forkc.h>
#include <assert.h>

void note(const char *);

fork_task int boom(int n) {
    if (n == 0)
        return 0;
    int a = fork_spawn(boom(n - 1));
    note(__func__);
    fork_join();
    assert(a >= 0);
    return a + (int)sizeof(__FUNCTION__);
}
// CHECK-LABEL: __forkc_fast_boom(
// CHECK: note("boom");
// CHECK: __assert_fail ( "a >= 0" , {{.*}}, __extension__ "int boom(int)" )
// CHECK: sizeof("boom")
// CHECK-LABEL: __forkc_resume_boom(
// CHECK: note("boom");
// CHECK: __assert_fail ( "a >= 0" , {{.*}}, __extension__ "int boom(int)" )
// CHECK: sizeof("boom")
