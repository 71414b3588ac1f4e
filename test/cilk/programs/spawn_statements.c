/* spawn_statements: OpenCilk's spawn of any statement -- a compound
 * assignment, an increment, an assignment of an expression that is not a
 * call, a block -- each run as a child of its own, with the variables it
 * names by address; checked against the serial computation.
 *   - `cilk_spawn var += recurse(x - 1);` in a recursive function (each
 *     child's statement updates its own frame's variable);
 *   - `cilk_spawn x[0]++;` and `cilk_spawn p->n += k;` on distinct memory;
 *   - a block with its own locals, a loop and a call of a spawning
 *     function, spawned in a loop;
 *   - a statement naming a parameter, a static local and a global. */
#include <stdio.h>

#include <cilk/cilk.h>

static int failures;

static void check(const char *what, long got, long want) {
    printf("%-40s %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

long fib(long n) {
    if (n < 2)
        return n;
    long a = cilk_spawn fib(n - 1);
    long b = fib(n - 2);
    cilk_sync;
    return a + b;
}

static long serial_fib(long n) { return n < 2 ? n : serial_fib(n - 1) + serial_fib(n - 2); }

long recurse(long x) {
    long var1 = 1, var2 = 0;
    if (x <= 0)
        return 1;
    cilk_spawn var1 += recurse(x - 1);
    _Cilk_spawn var2 = 2 * recurse(x - 2) + 1;
    cilk_sync;
    return var1 + var2;
}

static long serial_recurse(long x) {
    if (x <= 0)
        return 1;
    return 1 + serial_recurse(x - 1) + 2 * serial_recurse(x - 2) + 1;
}

struct counter {
    long n;
};

long total;

static long blocks(int parts, long scale) {
    long sums[16] = {0};
    static long calls;
    for (int i = 0; i < parts; i++) {
        cilk_spawn {
            long s = 0;
            for (int j = 0; j <= i; j++)
                s += j * scale;
            sums[i] = s + fib(12 + i % 3) + calls; /* a static local, read */
        }
    }
    cilk_sync;
    long t = 0;
    for (int i = 0; i < parts; i++)
        t += sums[i];
    return t;
}

int main(void) {
    check("cilk_spawn var += recurse(...)", recurse(14), serial_recurse(14));

    long x[4] = {10, 20, 30, 40};
    struct counter c = {5}, *p = &c;
    long k = 7;
    cilk_spawn x[0]++;
    cilk_spawn p->n += k;
    cilk_spawn x[3] = x[2] + k * 2;
    cilk_spawn total = fib(15) + 1;
    cilk_sync;
    check("cilk_spawn x[0]++", x[0], 11);
    check("cilk_spawn p->n += k", c.n, 12);
    check("cilk_spawn x[3] = x[2] + 2k", x[3], 44);
    check("cilk_spawn total = fib(15) + 1", total, serial_fib(15) + 1);

    long want = 0;
    for (int i = 0; i < 16; i++) {
        long s = 0;
        for (int j = 0; j <= i; j++)
            s += j * 3;
        want += s + serial_fib(12 + i % 3);
    }
    check("cilk_spawn { block }", blocks(16, 3), want);
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
