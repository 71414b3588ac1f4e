/* fork_for: every comparison and step form, integer, unsigned and pointer
 * loop variables, empty and one-iteration loops, 10^7 iterations, nested
 * loops, loops in a recursive task, bodies that spawn, continue, grain,
 * captured locals of every kind.  The output is compared with the serial
 * elision's (gcc), so every figure printed must be deterministic. */
#include <forkc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct point {
    long x, y;
};

fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

static unsigned long long checksum(const long *v, long n) {
    unsigned long long h = 1469598103934665603ull;
    for (long i = 0; i < n; i++)
        h = (h ^ (unsigned long long)v[i]) * 1099511628211ull;
    return h;
}

/* Every condition and step, each writing the iterations it ran. */
static void forms(void) {
    enum { N = 100 };
    long hit[N + 8];
#define RESET() memset(hit, 0, sizeof hit)
#define SHOW(name) printf("%-10s %llu\n", name, checksum(hit, N + 8))
    RESET();
    fork_for (int i = 0; i < N; i++) hit[i] += i + 1;
    SHOW("lt++");
    RESET();
    fork_for (int i = 3; i <= 97; i += 3) hit[i] += i;
    SHOW("le+=3");
    RESET();
    fork_for (int i = N; i > 0; i--) hit[i] += 2 * i;
    SHOW("gt--");
    RESET();
    fork_for (long i = 99; i >= 0; i -= 7) hit[i] += i + 5;
    SHOW("ge-=7");
    RESET();
    fork_for (short i = 0; i != 96; i += 4) hit[i] += 1;
    SHOW("ne+=4");
    RESET();
    fork_for (int i = 50; i != 0; --i) hit[i] += 3;
    SHOW("ne--");
    RESET();
    fork_for (int i = 0; N > i; ++i) hit[i] += 7; /* bound on the left */
    SHOW("mirror");
    RESET();
    fork_for (unsigned char i = 250; i >= 200; i--) hit[i - 200] += i;
    SHOW("uchar");
    RESET();
    fork_for (unsigned long long i = 0; i < 64; i++) hit[i] += (long)(i * i);
    SHOW("ull");
    RESET();
    long arr[N];
    fork_for (long *p = arr; p < arr + N; p++) *p = (long)(p - arr) * 11;
    fork_for (long *p = arr + N - 1; p >= arr; p -= 2) hit[p - arr] = *p;
    SHOW("pointer");
    RESET();
    int lo = 5, hi = 5;
    fork_for (int i = lo; i < hi; i++) hit[i] = 99; /* empty */
    fork_for (int i = 10; i < 5; i++) hit[i] = 99;  /* empty, lo > hi */
    fork_for (int i = lo; i <= hi; i++) hit[i] += 42; /* one iteration */
    fork_for (int i = -3; i < 2; i++) hit[i + 3] += i; /* negative start */
    SHOW("edges");
    int k = 4;
    RESET();
    fork_for (int i = 0; i < N; i += k) hit[i] = i / k; /* variable step */
    SHOW("var-step");
#undef RESET
#undef SHOW
}

/* 10^7 iterations, each writing its own slot; captured by address: a
 * parameter, a local array, a static local, a struct. */
static void big(void) {
    long n = 10 * 1000 * 1000;
    unsigned char *v = malloc((size_t)n);
    static long scale = 3;
    struct point off = {7, 9};
    fork_for (long i = 0; i < n; i++)
        v[i] = (unsigned char)((i * scale + off.x + off.y) & 0xff);
    unsigned long long s = 0;
    for (long i = 0; i < n; i++)
        s += v[i];
    printf("big %llu\n", s);
    free(v);
}

/* Nested fork_for: a 2-D fill. */
static void nested(void) {
    enum { R = 37, C = 53 };
    static long m[R][C];
    fork_for (int r = 0; r < R; r++)
        fork_for (int c = 0; c < C; c++)
            m[r][c] = r * 1000 + c;
    long s = 0;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            s += m[r][c] * (r + c + 1);
    printf("nested %ld\n", s);
}

/* A body that spawns and joins, one that spawns without joining (the
 * iteration joins at its end), continue, and an explicit grain. */
static void spawning(void) {
    enum { N = 40 };
    long a[N], b[N];
    fork_for (int i = 0; i < N; i++) {
        long x = fork_spawn(fib(i % 18));
        long y = fib(i % 11);
        fork_join();
        a[i] = x + y;
    }
    fork_for_grain(1);
    fork_for (int i = 0; i < N; i++) {
        if (i % 3 == 0) {
            b[i] = -1;
            continue;
        }
        b[i] = fork_spawn(fib(i % 15));
    }
    /* Stack allocation in a body whose spawn the iteration's end joins,
     * and a continue that must not skip that join. */
    long c[N];
    fork_for (int i = 0; i < N; i++) {
        long *tmp = forkc_stack_alloc(2 * sizeof *tmp);
        tmp[0] = i * 3;
        c[i] = tmp[0];
        forkc_stack_free(tmp);
        if (i % 4 == 1)
            continue;
        long unused = fork_spawn(fib(i % 9));
        (void)unused;
    }
    printf("spawning %llu %llu %llu\n", checksum(a, N), checksum(b, N), checksum(c, N));
}

/* fork_for inside a recursive task: each level fills its slice. */
fork_task long tree(long *v, int lo, int hi, int depth) {
    if (depth == 0 || hi - lo < 4) {
        fork_for (int i = lo; i < hi; i++)
            v[i] = fib(i % 12) + depth;
        long s = 0;
        for (int i = lo; i < hi; i++)
            s += v[i];
        return s;
    }
    int mid = lo + (hi - lo) / 2;
    long l = fork_spawn(tree(v, lo, mid, depth - 1));
    long r = tree(v, mid, hi, depth - 1);
    fork_join();
    return l + r;
}

int main(void) {
    forms();
    big();
    nested();
    spawning();
    long v[1000];
    printf("tree %ld\n", tree(v, 0, 1000, 6));
    return 0;
}
