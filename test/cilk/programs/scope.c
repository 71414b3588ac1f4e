/* scope: cilk_scope blocks.  Every spawn inside a cilk_scope has returned
 * when the scope ends, so results written by those spawns are read right
 * after the closing brace, with no cilk_sync.  Scopes nested, in loops
 * (one scope per iteration), in a cilk_for body, in main, with a spawning
 * function called inside, and after spawns made before the scope (synced
 * by an explicit cilk_sync later).  Each result is checked against the
 * serial computation. */
#include <stdio.h>

#include <cilk/cilk.h>

static int failures;

static void check(const char *what, long got, long want) {
    printf("%-36s %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

long fib(long n) {
    if (n < 2)
        return n;
    long x = cilk_spawn fib(n - 1);
    long y = fib(n - 2);
    cilk_sync;
    return x + y;
}

static long fib_serial(long n) { return n < 2 ? n : fib_serial(n - 1) + fib_serial(n - 2); }

/* fib with a cilk_scope instead of a cilk_sync. */
long fib_scope(long n) {
    if (n < 2)
        return n;
    long x, y;
    cilk_scope {
        x = cilk_spawn fib_scope(n - 1);
        y = fib_scope(n - 2);
    }
    return x + y;
}

void store(long *p, long v) { *p = v; }

/* A void spawning function that writes its result through a pointer. */
void fib_into(long *p, long n) {
    long a = cilk_spawn fib(n);
    cilk_sync;
    *p = a;
}

/* Two results read right after a scope. */
long after_scope(long n) {
    long a, b;
    cilk_scope {
        a = cilk_spawn fib(n);
        b = cilk_spawn fib(n - 1);
    }
    return a * 1000 + b;
}

/* Nested scopes: the inner one ends (its result read) while the outer one's
 * child may still run; the outer one's result is read after it ends. */
long nested(long n) {
    long outer1, outer2, inner1 = 0, inner2 = 0, sum_inner;
    cilk_scope {
        outer1 = cilk_spawn fib(n);
        cilk_scope {
            inner1 = cilk_spawn fib(n - 2);
            cilk_spawn fib_into(&inner2, n - 3);
        }
        sum_inner = inner1 + inner2;
        cilk_scope {
            long deeper;
            cilk_scope {
                deeper = cilk_spawn fib(n - 4);
            }
            sum_inner = sum_inner * 10 + deeper;
        }
        outer2 = cilk_spawn fib(n - 1);
    }
    return (outer1 + outer2) * 100000 + sum_inner;
}

static long nested_serial(long n) {
    long sum_inner = fib_serial(n - 2) + fib_serial(n - 3);
    sum_inner = sum_inner * 10 + fib_serial(n - 4);
    return (fib_serial(n) + fib_serial(n - 1)) * 100000 + sum_inner;
}

/* A scope per loop iteration, its results read in the same iteration. */
long in_loop(int n) {
    long acc = 0;
    for (int i = 0; i < n; i++) {
        long r1, r2;
        cilk_scope {
            r1 = cilk_spawn fib(i);
            r2 = cilk_spawn fib(i + 1);
        }
        acc = acc * 3 + r1 + 2 * r2;
    }
    return acc;
}

static long in_loop_serial(int n) {
    long acc = 0;
    for (int i = 0; i < n; i++)
        acc = acc * 3 + fib_serial(i) + 2 * fib_serial(i + 1);
    return acc;
}

/* Spawns before the scope, a scope in the middle, a cilk_sync at the end. */
long before_and_after(long n) {
    long early = cilk_spawn fib(n);
    long mid1, mid2;
    cilk_scope {
        mid1 = cilk_spawn fib(n - 1);
        mid2 = fib(n - 2);
    }
    long both = mid1 + mid2; /* not `early`: that child is not synced yet */
    cilk_sync;
    return early * 7 + both;
}

/* A scope in each cilk_for iteration. */
long in_cilk_for(int n) {
    long out[64];
    cilk_for (int i = 0; i < n; i++) {
        long a, b;
        cilk_scope {
            a = cilk_spawn fib(i % 20);
            b = cilk_spawn fib(i % 13);
        }
        out[i] = a - b;
    }
    long s = 0;
    for (int i = 0; i < n; i++)
        s = (s * 5 + out[i]) % 1000000007;
    return s;
}

static long in_cilk_for_serial(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s = (s * 5 + fib_serial(i % 20) - fib_serial(i % 13)) % 1000000007;
    return s;
}

/* A scope whose body only calls (no spawn of its own). */
long calls_only(long n) {
    long r;
    cilk_scope {
        r = fib_scope(n);
    }
    return r;
}

int main(void) {
    check("fib_scope(22)", fib_scope(22), fib_serial(22));
    check("after_scope(20)", after_scope(20), fib_serial(20) * 1000 + fib_serial(19));
    check("nested(21)", nested(21), nested_serial(21));
    check("in_loop(20)", in_loop(20), in_loop_serial(20));
    check("before_and_after(20)", before_and_after(20),
          fib_serial(20) * 7 + fib_serial(19) + fib_serial(18));
    check("in_cilk_for(40)", in_cilk_for(40), in_cilk_for_serial(40));
    check("calls_only(18)", calls_only(18), fib_serial(18));

    /* A scope in main. */
    long m1, m2 = 0;
    cilk_scope {
        m1 = cilk_spawn fib(19);
        cilk_spawn store(&m2, 99);
    }
    check("scope in main", m1 + m2, fib_serial(19) + 99);

    printf(failures ? "FAIL\n" : "ok\n");
    return failures != 0;
}
