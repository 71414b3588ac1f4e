/* Task calls inside larger expressions are hoisted into frame temporaries
 * (in evaluation order, inner calls first); the rest fall back to nested roots. */
#include <forkc.h>
#include <stdio.h>

struct pt { long x, y; };

fork_task long fib(int n) {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
}

fork_task struct pt mk(long v) { struct pt p = {v, -v}; return p; }

static long plain_add(long a, long b) { return a + b; }

fork_task long mix(int n) {
    long a = fib(fib(n % 7)) + 1, b = mk(n).x;
    a += fib(3) * (n > 2 ? fib(4) : 0) + (fib(1) && fib(2));
    if (n) a = fib(a > 3 ? 3 : 2) - fib(2) + plain_add(fib(5), mk(2).y);
    long c = fork_spawn(fib(fib(6))); /* c is the child's until the join */
    long d = 0;
    if (fib(n % 5) > 1)
        d += 1000;
    else if (fib(n % 3) == 1)
        d += 2000;
    switch (fib(n % 6)) {
    case 0: d += fib(3); break;
    case 1: d -= 7; /* fall through */
    default: d += mk(fib(4)).y;
    }
    while (fib((int)(d % 4 + 4)) > 4) /* a loop condition: stays a nested-root call */
        d++;
    fork_join();
    c += d;
    return fib(a + b > 20 ? 20 : (int)(a + b)) + c;
}

int main(void) {
    printf("%ld\n", fib(24));
    for (int i = 0; i < 10; i++)
        printf("mix(%d) = %ld\n", i, mix(i));
    return 0;
}
