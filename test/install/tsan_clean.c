/* A race-free task program (children write their own slots, read after the
 * join): under ThreadSanitizer with the instrumented runtime it must run
 * without a report, steals included (test/install/run.sh). */
#include <forkc.h>
#include <stdio.h>

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

fork_task void fill(long *v, int lo, int hi) {
    if (hi - lo == 1) {
        v[lo] = fib(12 + lo % 4);
        return;
    }
    int mid = lo + (hi - lo) / 2;
    fork_spawn(fill(v, lo, mid));
    fill(v, mid, hi);
    fork_join();
}

int main(void) {
    long v[64], s = 0;
    fill(v, 0, 64);
    for (int i = 0; i < 64; i++)
        s += v[i];
    printf("fib(24) = %ld, sum = %ld\n", fib(24), s);
    return 0;
}
