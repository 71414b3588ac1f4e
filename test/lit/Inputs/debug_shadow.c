/* A local that shadows another of the same name (debug-shadow.test): the
 * lowering renames the inner one, the debugger shows it as `i` in its block.
 * Line numbers matter. */
#include <forkc.h>
#include <stdio.h>
fork_task long f(int n) {
    int i = n * 2;
    if (n < 2)
        return i;
    long s = 0;
    for (int k = 0; k < 2; k++) {
        int i = k + 100;
        long a = fork_spawn(f(n - 1));
        fork_join();
        forkc_resume_on(1);
        s += a + i;
    }
    return s + i;
}
int main(void) {
    printf("%ld\n", f(3));
    return 0;
}
