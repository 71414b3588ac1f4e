/* Plain C calling tasks: from main, from a plain helper, from inside a task
 * (a nested root on the worker), and a task calling that plain helper. */
#include <forkc.h>
#include <stdio.h>

fork_task long sum_to(long n) {
    if (n <= 1000) {
        long s = 0;
        for (long i = 1; i <= n; i++) s += i;
        return s;
    }
    long a = fork_spawn(sum_to(n / 2));
    long b = fork_spawn(sum_to(n - n / 2));
    fork_join();
    return a + b + (n / 2) * (n - n / 2);
}

long plain_helper(long n) { return sum_to(n) - sum_to(n - 1); } /* == n */

fork_task long uses_plain(long n) {
    long x = plain_helper(n);              /* plain call: nested roots */
    long y = fork_spawn(plain_helper(n + 1)); /* spawned plain C leaf */
    fork_join();
    return x + y + (plain_helper(3) == 3 ? 100 : 0); /* call inside an expression */
}

int main(void) {
    printf("%ld\n", sum_to(100000));
    printf("%ld\n", plain_helper(5000));
    printf("%ld\n", uses_plain(4000));
    for (int i = 0; i < 3; i++)
        printf("%ld\n", sum_to(10 + i));
    return 0;
}
