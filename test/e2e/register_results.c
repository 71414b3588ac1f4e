/* The ABI v2 shapes under steals: spawn and call results kept in registers
 * (declared alone in a block, inside loops), lazy frames (leaves and early
 * returns before any spawn), `return g(x)` with and without a conversion, a
 * task returning a function pointer, a struct result spawned into a member,
 * discarded results, and a void task that falls off its end. */
#include <forkc.h>
#include <stdio.h>

struct acc { long sum; int count; };

static long twice(long x) { return 2 * x; }
static long thrice(long x) { return 3 * x; }

fork_task long (*pick(int k))(long) { return (k & 1) ? thrice : twice; }

fork_task long work(int n) {
    if (n < 2)
        return n; /* a leaf: no frame */
    long a = fork_spawn(work(n - 1));
    long b = work(n - 2);
    fork_join();
    return a + b;
}

fork_task int narrow(int n) { return n % 1000; }
fork_task long widen(int n) { return narrow(n * 7); }     /* return g(x), int -> long */
fork_task long same(int n) { return work(n % 12); }       /* return g(x), same type */

fork_task struct acc gather(int lo, int hi) {
    struct acc r = {0, 0};
    if (hi - lo <= 4) {
        for (int i = lo; i < hi; i++) {
            r.sum += i;
            r.count++;
        }
        return r;
    }
    int mid = (lo + hi) / 2;
    struct acc parts[2];
    parts[0] = fork_spawn(gather(lo, mid));
    parts[1] = gather(mid, hi);
    fork_join();
    r.sum = parts[0].sum + parts[1].sum;
    r.count = parts[0].count + parts[1].count;
    return r;
}

static long sink_total;
fork_task void bump(int n) {
    if (n > 0)
        sink_total += n; /* only the root's activation runs this: no race */
}

fork_task long loop(int n) {
    long total = 0;
    for (int i = 0; i < n; i++) {
        long x = fork_spawn(work(i % 14));   /* a register, re-declared each iteration */
        long y = widen(i);
        long z = same(i);
        fork_join();
        total += x + y + z;
        fork_spawn(narrow(i));               /* discarded */
        fork_join();
    }
    long (*f)(long) = pick(n);
    return f(total);
}

int main(void) {
    printf("loop %ld\n", loop(60));
    struct acc a = gather(0, 5000);
    printf("gather %ld %d\n", a.sum, a.count);
    bump(7);
    bump(0);
    printf("bump %ld\n", sink_total);
    printf("widen %ld same %ld\n", widen(12345), same(23));
    return 0;
}
