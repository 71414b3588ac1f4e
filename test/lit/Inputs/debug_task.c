/* A task for the debugger tests (debug-gdb.test): line numbers matter. */
#include <forkc.h>
#include <stdio.h>
fork_task long work(int n, long base) {
    long local = base * 10 + n;
    if (n < 2)
        return local;
    long a = fork_spawn(work(n - 1, base + 1));
    long b = work(n - 2, base + 2);
    fork_join();
    forkc_resume_on(1);
    long sum = a + b + local;
    return sum;
}
int main(void) {
    printf("%ld\n", work(4, 1));
    return 0;
}
