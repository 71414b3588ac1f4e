/* Spawns into a variable of another type than the task's (`long x =
 * fork_spawn(count(n))`, count returning int), as OpenCilk accepts them:
 * int -> long, int -> double, float -> double, int -> unsigned char
 * (truncating), int -> _Bool, void * -> char *, into declarations, plain
 * assignments, parameters and a frame-resident variable, in a loop with a
 * join per iteration, and read after an explicit join or a return's
 * implicit one.  `patient` makes the continuation after its spawn likely to
 * be stolen (it waits, at most 50 ms, for the continuation to start): then
 * the value reaches the variable at the join, through the child's
 * temporary.  The plugin build checks with 2 or more workers that this
 * happened at least once. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static atomic_int continued;  /* the continuation after patient's spawn ran */
static atomic_int seen_early; /* ... while the child still waited */

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

fork_task int count(int n) {
    if (n < 2)
        return n;
    int a = fork_spawn(count(n - 1));
    int b = count(n - 2);
    fork_join();
    return a + b;
}

fork_task int patient(int v) {
    double end = now_ms() + 50;
    while (!atomic_load(&continued) && now_ms() < end) {
    }
    if (atomic_load(&continued))
        atomic_fetch_add(&seen_early, 1);
    return v;
}

fork_task float half(int n) { return (float)n / 2.0f; }
fork_task void *addr(char *base, int i) { return base + i; }

static char buf[64];

fork_task long mixed(int n) {
    long x = fork_spawn(count(n)); /* int -> long, a declaration */
    double y;
    y = fork_spawn(count(n - 1)); /* int -> double, an assignment */
    double h = fork_spawn(half(n));
    unsigned char small = fork_spawn(count(n + 3)); /* truncates, as C does */
    _Bool nonzero = fork_spawn(count(n - 2));
    char *p = fork_spawn(addr(buf, n % 64));
    fork_join();
    return x + (long)y + (long)(4 * h) + small + nonzero + (p - buf);
}

/* The continuation runs before the child is done when it was stolen. */
fork_task long stolen_case(int v) {
    atomic_store(&continued, 0);
    long x = fork_spawn(patient(v)); /* int -> long */
    atomic_store(&continued, 1);
    double d = fork_spawn(patient(v + 1)); /* int -> double */
    fork_join();
    return x * 10 + (long)d;
}

/* A parameter receives the spawn; the implicit join of the return. */
fork_task long into_param(long n) {
    n = fork_spawn(count((int)(n % 20)));
    fork_join();
    return n;
}

fork_task long at_return(int n) {
    long x = fork_spawn(count(n));
    return 0 * x + 1; /* returns after the implicit join; x not read */
}

/* A frame-resident destination (its address is taken). */
fork_task long resident(int n) {
    long x = 0;
    long *px = &x;
    x = fork_spawn(count(n));
    fork_join();
    return *px;
}

fork_task long looped(int n) {
    long sum = 0;
    for (int i = 0; i < 6; i++) {
        long z = fork_spawn(count(n - i));
        long w = fork_spawn(count(n - i - 1));
        fork_join();
        sum += z * 3 + w;
    }
    return sum;
}

int main(void) {
    long total = 0;
    for (int i = 0; i < 40; i++)
        total += mixed(10 + i % 9);
    printf("mixed %ld\n", total);
    long s = 0;
    for (int i = 0; i < 8; i++)
        s += stolen_case(i);
    printf("stolen_case %ld\n", s);
    printf("into_param %ld at_return %ld resident %ld looped %ld\n", into_param(23),
           at_return(15), resident(18), looped(16));
#ifdef __FORKC_LOWERED__
    const char *w = getenv("FORKC_WORKERS");
    if (w && atoi(w) >= 2 && atomic_load(&seen_early) == 0) {
        fprintf(stderr, "spawn_convert: no continuation was stolen at %s workers\n", w);
        return 1;
    }
#endif
    return 0;
}
