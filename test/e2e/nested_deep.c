/* Nested roots inside nested roots, with work to steal at every level: a
 * task spawns a plain C helper that calls the task again (the shape of
 * Cilk-5's matmul), and both the helper's OS stack and the task's frame hold
 * data that must survive the nested root.  A nested root's frames share the
 * stack of the strand under it (docs/runtime.md, "Roots and nested roots"):
 * if work found while waiting went on that stack, or the stack were taken
 * back too early, `buf` or `keep` would be overwritten and the sums differ
 * from the serial elision's. */
#include <forkc.h>
#include <stdio.h>

fork_task long rec(int d, long salt);

fork_task long leafish(long x) {
    long s = 0;
    for (int i = 0; i < 200; i++)
        s = (s * 31 + x + i) % 1000003;
    return s;
}

/* Plain C between two task activations: each of its task calls is a nested
 * root on a worker. */
static long helper(int d, long salt) {
    long keep[4] = {salt, salt + 1, salt + 2, salt + 3};
    long r = rec(d, salt * 3 + 1);
    return r + keep[salt & 3] % 7;
}

fork_task long rec(int d, long salt) {
    if (d == 0)
        return leafish(salt);
    long buf[8];
    for (int i = 0; i < 8; i++)
        buf[i] = salt + i;
    long a = fork_spawn(helper(d - 1, salt + 1));
    long b = helper(d - 1, salt + 2);
    long c = fork_spawn(leafish(salt));
    fork_join();
    long s = 0;
    for (int i = 0; i < 8; i++)
        s += buf[i];
    return (a + b + c + s) % 1000000007;
}

int main(void) {
    for (int d = 1; d <= 13; d += 3)
        printf("%d %ld\n", d, rec(d, d));
    return 0;
}
