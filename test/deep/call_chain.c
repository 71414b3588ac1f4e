/* A chain of task calls 10^6 deep, with a local array live across each call
 * (no tail loop: the call's activation must stay) and a spawn beside it, so
 * thieves take continuations at every depth. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task long leaf(long n) { return n & 7; }

fork_task long depth_call(long n) {
    long keep[4] = {n, n + 1, n + 2, n + 3};
    if (n == 0)
        return 0;
    long side = fork_spawn(leaf(n));
    long r = depth_call(n - 1);
    fork_join();
    return r + side + (keep[n & 3] - n - (n & 3)) + 1;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    long want = 0;
    for (long i = 1; i <= n; i++)
        want += (i & 7) + 1;
    long r = depth_call(n);
    printf("depth_call(%ld) = %ld\n", n, r);
    return r == want ? 0 : 1;
}
