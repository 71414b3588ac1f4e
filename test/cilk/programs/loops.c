/* loops: cilk_for forms.  Each loop writes a value for every iteration into
 * its own slot of an array (no two iterations write one place); the array is
 * compared with the one the same serial `for` fills, and the iteration count
 * and a checksum are printed.  Covered: loop variables of type int, long,
 * unsigned, size_t, short, unsigned char, long long and pointers; conditions
 * <, <=, != and, counting down, > and >=; steps i++, ++i, i--, --i, i += k,
 * i -= k; empty and one-iteration loops; negative ranges; nested cilk_for;
 * a cilk_for in a function that is spawned and in one called from a
 * cilk_for body; `#pragma cilk grainsize 4` and `#pragma cilk grainsize = 1`;
 * bodies that cilk_spawn and cilk_sync, that spawn without a sync (each
 * iteration syncs at its end) and that `continue`; loop variables declared
 * before the loop (`int i; cilk_for (i = 0; ...)`, C's form in Cilk Plus),
 * nested, with their values after the loop. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

#define N 4096

static long got[N], want[N];
static int failures;

static void reset(void) {
    memset(got, 0, sizeof got);
    memset(want, 0, sizeof want);
}

/* Compares got with want and prints the loop's iteration count and checksum. */
static void report(const char *what) {
    long iters = 0, bad = 0;
    unsigned long h = 0;
    for (int i = 0; i < N; i++) {
        iters += want[i] != 0;
        bad += got[i] != want[i];
        h = h * 1000003ul + (unsigned long)got[i];
    }
    printf("%-34s %5ld iterations, checksum %016lx\n", what, iters, h);
    if (bad) {
        printf("FAIL: %s: %ld slots differ from the serial loop\n", what, bad);
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

void fib_into(long *p, long n) {
    long r = cilk_spawn fib(n);
    cilk_sync;
    *p = r;
}

static long val(long i) { return i * 7 + 3; }

/* A cilk_for in a function that is spawned: fills rows [r0, r1) of an
 * R x C block of got. */
void fill_rows(int r0, int r1, int cols, int base) {
    cilk_for (int r = r0; r < r1; r++)
        for (int c = 0; c < cols; c++)
            got[base + r * cols + c] = val(r * 1000 + c);
}

/* A cilk_for called from a cilk_for body. */
void fill_segment(long lo, long hi) {
#pragma cilk grainsize 4
    cilk_for (long i = lo; i < hi; i++)
        got[i] = val(i) * 3;
}

int main(void) {
    int n = 3000;
    long ln = 2500;
    unsigned un = 999;
    size_t sn = 3333, sk = 5;

    reset();
    cilk_for (int i = 0; i < n; i++)
        got[i] = val(i);
    for (int i = 0; i < n; i++)
        want[i] = val(i);
    report("int i = 0; i < n; i++");

    reset();
    cilk_for (long i = 1; i <= ln; ++i)
        got[i] = val(i);
    for (long i = 1; i <= ln; ++i)
        want[i] = val(i);
    report("long i = 1; i <= n; ++i");

    reset();
    cilk_for (unsigned i = 0; i != 3 * un; i += 3)
        got[i] = val(i);
    for (unsigned i = 0; i != 3 * un; i += 3)
        want[i] = val(i);
    report("unsigned i = 0; i != 3n; i += 3");

    reset();
    cilk_for (size_t i = 2; i < sn; i += sk)
        got[i] = val((long)i);
    for (size_t i = 2; i < sn; i += sk)
        want[i] = val((long)i);
    report("size_t i = 2; i < n; i += k");

    /* steps written as an assignment: i = i + k, i = k + i, p = p + k, i = i - k */
    reset();
    cilk_for (int i = 1; i < n; i = i + 4)
        got[i] = val(i);
    for (int i = 1; i < n; i = i + 4)
        want[i] = val(i);
    report("int i = 1; i < n; i = i + 4");

    reset();
    cilk_for (long i = 0; i < ln; i = 3 + i)
        got[i] = val(i);
    for (long i = 0; i < ln; i = 3 + i)
        want[i] = val(i);
    report("long i = 0; i < n; i = 3 + i");

    reset();
    cilk_for (long *p = got; p < got + ln; p = p + 7)
        *p = val(p - got);
    for (long *p = want; p < want + ln; p = p + 7)
        *p = val(p - want);
    report("long *p = a; p < a + n; p = p + 7");

    reset();
    cilk_for (int i = n - 1; i >= 0; i = i - 5)
        got[i] = val(i);
    for (int i = n - 1; i >= 0; i = i - 5)
        want[i] = val(i);
    report("int i = n - 1; i >= 0; i = i - 5");

    reset();
    cilk_for (int i = n; i > 0; i--)
        got[i] = val(i);
    for (int i = n; i > 0; i--)
        want[i] = val(i);
    report("int i = n; i > 0; i--");

    reset();
    cilk_for (long i = ln - 1; i >= 0; --i)
        got[i] = val(i);
    for (long i = ln - 1; i >= 0; --i)
        want[i] = val(i);
    report("long i = n - 1; i >= 0; --i");

    reset();
    cilk_for (int i = 4000; i >= 17; i -= 7)
        got[i] = val(i);
    for (int i = 4000; i >= 17; i -= 7)
        want[i] = val(i);
    report("int i = 4000; i >= 17; i -= 7");

    reset();
    cilk_for (unsigned i = un; i > 0; i--)
        got[i] = val(i);
    for (unsigned i = un; i > 0; i--)
        want[i] = val(i);
    report("unsigned i = n; i > 0; i-- (to 1)");

    reset();
    cilk_for (int i = n; i != 0; --i)
        got[i] = val(i);
    for (int i = n; i != 0; --i)
        want[i] = val(i);
    report("int i = n; i != 0; --i");

    reset();
    cilk_for (int i = -1000; i < 1000; i++)
        got[i + 1000] = val(i);
    for (int i = -1000; i < 1000; i++)
        want[i + 1000] = val(i);
    report("int i = -1000; i < 1000; i++");

    reset();
    cilk_for (short i = 0; i < 2000; i++)
        got[i] = val(i);
    for (short i = 0; i < 2000; i++)
        want[i] = val(i);
    report("short i = 0; i < 2000; i++");

    reset();
    cilk_for (unsigned char c = 0; c < 250; c++)
        got[c] = val(c);
    for (unsigned char c = 0; c < 250; c++)
        want[c] = val(c);
    report("unsigned char c = 0; c < 250; c++");

    reset();
    cilk_for (long long i = 3000000000LL; i < 3000003000LL; i += 2)
        got[i - 3000000000LL] = val((long)(i % 100000));
    for (long long i = 3000000000LL; i < 3000003000LL; i += 2)
        want[i - 3000000000LL] = val((long)(i % 100000));
    report("long long i = 3e9; i < 3e9+3000; += 2");

    /* Pointers: up with <, down with >, != with a step. */
    reset();
    cilk_for (long *p = got; p < got + n; p++)
        *p = val(p - got);
    for (long *p = want; p < want + n; p++)
        *p = val(p - want);
    report("long *p = a; p < a + n; p++");

    reset();
    cilk_for (long *p = got + ln; p > got; p--)
        p[-1] = val(p - got) + 1;
    for (long *p = want + ln; p > want; p--)
        p[-1] = val(p - want) + 1;
    report("long *p = a + n; p > a; p--");

    reset();
    cilk_for (long *p = got; p != got + 4 * 700; p += 4)
        *p = val(p - got);
    for (long *p = want; p != want + 4 * 700; p += 4)
        *p = val(p - want);
    report("long *p = a; p != a + 4m; p += 4");

    /* Empty and one-iteration loops. */
    reset();
    cilk_for (int i = 5; i < 5; i++)
        got[i] = val(i);
    cilk_for (int i = 10; i > 10; i--)
        got[i] = val(i);
    cilk_for (int i = 7; i <= 7; i++)
        got[i] = val(i);
    want[7] = val(7);
    report("empty loops and one iteration");

    /* Grain sizes. */
    reset();
#pragma cilk grainsize 4
    cilk_for (int i = 0; i < n; i++)
        got[i] = val(i) ^ 5;
    for (int i = 0; i < n; i++)
        want[i] = val(i) ^ 5;
    report("#pragma cilk grainsize 4");

    reset();
#pragma cilk grainsize = 1
    cilk_for (long i = 0; i < 777; i++)
        got[i] = val(i) ^ 9;
    for (long i = 0; i < 777; i++)
        want[i] = val(i) ^ 9;
    report("#pragma cilk grainsize = 1");

    /* Nested cilk_for: 40 x 60. */
    reset();
    cilk_for (int r = 0; r < 40; r++)
        cilk_for (int c = 0; c < 60; c++)
            got[r * 60 + c] = val(r * 1000 + c);
    for (int r = 0; r < 40; r++)
        for (int c = 0; c < 60; c++)
            want[r * 60 + c] = val(r * 1000 + c);
    report("nested cilk_for 40 x 60");

    reset();
#pragma cilk grainsize 4
    cilk_for (int r = 0; r < 30; r++) {
#pragma cilk grainsize = 1
        cilk_for (int c = 0; c < 50; c += 2)
            got[r * 50 + c] = val(r * 1000 + c);
    }
    for (int r = 0; r < 30; r++)
        for (int c = 0; c < 50; c += 2)
            want[r * 50 + c] = val(r * 1000 + c);
    report("nested, grainsize 4 and = 1");

    /* cilk_for in spawned functions. */
    reset();
    cilk_spawn fill_rows(0, 17, 70, 0);
    cilk_spawn fill_rows(17, 30, 70, 0);
    fill_rows(0, 25, 40, 2100);
    cilk_sync;
    for (int r = 0; r < 30; r++)
        for (int c = 0; c < 70; c++)
            want[r * 70 + c] = val(r * 1000 + c);
    for (int r = 0; r < 25; r++)
        for (int c = 0; c < 40; c++)
            want[2100 + r * 40 + c] = val(r * 1000 + c);
    report("cilk_for in spawned functions");

    /* A cilk_for body calling a function with a cilk_for. */
    reset();
    cilk_for (long s = 0; s < 40; s++)
        fill_segment(s * 100, s * 100 + 90);
    for (long s = 0; s < 40; s++)
        for (long i = s * 100; i < s * 100 + 90; i++)
            want[i] = val(i) * 3;
    report("cilk_for calling a cilk_for");

    /* Bodies that spawn and sync. */
    reset();
    cilk_for (int i = 0; i < 300; i++) {
        long a = cilk_spawn fib(i % 16);
        long b = fib((i + 5) % 14);
        cilk_sync;
        got[i] = a * 1000 + b + 1;
    }
    for (int i = 0; i < 300; i++)
        want[i] = fib_serial(i % 16) * 1000 + fib_serial((i + 5) % 14) + 1;
    report("body: cilk_spawn, cilk_sync");

    /* Bodies that spawn without a sync: each iteration syncs at its end. */
    reset();
#pragma cilk grainsize = 1
    cilk_for (int i = 0; i < 200; i++) {
        cilk_spawn fib_into(&got[2 * i], i % 17);
        cilk_spawn fib_into(&got[2 * i + 1], i % 11);
    }
    for (int i = 0; i < 200; i++) {
        want[2 * i] = fib_serial(i % 17);
        want[2 * i + 1] = fib_serial(i % 11);
    }
    for (int i = 0; i < 400; i++) { /* fib(0) is 0: mark every slot */
        got[i] += 1;
        want[i] += 1;
    }
    report("body: spawns, implicit sync");

    /* A body that leaves some iterations with continue, spawns in others. */
    reset();
    cilk_for (int i = 0; i < 500; i++) {
        if (i % 3 == 0)
            continue;
        long r;
        if (i % 3 == 1) {
            r = cilk_spawn fib(i % 13);
            cilk_sync;
        } else {
            r = -i;
        }
        got[i] = r + 100;
    }
    for (int i = 0; i < 500; i++) {
        if (i % 3 == 0)
            continue;
        want[i] = (i % 3 == 1 ? fib_serial(i % 13) : -i) + 100;
    }
    report("body: continue, spawns in a branch");

    /* The loop variable declared before the loop, as C lets Cilk Plus
     * write it: after the loop it holds what the serial loop leaves. */
    reset();
    int i, r, c;
    long *q;
    i = -5;
    cilk_for (i = 3; i < 2000; i += 5)
        got[i] = val(i);
    int after = i;
    for (i = 3; i < 2000; i += 5)
        want[i] = val(i);
    report("int i; i = 3; i < n; i += 5");
    if (after != i) {
        printf("FAIL: i is %d after the cilk_for, %d after the for\n", after, i);
        failures++;
    }
    reset();
    cilk_for (r = 39; r >= 0; r--)
        cilk_for (c = 0; c < 60; c++)
            got[r * 60 + c] = val(r * 1000 + c);
    int after_r = r;
    for (r = 39; r >= 0; r--)
        for (c = 0; c < 60; c++)
            want[r * 60 + c] = val(r * 1000 + c);
    report("int r, c; nested, counting down");
    if (after_r != r) {
        printf("FAIL: r is %d after the cilk_for, %d after the for\n", after_r, r);
        failures++;
    }
    reset();
    cilk_for (q = got + 100; q != got + 900; q += 4)
        *q = val(q - got);
    long after_q = q - got;
    for (q = want + 100; q != want + 900; q += 4)
        *q = val(q - want);
    report("long *q; q != end; q += 4");
    if (after_q != q - want) {
        printf("FAIL: q is at %ld after the cilk_for, %ld after the for\n", after_q,
               (long)(q - want));
        failures++;
    }

    printf(failures ? "FAIL\n" : "ok\n");
    return failures != 0;
}
