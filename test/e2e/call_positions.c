/* Task-to-task calls in every position: lowered at statement level, and the
 * documented fallback (a call of the original symbol) inside expressions. */
#include <forkc.h>
#include <stdio.h>

fork_task long f(long x) {
    if (x < 3) return x;
    long a = fork_spawn(f(x - 1));
    fork_join();
    return a + 1;
}

fork_task void touch(long *p) { *p += 1; }

fork_task long g(long x) { return f(x); } /* return f(args) */

fork_task long positions(long n) {
    long a, c = 0;
    a = f(n);                 /* lv = f(args) */
    long b = f(n + 1);        /* T x = f(args) */
    f(n);                     /* f(args); */
    touch(&c);
    long d = f(n) + f(2 * n); /* inside an expression: fallback */
    if (f(1) == 1 && f(2) == 2) d += 1000;
    long e = n > 1 ? f(n) : 0;
    for (long i = 0; i < f(4); i++) c += i;
    return a + b + c + d + e + g(n);
}

int main(void) {
    printf("%ld\n", positions(20));
    return 0;
}
