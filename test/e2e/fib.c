/* libfork's fib, written as in docs/design.md §1. */
#include <forkc.h>
#include <stdio.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a, b;
    a = fork_spawn(fib(n - 1)); /* child runs now; our continuation may be stolen */
    b = fib(n - 2);             /* a plain call of a task */
    fork_join();
    return a + b;
}

int main(void) {
    for (int n = 0; n <= 25; n += 5)
        printf("fib(%d) = %ld\n", n, fib(n));
    return 0;
}
