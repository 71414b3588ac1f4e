/* Regression (found by test/fuzz, fixed in runtime/worker.c: a nested root's loop no longer takes deque items pushed under its mark, nor exits while items above it remain). */
/* forkc fuzz program, seed 504 (test/fuzz/gen.py) */
/* The generator declares locals that the program may not read: kept as generated. */
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
#pragma GCC diagnostic ignored "-Wunused-function"
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
static unsigned long u_dbl(double v) { return (unsigned long)(v * 4.0); }
static unsigned long u_flt(float v) { return (unsigned long)(v * 4.0f); }
static unsigned long u_pt(struct pt p) {
    return mix(mix((unsigned long)p.a, p.b), (unsigned long)(p.c * 4.0));
}
static struct pt mkpt(unsigned long h) {
    struct pt p;
    p.a = (long)(h % 99991UL);
    p.b = h >> 7;
    p.c = (double)(h % 1024UL) * 0.25;
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

fork_task unsigned long t0_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task int t1_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task long long t2_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task double t3_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task unsigned long t4_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n);

/* plain C calling a task: from inside a worker this is a nested root */
static unsigned long nested_root(int d, unsigned long x) {
    return (unsigned long)(t5_val(d, x, g_tbl, 16));
}

fork_task unsigned long t0_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 249431UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (h);
    forkc_resume_on((unsigned)((x + 7UL) % (unsigned long)g_nworkers));
    unsigned long ix1[3] = {0};
    int ii2 = 0;
    ix1[ii2++] = fork_spawn(t0_val(d - 1, x + 0UL, in, n));
    ix1[ii2++] = fork_spawn(t0_val(d - 1, x + 1UL, in, n));
    ix1[ii2++] = fork_spawn(t0_val(d - 1, x + 2UL, in, n));
    ii2 = 99;
    fork_join();
    return (h);
}

fork_task int t1_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 963091UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (int)((h) % 30011UL);
    h = mix(h, (unsigned long)(t1_val(d - 2, mix(x, 985UL), in, n)) + 1UL);
    double c3 = t3_val(d - 2, x ^ 27UL, in, n);
    unsigned char v4 = fork_spawn(t5_val(d - 1, x + 1UL, in, n));
    fork_join();
    h = mix(h, (unsigned long)(v4));
    return (int)((h) % 30011UL);
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
        long long v11 = fork_spawn(t2_val(d - 2, x + 3UL, in, n, mkpt(x + 3UL)));
        fork_join();
    }
    for (int k12 = 0; k12 < 6; k12++) h = mix(h, (a5[k12]));
    for (int k13 = 0; k13 < 2; k13++) h = mix(h, (a7[k13]));
    h = mix(h, u_pt(s9));
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
        unsigned long x = xs16;
        unsigned char v17 = fork_spawn(t5_val(d - 2, h % 1000UL + 4UL, in, n));
        unsigned long l18 = fork_spawn(leaf_ul(x ^ 17UL));
        fork_join();
    }
    unsigned long ix19[4] = {0};
    int ii20 = 0;
    ix19[ii20++] = fork_spawn(t4_val(d - 2, x + 0UL, in, n));
    ix19[ii20++] = fork_spawn(t4_val(d - 1, x + 1UL, in, n));
    ix19[ii20++] = fork_spawn(t4_val(d - 1, x + 2UL, in, n));
    ix19[ii20++] = fork_spawn(t4_val(d - 2, x + 3UL, in, n));
    ii20 = 99;
    double v21 = fork_spawn(t3_val(d - 1, mix(x, 513UL), in, n));
    fork_join();
    h = mix(h, (unsigned long)(v14));
    h = mix(h, u_dbl(v15));
    for (int k22 = 0; k22 < 4; k22++) h = mix(h, (ix19[k22]));
    h = mix(h, u_dbl(v21));
    return (double)((h) % 65536UL) * 0.25;
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
        h = mix(h, nested_root(d - 2, x + 9UL));
        fork_join();
        h = mix(h, (o23));
        o23 = fork_spawn(t4_val(d - 2, x + 8UL, in, n));
    }
    struct pt s25 = {0, 0, 0.0};
    s25.b = fork_spawn(t4_val(d - 1, x + 6UL, in, n));
    s25.c = fork_spawn(leaf_dbl(h % 1000UL + 4UL));
    h = mix(h, nested_root(d - 2, mix(x, 927UL)));
    fork_join();
    h = mix(h, (o23));
    h = mix(h, (o23));
    h = mix(h, u_pt(s25));
    return (h);
}

fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 740226UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (unsigned char)((h) & 0xffUL);
    struct pt s26 = {0, 0, 0.0};
    s26.b = fork_spawn(leaf_ul(x + 8UL));
    s26.c = fork_spawn(leaf_dbl(x ^ 29UL));
    unsigned long xs27 = mix(x, 45UL);
     {
        unsigned long x = xs27;
        unsigned char v28 = fork_spawn(t5_val(d - 1, h % 1000UL + 2UL, in, n));
        fork_join();
    }
    if (u_pt(s26) % 3UL == 1UL) {
        unsigned long a29[2] = {0};
        for (int i30 = 0; i30 < 2; i30++) {
            if ((x + (unsigned long)i30 + h) % 3UL == 0) continue;
            a29[i30] = fork_spawn(leaf_ul(x + (unsigned long)i30));
        }
        unsigned char v31 = fork_spawn(t5_val(d - 2, mix(x, 356UL), in, n));
        fork_join();
    } else {
        switch ((int)((x ^ h) % 4UL)) {
        case 0: {
            forkc_resume_on((unsigned)((x + 7UL) % (unsigned long)g_nworkers));
            fork_spawn(t5_val(d - 1, mix(x, 641UL), in, n));
            fork_join();
        }
        break;
        case 1: {
            if ((x + 4UL) % 2UL == 0) return (unsigned char)((mix(h, 50UL)) & 0xffUL);
            h = mix(h, (unsigned long)(t5_val(d - 1, u_pt(s26) % 997UL, in, n)) + 1UL);
        }
        break;
        case 2: {
            unsigned long b32[5] = {0};
            fork_spawn(leaf_fill(b32, 2, x + 5UL));
            fork_spawn(leaf_fill(b32 + 2, 3, mix(x, 111UL)));
            struct pt s33 = {0, 0, 0.0};
            s33.b = fork_spawn(leaf_ul(u_pt(s26) % 997UL));
            s33.c = fork_spawn(leaf_dbl(h % 1000UL + 3UL));
            fork_join();
        }
        break;
        default: {
            unsigned long q34[1] = {0};
            for (int j = 0; j < 1; j++) q34[j] = mix(x, (unsigned long)j);
            unsigned char r35 = fork_spawn(t5_val(d - 1, x + 8UL, q34, 1));
            fork_join();
        }
        break;
        }
        unsigned long b36[6] = {0};
        fork_spawn(leaf_fill(b36, 3, mix(x, 570UL)));
        fork_spawn(leaf_fill(b36 + 3, 3, u_pt(s26) % 997UL));
        if ((x + 7UL) % 3UL == 0) {
            unsigned char v37 = fork_spawn(t5_val(d - 1, h % 1000UL + 6UL, in, n));
            fork_join();
        } else {
            unsigned long a38[5] = {0};
            for (int i39 = 0; i39 < 5; i39++) {
                a38[i39] = fork_spawn(leaf_ul(x + (unsigned long)i39));
            }
            h = mix(h, nested_root(d - 1, x + 1UL));
            fork_join();
        }
    }
    int i40 = 0;
    do {
        h = mix(h, (unsigned long)(t5_val(d - 2, h % 1000UL + 0UL, in, n)) + 1UL);
        int i41 = 3;
        while (i41-- > 0) {
            unsigned long q42[4] = {0};
            for (int j = 0; j < 4; j++) q42[j] = mix(x, (unsigned long)j);
            unsigned char r43 = fork_spawn(t5_val(d - 2, x + 1UL, q42, 4));
            unsigned char v44 = fork_spawn(t5_val(d - 2, h % 1000UL + 5UL, in, n));
            fork_join();
        }
        unsigned char c45 = t5_val(d - 1, u_pt(s26) % 997UL, in, n);
        h = mix(h, (unsigned long)(c45));
    } while (++i40 < 4);
    double l46 = fork_spawn(leaf_dbl(mix(x, 266UL)));
    unsigned long ix47[4] = {0};
    int ii48 = 0;
    ix47[ii48++] = fork_spawn(leaf_ul(x + 0UL));
    ix47[ii48++] = fork_spawn(leaf_ul(x + 1UL));
    ix47[ii48++] = fork_spawn(leaf_ul(x + 2UL));
    ix47[ii48++] = fork_spawn(leaf_ul(x + 3UL));
    ii48 = 99;
    unsigned char v49 = fork_spawn(t5_val(d - 1, u_pt(s26) % 997UL, in, n));
    fork_join();
    h = mix(h, u_pt(s26));
    h = mix(h, u_dbl(l46));
    for (int k50 = 0; k50 < 4; k50++) h = mix(h, (ix47[k50]));
    h = mix(h, (unsigned long)(v49));
    return (unsigned char)((h) & 0xffUL);
}

int main(void) {
    const char *e = getenv("FORKC_WORKERS");
    g_nworkers = e && atoi(e) > 0 ? atoi(e) : 1;
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (t0_val((int)dd, 289UL + dd, g_tbl, 16));
        unsigned long w = atomic_load(&g_work);
        printf("t0_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 20000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t1_val((int)dd, 102UL + dd, g_tbl, 16));
        unsigned long w = atomic_load(&g_work);
        printf("t1_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 20000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t2_val((int)dd, 67UL + dd, g_tbl, 16, mkpt(67UL)));
        unsigned long w = atomic_load(&g_work);
        printf("t2_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 20000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
#if defined(__FORKC_LOWERED__)
    if (getenv("FORKC_FUZZ_STATS")) {
        forkc_stats st;
        forkc_pool_stats(forkc_default_pool(), &st);
        fprintf(stderr, "forkc-steals %llu\n", st.steals);
    }
#endif
    return 0;
}
