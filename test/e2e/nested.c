/* Twin of hand_tasks.c nested: task -> plain C -> task (a nested root). */
#include <forkc.h>
#include <stdio.h>

fork_task long fib(int n) {
    if (n < 2) return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

int plain_c_calls_fib(int n) { return (int)fib(n); }

fork_task long nested(int n) {
    long a = fork_spawn(plain_c_calls_fib(n));
    long b = plain_c_calls_fib(n - 1);
    fork_join();
    return a + b;
}

int main(void) {
    printf("%ld\n", nested(20));
    printf("%d\n", plain_c_calls_fib(15));
    return 0;
}
