/* Task locals used inside macro arguments (rewritten at their spelling). */
#include <forkc.h>
#include <stdio.h>
#include <assert.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define TWICE(x) ((x) + (x))
#define SPAWN_INTO(dst, call) dst = fork_spawn(call)

fork_task long depth(long n) {
    if (n <= 1) return 1;
    long l, r;
    SPAWN_INTO(l, depth(n / 2));
    r = fork_spawn(depth(n / 3));
    fork_join();
    assert(l >= 1 && r >= 1);
    return 1 + MAX(l, r) + TWICE(0 * n);
}

int main(void) {
    printf("%ld\n", depth(100000));
    return 0;
}
