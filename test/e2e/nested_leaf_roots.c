/* Nested roots of tasks with no resume point (their wrapper only calls the
 * entry: no root record), from tasks that spawn and are stolen from: a
 * leaf task, a void one writing through a pointer, one whose parameter
 * lives in its frame (its address is taken), one with a variable-length
 * array and one with stack-allocated memory (both on its stacklet), and one
 * that calls plain C that calls a leaf again (a nested root inside one),
 * next to a task that spawns, called the same way (with a record). */
#include <forkc.h>
#include <stdio.h>

fork_task long leaf(long x) { return 3 * x + 1; }

fork_task void add_to(long *p, long v) { *p += v; }

static void bump(long *p) { *p += 7; }
fork_task long resident(long x) {
    bump(&x); /* x lives in the frame */
    return x;
}

fork_task long with_vla(long x) {
    int n = (int)(x % 7) + 1;
    long v[n];
    for (int i = 0; i < n; i++)
        v[i] = x + i;
    long s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

fork_task long with_stack_alloc(long x) {
    long *p = forkc_stack_alloc(4 * sizeof *p);
    for (int i = 0; i < 4; i++)
        p[i] = x * i;
    long s = p[0] + p[1] + p[2] + p[3];
    forkc_stack_free(p);
    return s;
}

static long plain_leaf(long x) { return leaf(x); }
fork_task long leaf_via_plain(long x) { return plain_leaf(x) - 1; }

fork_task long spawner(long x) {
    long a = fork_spawn(leaf(x));
    fork_join();
    return a;
}

/* Plain C: each call below is a nested root. */
static long helpers(long i) {
    long acc = 0;
    add_to(&acc, leaf(i));
    acc += resident(i);
    acc += leaf_via_plain(i);
    acc += with_vla(i) + with_stack_alloc(i);
    acc += spawner(i) % 5;
    return acc;
}

fork_task long tree(long lo, long hi) {
    if (hi - lo <= 4) {
        long s = 0;
        for (long i = lo; i < hi; i++)
            s += helpers(i) * (i % 3 + 1); /* order-sensitive weights, then summed */
        return s;
    }
    long mid = lo + (hi - lo) / 2;
    long a = fork_spawn(tree(lo, mid));
    long b = tree(mid, hi);
    fork_join();
    return a + b;
}

int main(void) {
    printf("%ld\n", tree(0, 200000));
    printf("%ld\n", helpers(12)); /* from main: roots on the pool */
    long v = 0;
    for (int i = 0; i < 100; i++)
        add_to(&v, i);
    printf("%ld\n", v);
    return 0;
}
