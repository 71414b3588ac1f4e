/* A chain of spawns 10^6 deep (the argument): each fast clone calls its
 * child natively, so the chain grows the OS stack ~100 bytes a level, more
 * than an 8 MiB stack holds (docs/runtime.md, "Deep recursion"). */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

fork_task long depth_spawn(long n) {
    if (n == 0)
        return 0;
    long r = fork_spawn(depth_spawn(n - 1));
    fork_join();
    return r + 1;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    long r = depth_spawn(n);
    printf("depth_spawn(%ld) = %ld\n", n, r);
    return r == n ? 0 : 1;
}
