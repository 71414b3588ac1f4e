/* FOUND (runtime, seed 504): a nested root (plain C calling a task from a task) resumes an outer frame whose child did forkc_resume_on; FORKC_WORKERS=1 aborts with 'internal error: a task frame was released on a stack it does not live on'. */
#include <forkc.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct pt { long a; unsigned long b; double c; };

static const unsigned long g_tbl[16] = {
    3, 141, 59, 26, 535, 8979, 323, 84, 626, 4338, 32, 79, 502, 88, 41, 97 };

static unsigned long mix(unsigned long h, unsigned long v) {
    h ^= v + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
    return h;
}
static unsigned long u_pt(struct pt p) {
    return mix(mix((unsigned long)p.a, p.b), (unsigned long)(p.c * 4.0));
}
static struct pt mkpt(unsigned long h) {
    struct pt p;
    p.a = (long)(h % 99991UL);
    return p;
}
/* plain C leaves (spawned: they run on the OS stack and never yield) */
static unsigned long leaf_ul(unsigned long x) { return mix(x, 0x51ed27UL) % 1000000007UL; }
static double leaf_dbl(unsigned long x) { return (double)(x % 8192UL) * 0.25; }
static void leaf_fill(unsigned long *out, int n, unsigned long x) {
    for (int i = 0; i < n; i++) out[i] = mix(x, (unsigned long)i);
}
static int g_nworkers = 1;
static atomic_ulong g_work;
fork_task double t3_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task unsigned long t4_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n);

static unsigned long nested_root(int d, unsigned long x) {
    return (unsigned long)(t5_val(d, x, g_tbl, 16));
}

fork_task unsigned long t0_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 249431UL);
    return (h);
}

fork_task int t1_val(int d, unsigned long x, const unsigned long *in, int n) {
}

fork_task long long t2_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 883514UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (long long)((h) % 1000000007UL);
    unsigned long a5[6] = {0};
    for (int i6 = 0; i6 < 6; i6++) {
        a5[i6] = fork_spawn(t4_val(d - 2, x + (unsigned long)i6, in, n));
    }
    unsigned long a7[2] = {0};
    for (int i8 = 0; i8 < 2; i8++) {
        if (i8 % 2 == 0) a7[i8] = fork_spawn(t4_val(d - 2, x + (unsigned long)i8, in, n));
        else a7[i8] = leaf_ul(x + (unsigned long)i8 + 7UL);
    }
    h = mix(h, nested_root(d - 2, h % 1000UL + 3UL));
    struct pt s9 = {0, 0, 0.0};
    s9.b = fork_spawn(t4_val(d - 2, h % 1000UL + 6UL, in, n));
    s9.c = fork_spawn(t3_val(d - 1, x ^ 21UL, in, n));
    unsigned long xs10 = mix(x, 15UL);
     {
        unsigned long x = xs10;
    }
    for (int k12 = 0; k12 < 6; k12++) h = mix(h, (a5[k12]));
    return (long long)((h) % 1000000007UL);
}

fork_task double t3_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 585297UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (double)((h) % 65536UL) * 0.25;
    unsigned char v14 = fork_spawn(t5_val(d - 1, x ^ 25UL, in, n));
    double v15 = fork_spawn(t3_val(d - 1, h % 1000UL + 0UL, in, n));
    unsigned long xs16 = mix(x, 63UL);
     {
    }
    unsigned long ix19[4] = {0};
}

fork_task unsigned long t4_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 882516UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (h);
    h = mix(h, x);
    unsigned long o23 = 0;
    unsigned long *pp24 = &o23;
    *pp24 = fork_spawn(t4_val(d - 1, mix(x, 662UL), in, n));
    if ((h & 4UL) != 0) {
    }
    struct pt s25 = {0, 0, 0.0};
    h = mix(h, nested_root(d - 2, mix(x, 927UL)));
    fork_join();
}

fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 740226UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (unsigned char)((h) & 0xffUL);
    struct pt s26 = {0, 0, 0.0};
    unsigned long xs27 = mix(x, 45UL);
     {
        fork_join();
    }
    if (u_pt(s26) % 3UL == 1UL) {
        unsigned long a29[2] = {0};
        for (int i30 = 0; i30 < 2; i30++) {
            if ((x + (unsigned long)i30 + h) % 3UL == 0) continue;
            a29[i30] = fork_spawn(leaf_ul(x + (unsigned long)i30));
        }
    } else {
        switch ((int)((x ^ h) % 4UL)) {
        case 0: {
            forkc_resume_on((unsigned)((x + 7UL) % (unsigned long)g_nworkers));
        }
        break;
        case 1: {
            if ((x + 4UL) % 2UL == 0) return (unsigned char)((mix(h, 50UL)) & 0xffUL);
            h = mix(h, (unsigned long)(t5_val(d - 1, u_pt(s26) % 997UL, in, n)) + 1UL);
        }
        }
        unsigned long b36[6] = {0};
        if ((x + 7UL) % 3UL == 0) {
            unsigned char v37 = fork_spawn(t5_val(d - 1, h % 1000UL + 6UL, in, n));
        }
    }
    int i40 = 0;
    do {
        h = mix(h, (unsigned long)(t5_val(d - 2, h % 1000UL + 0UL, in, n)) + 1UL);
        int i41 = 3;
        while (i41-- > 0) {
            unsigned long q42[4] = {0};
        }
        unsigned char c45 = t5_val(d - 1, u_pt(s26) % 997UL, in, n);
        h = mix(h, (unsigned long)(c45));
    } while (++i40 < 4);
    return (unsigned char)((h) & 0xffUL);
}
int main(void) {
    const char *e = getenv("FORKC_WORKERS");
    g_nworkers = e && atoi(e) > 0 ? atoi(e) : 1;
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (t0_val((int)dd, 289UL + dd, g_tbl, 16));
        unsigned long w = atomic_load(&g_work);
        printf("t1_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t2_val((int)dd, 67UL + dd, g_tbl, 16, mkpt(67UL)));
        unsigned long w = atomic_load(&g_work);
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
#if defined(__FORKC_LOWERED__)
    if (getenv("FORKC_FUZZ_STATS")) {
        forkc_stats st;
    }
#endif
    return 0;
}