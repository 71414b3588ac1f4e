/* Deep chain of calls and spawns: frames grow the segmented stack. */
#include <forkc.h>
#include <stdio.h>

fork_task long chain(int n) {
    char pad[200];
    pad[n % 200] = (char)n;
    if (n == 0) return 0;
    long r = fork_spawn(chain(n - 1));
    fork_join();
    return r + 1 + (pad[n % 200] == (char)n);
}

fork_task long calls(int n) {
    if (n == 0) return 0;
    return calls(n - 1) + 1; /* inside an expression: fallback to a nested root */
}

fork_task long tail(int n) {
    if (n == 0) return 7;
    return tail(n - 1);
}

int main(void) {
    printf("%ld %ld %ld\n", chain(2000), calls(50), tail(3000));
    return 0;
}
