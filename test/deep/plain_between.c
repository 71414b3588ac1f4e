/* Plain C between tasks, 10^6 levels: a task calls an extern helper (kept
 * plain C: a nested root on a worker, docs/runtime.md "Roots and nested
 * roots"), which calls the task again.  The helper's activations are
 * unchecked; the task's check keeps room for them (FORKC_I_OSSTACK_MARGIN). */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

long helper(long n);

fork_task long leaf(long n) { return n % 5; }

fork_task long down(long n) {
    if (n == 0)
        return 0;
    long side = fork_spawn(leaf(n));
    long r = helper(n - 1);
    fork_join();
    return r + side;
}

long helper(long n) {
    volatile char scratch[48];
    scratch[n % 48] = (char)n;
    return down(n) + 1 + (scratch[n % 48] != (char)n);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    long want = 0;
    for (long i = 1; i <= n; i++)
        want += i % 5 + 1;
    long r = down(n);
    printf("down(%ld) = %ld\n", n, r);
    return r == want ? 0 : 1;
}
