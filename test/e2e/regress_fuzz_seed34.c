/* Regression (fuzz seed 34: hung ~1 run in 50 at 2-8 workers; nested roots with forkc_resume_on, fixed by the nested-root deque mark in runtime/worker.c). */
/* forkc fuzz program, seed 34 (test/fuzz/gen.py) */
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

fork_task unsigned t0_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task void t1_acc(unsigned long *out, int d, unsigned long x);
fork_task long t2_val(int d, unsigned long x, const unsigned long *in, int n, double w);
fork_task void t3_acc(unsigned long *out, int d, unsigned long x);
fork_task long long t4_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task void t5_fill(unsigned long *out, int n, int d, unsigned long x);
fork_task unsigned long t6_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);

/* plain C calling a task: from inside a worker this is a nested root */
static unsigned long nested_root(int d, unsigned long x) {
    return (t6_val(d, x, g_tbl, 16, mkpt(x)));
}

fork_task unsigned t0_val(int d, unsigned long x, const unsigned long *in, int n) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 181201UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (unsigned)((h) & 0xffffffUL);
    unsigned long q1[3] = {0};
    for (int j = 0; j < 3; j++) q1[j] = mix(x, (unsigned long)j);
    unsigned long r2 = fork_spawn(t6_val(d - 1, x ^ 19UL, q1, 3, mkpt(x ^ 19UL)));
    unsigned long p3 = 0;
    fork_spawn(t3_acc(&p3, d - 1, x + 7UL));
    fork_join();
    for (int k4 = 0; k4 < 3; k4++) h = mix(h, (q1[k4]));
    h = mix(h, (r2));
    h = mix(h, (p3));
    return (unsigned)((h) & 0xffffffUL);
}

fork_task void t1_acc(unsigned long *out, int d, unsigned long x) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    if (d <= 0) { *out = mix(x, 77UL); return; }
    *out = fork_spawn(t6_val(d - 1, x, g_tbl, 16, mkpt(x)));
}

fork_task long t2_val(int d, unsigned long x, const unsigned long *in, int n, double w) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 157048UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_dbl(w));
    if (d <= 0) return (long)((h) % 1000003UL);
    struct pt s5 = {0, 0, 0.0};
    s5.a = fork_spawn(t2_val(d - 1, x ^ 7UL, in, n, (double)((x ^ 7UL) % 64UL) * 0.5));
    s5.b = fork_spawn(t6_val(d - 2, h % 1000UL + 5UL, in, n, mkpt(h % 1000UL + 5UL)));
    s5.c = fork_spawn(leaf_dbl(x ^ 3UL));
    for (int i6 = 0; i6 < 4; i6++) {
        unsigned long q7[2] = {0};
        for (int j = 0; j < 2; j++) q7[j] = mix(x, (unsigned long)j);
        long long r8 = fork_spawn(t4_val(d - 1, x + 2UL, q7, 2, mkpt(x + 2UL)));
        unsigned long p9 = 0;
        fork_spawn(t3_acc(&p9, d - 1, mix(x, 599UL)));
        fork_join();
    }
    for (int i10 = 0; i10 < 3; i10++) {
        if (x % 2UL == 1UL) {
            unsigned long ix11[4] = {0};
            int ii12 = 0;
            ix11[ii12++] = fork_spawn(t6_val(d - 2, x + 0UL, in, n, mkpt(x + 0UL)));
            ix11[ii12++] = fork_spawn(t6_val(d - 1, x + 1UL, in, n, mkpt(x + 1UL)));
            ix11[ii12++] = fork_spawn(t6_val(d - 1, x + 2UL, in, n, mkpt(x + 2UL)));
            ix11[ii12++] = fork_spawn(t6_val(d - 1, x + 3UL, in, n, mkpt(x + 3UL)));
            ii12 = 99;
            fork_join();
        }
    }
    unsigned long b13[9] = {0};
    fork_spawn(t5_fill(b13, 4, d - 1, x ^ 20UL));
    t5_fill(&b13[4], 5, d - 1, x + 1UL);
    int i14 = 0;
    do {
        int i15 = 0;
        do {
            h = mix(h, x);
            if (x % 2UL == 1UL) return (long)((mix(h, 24UL)) % 1000003UL);
        } while (++i15 < 4);
        unsigned long q16[6] = {0};
        for (int j = 0; j < 6; j++) q16[j] = mix(x, (unsigned long)j);
        long r17 = fork_spawn(t2_val(d - 1, x + 5UL, q16, 6, (double)((x + 5UL) % 64UL) * 0.5));
        h = mix(h, nested_root(d - 1, x + 7UL));
        fork_join();
    } while (++i14 < 3);
    fork_join();
    for (int k18 = 0; k18 < 9; k18++) h = mix(h, (b13[k18]));
    return (long)((h) % 1000003UL);
}

