/* Regression (found by test/fuzz, fixed in runtime/worker.c: a nested root's loop no longer takes deque items pushed under its mark, nor exits while items above it remain). */
#include <forkc.h>
#include <stdio.h>
fork_task int t5(int d, unsigned long x) {
    if (d <= 0) return 1;
    forkc_resume_on(0);
    int s = 0;
    for (int i = 0; i < 4; i++) s += t5(d - 1, x * 7 + (unsigned long)i);
    return s;
}
static int nested(int d, unsigned long x) { return t5(d, x); }
fork_task int t4(int d, unsigned long x) { return nested(d - 2, x + 1); }
fork_task int t3(int d, unsigned long x) {
    if (d <= 0) return 1;
    int v = fork_spawn(t5(d - 1, x ^ 25));
    fork_join();
    return v;
}
fork_task long t2(int d, unsigned long x) {
    int a = fork_spawn(t4(d - 2, x));
    int b = nested(d - 2, x + 3);
    int c = fork_spawn(t3(d - 1, x ^ 21));
    fork_join();
    return a + b + c;
}
int main(void) {
    for (int d = 1; d < 8; d++) printf("%d %ld\n", d, t2(d, 67));
    return 0;
}
