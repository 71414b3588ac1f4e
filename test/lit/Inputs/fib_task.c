#include <forkc.h>
fork_task long fib(int n) {
    if (n < 2) return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}
