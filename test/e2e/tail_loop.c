/* Calls of a task itself whose value the task returns, which the fast clone
 * runs as a loop (plugin/TailLoop.cpp): every form of site, each combining
 * operator, and the thieves that resume such a frame in its slow clone,
 * which must combine what the loop gathered before the steal. */
#include <forkc.h>
#include <stdio.h>
#include <string.h>

/* fib: `T v = f(); join; return a + v;` */
fork_task long fib(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}

/* Cilk's style: declared first, assigned, in an else block; the value
 * combined is an expression, on the left of the call's variable. */
fork_task long fib_else(int n) {
    if (n < 2) {
        return n + 1;
    } else {
        long x, y;
        x = fork_spawn(fib_else(n - 1));
        y = fib_else(n - 2);
        fork_join();
        return x * 3 - 1 + y;
    }
}

/* A product, unsigned, wrapping past 2^64. */
fork_task unsigned long long prod(int lo, int hi) {
    if (hi - lo < 2)
        return 2ull * (unsigned)lo + 0x9e3779b97f4a7c15ull;
    int mid = lo + (hi - lo) / 2;
    unsigned long long a = fork_spawn(prod(lo, mid));
    unsigned long long b = prod(mid, hi);
    fork_join();
    return a * b;
}

/* xor of an int task with a value of a wider type, and negative values
 * (salt wraps: unsigned). */
fork_task int mix(int n, unsigned long salt) {
    if (n < 3)
        return (int)(salt % 2001) - 1000 - n;
    unsigned long s = salt * 31 + (unsigned)n;
    int a = fork_spawn(mix(n - 1, s));
    int b = mix(n - 2, s ^ 5);
    fork_join();
    return (a ^ (long)(s & 0xffff)) ^ b;
}

/* Two sites, one per branch, and a return of a constant: `|`. */
fork_task unsigned bits(unsigned n, unsigned depth) {
    if (depth == 0)
        return n % 13 == 0 ? 1u << (n % 32) : 0u;
    unsigned a = fork_spawn(bits(n * 3 + 1, depth - 1));
    if (n & 1) {
        unsigned b = bits(n / 2, depth - 1);
        fork_join();
        return b | a;
    }
    unsigned c = bits(n + 7, depth - 1);
    return a | c;
}

/* `return f(args);` after a spawn and a join: the value as it is. */
fork_task long leaf_work(long x) {
    long s = 0;
    for (long i = 0; i < (x % 64) * 50; i++)
        s += i ^ x;
    return s & 1023;
}
fork_task long chain(long x, long steps) {
    if (x == 1)
        return steps;
    long w = fork_spawn(leaf_work(x));
    long v = fork_spawn(leaf_work(x + 1));
    fork_join();
    return chain(x % 2 ? 3 * x + 1 : x / 2, steps + (w + v) % 3);
}

/* `if (c) return f(args);` without braces, and the same call last. */
fork_task long count_down(int n, long acc) {
    if (n <= 0)
        return acc;
    if (n % 3 == 0)
        return count_down(n - 1, acc + 2);
    long a = fork_spawn(leaf_work(n));
    fork_join();
    return count_down(n - 1, acc + a);
}

/* `T v = f(); return v;` with a join between. */
fork_task long depth_sum(int d, long acc) {
    if (d == 0)
        return acc;
    long side = fork_spawn(fib(d % 12));
    long v = depth_sum(d - 1, acc + 1);
    fork_join();
    return v + 0 * side;
}

/* A void task's last call: quicksort, spawn the left part, loop on the right. */
static void swap(long *a, long *b) {
    long t = *a;
    *a = *b;
    *b = t;
}
fork_task void qsort_tasks(long *a, long n) {
    if (n < 12) {
        for (long i = 1; i < n; i++)
            for (long j = i; j > 0 && a[j - 1] > a[j]; j--)
                swap(&a[j - 1], &a[j]);
        return;
    }
    long pivot = a[n / 2], i = 0, j = n - 1;
    while (i <= j) {
        while (a[i] < pivot)
            i++;
        while (a[j] > pivot)
            j--;
        if (i <= j) {
            swap(&a[i], &a[j]);
            i++;
            j--;
        }
    }
    fork_spawn(qsort_tasks(a, j + 1));
    qsort_tasks(a + i, n - i);
    fork_join();
}

/* Not sites: the value combined reads memory the call may change, or is
 * combined by `-`; the lowering keeps the call. */
static long counter;
fork_task long bump(int n) {
    if (n == 0)
        return counter;
    counter += n;
    long a = fork_spawn(leaf_work(n));
    fork_join();
    long b = bump(n - 1);
    return b + (counter + a);
}
fork_task long minus(int n) {
    if (n < 2)
        return n;
    long a = fork_spawn(minus(n - 1));
    long b = minus(n - 2);
    fork_join();
    return a - b;
}

/* A compound literal passed by value (a struct parameter keeps the frame,
 * so not a site); a block-scope `extern` with a parameter's name, not a
 * site (docs/lowering.md, "Tail loops"); a
 * block-scope typedef hiding a parameter's type name is a site, with the
 * parameter's own type for the argument. */
struct pair {
    int cur, prev;
};
fork_task int literal_chain(int n, struct pair p) {
    if (n <= 0)
        return p.cur * 1000 + p.prev;
    return literal_chain(n - 1, (struct pair){p.cur + 1, p.cur});
}
int g_hidden = 100;
fork_task int hidden(int g_hidden, int s) {
    if (g_hidden <= 0)
        return s;
    int k = g_hidden - 1;
    {
        extern int g_hidden;
        return hidden(k, s + g_hidden);
    }
}
typedef int count;
fork_task int typedef_hidden(count n, int s) {
    if (n <= 0)
        return s;
    {
        typedef unsigned char count;
        return typedef_hidden(n - (count)1, s + 1);
    }
}

static long data[20000];

int main(void) {
    printf("fib %ld\n", fib(30));
    printf("fib_else %ld\n", fib_else(27));
    printf("prod %llu\n", prod(0, 5000));
    printf("mix %d\n", mix(25, 12345));
    printf("bits %u\n", bits(5, 11));
    long steps = 0;
    for (long x = 1; x < 300; x++)
        steps += chain(x, 0);
    printf("chain %ld\n", steps);
    printf("depth_sum %ld\n", depth_sum(400, 0));
    printf("count_down %ld\n", count_down(3000, 0));
    unsigned long long r = 88172645463325252ull;
    for (int i = 0; i < 20000; i++) {
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        data[i] = (long)(r % 100000);
    }
    qsort_tasks(data, 20000);
    long sorted = 1;
    unsigned long hash = 0;
    for (int i = 0; i < 20000; i++) {
        sorted &= i == 0 || data[i - 1] <= data[i];
        hash = hash * 31 + (unsigned long)data[i];
    }
    printf("qsort %ld %lu\n", sorted, hash);
    printf("bump %ld\n", bump(30));
    printf("minus %ld\n", minus(20));
    printf("literal_chain %d\n", literal_chain(5, (struct pair){10, 0}));
    printf("hidden %d %d\n", hidden(30, 0), g_hidden);
    printf("typedef_hidden %d\n", typedef_hidden(300, 0));
    return 0;
}
