/* The fast clone (docs/design.md §2.1, the fast clone): register locals that change between
 * resume points, spills before spawns and calls, arguments with side
 * effects, shadowed names, address-taken and pointer locals, early returns.
 * Every continuation may be stolen and resumed in the slow clone. */
#include <forkc.h>
#include <stdio.h>

fork_task long leaf(long x) { return x * 3 + 1; }

fork_task long sum_loop(int n) {
    long total = 0, acc = 7;
    int step = 1;
    for (int i = 0; i < n; i++) {
        long r;
        r = fork_spawn(leaf(i));   /* i, acc, step, total live across */
        acc = (acc * 31 + i) % 1000003; /* changed after the spawn, before the join */
        fork_join();
        total += r + acc % 1000;
        step = step * 2 % 97;
        long q = leaf(step++);     /* side effect in the argument */
        total += q;
    }
    return total + step;
}

fork_task long side_args(int n) {
    int i = 0;
    long a, b, c;
    a = fork_spawn(leaf(i++));
    b = fork_spawn(leaf(i++ + n));
    c = leaf(++i);
    fork_join();
    return a * 100 + b * 10 + c + i;
}

static void bump(long *p) { *p += 5; }

fork_task long shadow(int n) {
    long x = n;
    long y = 0;
    bump(&y);                      /* y stays in the frame */
    {
        long x = 2 * n;            /* shadows x: renamed in the fast clone */
        long r = fork_spawn(leaf(x));
        x += 1;
        fork_join();
        y += r + x;
    }
    if (n > 3) {
        long t;
        t = leaf(x);
        return t + y;              /* early return from the middle */
    }
    long u = fork_spawn(leaf(x + y));
    fork_join();
    return u;
}

fork_task unsigned long tree(int depth, unsigned long seed) {
    if (depth == 0) return seed % 1009;
    unsigned long mix = seed * 6364136223846793005UL + 1442695040888963407UL;
    unsigned long l, r;
    l = fork_spawn(tree(depth - 1, mix));
    mix ^= mix >> 13;              /* register local changed after the spawn */
    r = tree(depth - 1, mix);
    fork_join();
    return (l + r + mix % 7) % 1000003;
}

int main(void) {
    for (int n = 0; n < 40; n += 7)
        printf("sum_loop(%d) = %ld\n", n, sum_loop(n));
    for (int n = 0; n < 5; n++)
        printf("side_args(%d) = %ld\n", n, side_args(n));
    for (int n = 0; n < 7; n++)
        printf("shadow(%d) = %ld\n", n, shadow(n));
    printf("tree = %lu\n", tree(16, 12345));
    return 0;
}