fork_task void t3_acc(unsigned long *out, int d, unsigned long x) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    if (d <= 0) { *out = mix(x, 77UL); return; }
    unsigned long tmp = 0;
    fork_spawn(t3_acc(&tmp, d - 1, mix(x, 3UL)));
    fork_join();
    *out = mix(tmp, x);
}

fork_task long long t4_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 968305UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (long long)((h) % 1000000007UL);
    if (x % 2UL == 1UL) {
        switch ((int)((x ^ h) % 5UL)) {
        case 0: {
            h = mix(h, x);
            h = mix(h, (t6_val(d - 1, x ^ 10UL, in, n, mkpt(x ^ 10UL))) + 1UL);
        }
        break;
        case 1: {
            fork_spawn(t4_val(d - 1, mix(x, 594UL), in, n, mkpt(mix(x, 594UL))));
            fork_spawn(t6_val(d - 1, h % 1000UL + 9UL, in, n, mkpt(h % 1000UL + 9UL)));
            fork_join();
        }
        break;
        case 2: {
            unsigned long ix19[4] = {0};
            int ii20 = 0;
            ix19[ii20++] = fork_spawn(t6_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            ix19[ii20++] = fork_spawn(t6_val(d - 1, x + 1UL, in, n, mkpt(x + 1UL)));
            ix19[ii20++] = fork_spawn(t6_val(d - 2, x + 2UL, in, n, mkpt(x + 2UL)));
            ix19[ii20++] = fork_spawn(t6_val(d - 2, x + 3UL, in, n, mkpt(x + 3UL)));
            ii20 = 99;
            fork_join();
        }
        break;
        case 3: {
            unsigned long l21 = fork_spawn(leaf_ul(mix(x, 992UL)));
            unsigned long c22 = t6_val(d - 1, x + 4UL, in, n, mkpt(x + 4UL));
            h = mix(h, (c22));
            fork_join();
        }
        /* fall through */
        default: {
            h = mix(h, x);
            fork_spawn(t4_val(d - 2, x + 1UL, in, n, mkpt(x + 1UL)));
            fork_join();
        }
        break;
        }
        unsigned long c23 = t6_val(d - 1, x ^ 14UL, in, n, mkpt(x ^ 14UL));
        h = mix(h, (c23));
        if ((x + 7UL) % 4UL == 0) {
            h = mix(h, (c23));
            unsigned long q24[2] = {0};
            for (int j = 0; j < 2; j++) q24[j] = mix(x, (unsigned long)j);
            long long r25 = fork_spawn(t4_val(d - 1, h % 1000UL + 6UL, q24, 2, mkpt(h % 1000UL + 6UL)));
            double l26 = fork_spawn(leaf_dbl(x + 8UL));
            fork_join();
        }
    } else {
        unsigned long v27 = fork_spawn(t6_val(d - 1, x ^ 8UL, in, n, mkpt(x ^ 8UL)));
        for (int i28 = 0; i28 < 3; i28++) {
            fork_join();
            h = mix(h, (v27));
            h = mix(h, nested_root(d - 2, x + 8UL));
        }
        unsigned long xs29 = mix(x, 80UL);
         {
            unsigned long x = xs29;
            fork_spawn(t4_val(d - 1, x + 2UL, in, n, mkpt(x + 2UL)));
            unsigned long q30[3] = {0};
            for (int j = 0; j < 3; j++) q30[j] = mix(x, (unsigned long)j);
            unsigned long r31 = fork_spawn(t6_val(d - 2, x + 3UL, q30, 3, mkpt(x + 3UL)));
            fork_join();
        }
    }
    fork_join();
    h = mix(h, x);
    return (long long)((h) % 1000000007UL);
}

fork_task void t5_fill(unsigned long *out, int n, int d, unsigned long x) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    if (n <= 0) return;
    if (n <= 1 || d <= 0) {
        leaf_fill(out, n, x);
        return;
    }
    int half = n / 2;
    fork_spawn(t5_fill(out, half, d - 2, mix(x, 1UL)));
    fork_spawn(t5_fill(out + half, n - half, d - 1, mix(x, 2UL)));
}

