/* Frames that live in their fast clone (ABI 9, docs/runtime.md "Frames in
 * their fast clone"): steals deep under chains of task calls, result slots
 * passed through (`return g(x)`), spawned and called children whose parents
 * are native, and moves from under native callers.  Every frame here is
 * lazy, so each is a local until a thief copies it; the output must match
 * the serial elision at every worker count. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>

static int nworkers(void) {
    const char *e = getenv("FORKC_WORKERS");
    int w = e ? atoi(e) : 1;
    return w < 1 ? 1 : w;
}

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

/* A chain of calls whose frames are native when the steal below happens;
 * odd depths pass their own result slot on. */
fork_task long chain(int depth, int n) {
    if (depth == 0)
        return fib(n);
    if (depth % 2)
        return chain(depth - 1, n + (depth % 3 == 0));
    long r = chain(depth - 1, n);
    return r * 3 + depth;
}

/* Spawns whose parents are in the middle of call chains: a spawned chain
 * and a called one, both long enough to be stolen from. */
fork_task long fan(int width, int depth) {
    if (width == 0)
        return chain(depth, 14);
    long a = fork_spawn(fan(width - 1, depth + 1));
    long b = fork_spawn(chain(depth, 13 + width % 3));
    long c = fan(width - 1, depth);
    fork_join();
    return (a + 2 * b + 3 * c) % 1000000007;
}

/* Moves from under native callers that have items in the deque. */
fork_task long move_deep(int depth, int workers, long acc) {
    if (depth == 0) {
        for (int i = 0; i < 3; i++) {
            forkc_resume_on((int)(acc + i) % workers);
            acc = (acc * 31 + fib(12)) % 1000003;
        }
        return acc;
    }
    long a = fork_spawn(move_deep(depth - 1, workers, acc + depth));
    long b = move_deep(depth - 1, workers, acc * 7);
    fork_join();
    return (a + b) % 1000003;
}

int main(void) {
    int workers = nworkers();
    long s = 0;
    for (int i = 0; i < 6; i++)
        s = (s * 17 + fan(5, i)) % 1000000007;
    printf("fan %ld\n", s);
    printf("chain %ld\n", chain(12, 20));
    printf("move %ld\n", move_deep(6, workers, 1));
    return 0;
}
