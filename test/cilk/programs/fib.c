/* fib: the Cilk-5 / OpenCilk example.  One spawn at every level of the
 * recursion; the result is checked against an iterative computation.
 * Usage: fib [N]   (default 27) */
#include <stdio.h>
#include <stdlib.h>

#include <cilk/cilk.h>

long fib(int n) {
    long x, y;
    if (n < 2)
        return n;
    x = cilk_spawn fib(n - 1);
    y = fib(n - 2);
    cilk_sync;
    return x + y;
}

static long fib_serial(int n) {
    long a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        long t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int main(int argc, char *argv[]) {
    int n = 27;
    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 0 || n > 60) {
        fprintf(stderr, "usage: %s [N]   (0 <= N <= 60)\n", argv[0]);
        return 2;
    }
    long result = fib(n);
    long expect = fib_serial(n);
    printf("Result: fib(%d) = %ld\n", n, result);
    if (result != expect) {
        printf("FAIL: expected %ld\n", expect);
        return 1;
    }
    printf("ok\n");
    return 0;
}