fork_task unsigned long t6_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed);
    unsigned long h = mix(x, 295771UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (h);
    h = mix(h, (t6_val(d - 1, x + 7UL, in, n, mkpt(x + 7UL))) + 1UL);
    int i32 = 0;
    do {
        unsigned long xs33 = mix(x, 28UL);
         {
            unsigned long x = xs33;
            unsigned long c34 = t6_val(d - 1, h % 1000UL + 9UL, in, n, mkpt(h % 1000UL + 9UL));
            h = mix(h, (c34));
            c34 = fork_spawn(t6_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            unsigned long v35 = fork_spawn(t6_val(d - 1, mix(x, 155UL), in, n, mkpt(mix(x, 155UL))));
            fork_join();
        }
        int g36 = 0;
        Ltop37:
        if (g36 >= 2) goto Lend38;
         {
            forkc_resume_on((unsigned)((x + 2UL) % (unsigned long)g_nworkers));
            h = mix(h, (t6_val(d - 1, x + 3UL, in, n, mkpt(x + 3UL))) + 1UL);
            unsigned long v39 = fork_spawn(t6_val(d - 1, x ^ 30UL, in, n, mkpt(x ^ 30UL)));
            fork_join();
        }
        g36++;
        goto Ltop37;
        Lend38:;
    } while (++i32 < 1);
    if (x % 2UL == 1UL) goto L40;
     {
        h = mix(h, nested_root(d - 1, x + 4UL));
        h = mix(h, x);
        switch ((int)((x ^ h) % 5UL)) {
        case 0: {
            unsigned long v41 = fork_spawn(t6_val(d - 1, x + 6UL, in, n, mkpt(x + 6UL)));
            unsigned long v42 = fork_spawn(t6_val(d - 1, h % 1000UL + 1UL, in, n, mkpt(h % 1000UL + 1UL)));
            fork_join();
        }
        break;
        case 1: {
            if ((x + 1UL) % 5UL == 0) return (mix(h, 91UL));
            unsigned long q43[6] = {0};
            for (int j = 0; j < 6; j++) q43[j] = mix(x, (unsigned long)j);
            unsigned long r44 = fork_spawn(t6_val(d - 2, x + 4UL, q43, 6, mkpt(x + 4UL)));
            fork_join();
        }
        break;
        case 2: {
            if ((h & 8UL) != 0) return (mix(h, 68UL));
        }
        break;
        case 3: {
            unsigned long l45 = fork_spawn(leaf_ul(x ^ 18UL));
            fork_join();
        }
        break;
        default: {
            unsigned long ix46[2] = {0};
            int ii47 = 0;
            ix46[ii47++] = fork_spawn(t6_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            ix46[ii47++] = fork_spawn(t6_val(d - 1, x + 1UL, in, n, mkpt(x + 1UL)));
            ii47 = 99;
            unsigned long c48 = t6_val(d - 2, x + 5UL, in, n, mkpt(x + 5UL));
            h = mix(h, (c48));
            fork_join();
        }
        break;
        }
    }
    L40:;
    h = mix(h, (t6_val(d - 1, h % 1000UL + 3UL, in, n, mkpt(h % 1000UL + 3UL))) + 1UL);
    return (h);
}

int main(void) {
    const char *e = getenv("FORKC_WORKERS");
    g_nworkers = e && atoi(e) > 0 ? atoi(e) : 1;
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t0_val((int)dd, 666UL + dd, g_tbl, 16));
        unsigned long w = atomic_load(&g_work);
        printf("t0_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t2_val((int)dd, 264UL + dd, g_tbl, 16, 2.25));
        unsigned long w = atomic_load(&g_work);
        printf("t2_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (unsigned long)(t4_val((int)dd, 105UL + dd, g_tbl, 16, mkpt(105UL)));
        unsigned long w = atomic_load(&g_work);
        printf("t4_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = (t6_val((int)dd, 404UL + dd, g_tbl, 16, mkpt(404UL)));
        unsigned long w = atomic_load(&g_work);
        printf("t6_val(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = 0;
        t1_acc(&res, (int)dd, 9UL);
        unsigned long w = atomic_load(&g_work);
        printf("t1_acc(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long res = 0;
        t3_acc(&res, (int)dd, 9UL);
        unsigned long w = atomic_load(&g_work);
        printf("t3_acc(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        unsigned long buf[16];
        t5_fill(buf, 16, (int)dd, 5UL);
        unsigned long res = 0;
        for (int i = 0; i < 16; i++) res = mix(res, buf[i]);
        unsigned long w = atomic_load(&g_work);
        printf("t5_fill(%lu) = %lu [%lu calls]\n", dd, res, w);
        if (w * (w / prev + 1) > 10000UL) break;
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
