/* fork_for nested 10^6 deep: each level's loop body calls the next level,
 * so the chain runs through the loop's outlined body and its splitting as
 * well as through tasks. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task long nest(long n) {
    if (n == 0)
        return 1;
    long out[2] = {0, 0};
    fork_for (int i = 0; i < 2; i++)
        out[i] = i == 0 ? nest(n - 1) : (n & 3);
    return out[0] + out[1];
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    long want = 1;
    for (long i = 1; i <= n; i++)
        want += i & 3;
    long r = nest(n);
    printf("nest(%ld) = %ld\n", n, r);
    return r == want ? 0 : 1;
}
