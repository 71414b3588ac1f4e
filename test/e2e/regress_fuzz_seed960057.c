/* Regression (fuzz seed 960057: refused, a VLA in a switch's default after cases that spawn and break, joined after the switch; the statement pass follows break and case labels, plugin/CheckSpawns.cpp). */
/* forkc fuzz program, seed 960057 (test/fuzz/gen.py) */
#include <forkc.h>
#include <forkc/reducers.h>
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
/* non-commutative reducers for fork_for: a polynomial hash of the values
 * appended in iteration order (a view is (hash, 31^length), so two views
 * concatenate), and the value of the last iteration that set one */
struct fz_hs { unsigned long h, pow; };
static void fz_hs_identity(void *v) { struct fz_hs *a = v; a->h = 0; a->pow = 1; }
static void fz_hs_reduce(void *l, void *r) {
    struct fz_hs *a = l, *b = r;
    a->h = a->h * b->pow + b->h;
    a->pow *= b->pow;
}
/* appends to a fz_hs view: spawned with a reducer's address, it updates the
 * view current at the spawn while the continuation gets its own */
static void fz_hs_push(struct fz_hs *a, unsigned long v) {
    a->h = a->h * 31UL + v % 1009UL;
    a->pow *= 31UL;
}
struct fz_last { unsigned long v; int set; };
static void fz_last_identity(void *v) { struct fz_last *a = v; a->v = 0; a->set = 0; }
static void fz_last_reduce(void *l, void *r) {
    struct fz_last *a = l, *b = r;
    if (b->set) *a = *b;
}
struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) g_hs = {0UL, 1UL};
static inline void fz_g_push(unsigned long v) { fz_hs_push(&g_hs, v); }
static int g_nworkers = 1;
static atomic_ulong g_work;
#define FZ_WORK_CAP 200000UL

static inline void fz_count(void) {
    if (atomic_fetch_add_explicit(&g_work, 1, memory_order_relaxed) + 1 == FZ_WORK_CAP) {
        printf("work cap of %lu calls reached\n", (unsigned long)FZ_WORK_CAP);
        fflush(stdout);
        _Exit(0);
    }
}

#define FZ_DEFINE_FOLD(name, T)                                                \
    static inline fork_task T name(int d, unsigned long x) {                   \
        fz_count();                                                            \
        if (d <= 1)                                                            \
            return (T)(mix(x, 11UL) % 1000UL);                                 \
        T a = fork_spawn(name(d - 1, mix(x, 1UL)));                            \
        T b = name(d - 2, mix(x, 2UL));                                        \
        fork_join();                                                           \
        return (T)(a + b);                                                     \
    }
FZ_DEFINE_FOLD(fz_fold_ul, unsigned long)
FZ_DEFINE_FOLD(fz_fold_int, int)

fork_task unsigned long t0_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task unsigned long t1_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task unsigned long t2_val(int d, unsigned long x, const unsigned long *in, int n);
fork_task int t3_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task unsigned long t4_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q);
fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n);
static unsigned long cfor0(int d, unsigned long x, const unsigned long *in, int n);


fork_task unsigned long t0_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    fz_count();
    unsigned long h = mix(x, 792530UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (h);
    h = mix(h, x);
    #define FZ_READ1 (x + (unsigned long)d + h)
    #define FZ_SPAWN2(dst) dst = fork_spawn(t2_val(d - 2, FZ_READ1, in, n))
    unsigned long mv3;
    FZ_SPAWN2(mv3);
    fork_join();
    h = mix(h, mv3 ^ FZ_READ1);
    #undef FZ_SPAWN2
    #undef FZ_READ1
    h = mix(h, x);
    h = mix(h, x);
    return (h);
}

fork_task unsigned long t1_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    fz_count();
    unsigned long h = mix(x, 799927UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (h);
    unsigned long gv4 = fork_spawn(fz_fold_ul((int)(d % 7), x + 1UL));
    fork_join();
    h = mix(h, (unsigned long)gv4);
    unsigned long xs5 = mix(x, 3UL);
     {
        unsigned long x = xs5;
        int v6 = fork_spawn(t5_val(d - 1, x + 7UL, in, n));
        if ((h & 2UL) != 0) goto L7;
         {
            unsigned long ix8[4] = {0};
            int ii9 = 0;
            ix8[ii9++] = fork_spawn(t1_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            ix8[ii9++] = fork_spawn(t2_val(d - 1, x + 1UL, in, n));
            ix8[ii9++] = fork_spawn(t4_val(d - 1, x + 2UL, in, n, mkpt(x + 2UL)));
            ix8[ii9++] = fork_spawn(t1_val(d - 1, x + 3UL, in, n, mkpt(x + 3UL)));
            ii9 = 99;
            fork_join();
        }
        L7:;
        fork_join();
    }
    int i10 = 1;
    while (i10-- > 0) {
        if (d > 1) break;
    }
    unsigned long fa12[2] = {0};
    long long lo13 = 386;
    long long hi14 = 384;
    long long fi11;
    unsigned long forkc_reducer_sum(ulong) rd15 = 7UL;
    unsigned long hf16 = h;
    fork_for (fi11 = lo13; fi11 > hi14; --fi11) {
        unsigned long h = mix(hf16, (unsigned long)(fi11));
        __typeof__(&t5_val) fp17 = t5_val;
        unsigned char v18 = fork_spawn(fp17(d - 2, x + 0UL, in, n));
        /* implicit join at the end of the iteration */
        fa12[fi11 - (385)] = h;
        rd15 += h;
    }
    for (int k19 = 0; k19 < 2; k19++) h = mix(h, fa12[k19]);
    h = mix(h, (rd15));
    h = mix(h, (unsigned long)(fi11));
    return (h);
}

fork_task unsigned long t2_val(int d, unsigned long x, const unsigned long *in, int n) {
    fz_count();
    unsigned long h = mix(x, 391303UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (h);
    h = mix(h, x);
    h = mix(h, (unsigned long)fz_fold_int((int)(d % 7), h % 1000UL + 5UL));
    if ((x + 7UL) % 3UL == 0) return (mix(h, 40UL));
    if (x % 2UL == 1UL) return (mix(h, 59UL));
    unsigned long fa21[9] = {0};
    int fi20;
    struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) rd22 = {6UL, 1UL};
    struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) rd23 = {9UL, 1UL};
    unsigned long hf24 = h;
    fork_for (fi20 = (-71); fi20 > (int)((-97) + (long)(x & 0UL)); fi20 -= 3) {
        unsigned long h = mix(hf24, (unsigned long)(fi20));
        fa21[(fi20 - ((-95))) / 3] = h;
        fork_spawn(fz_hs_push(&rd22, mix(h, 7UL)));
        fork_spawn(fz_hs_push(&rd23, mix(h, 7UL)));
        rd22.h = rd22.h * 31UL + h % 1009UL; rd22.pow *= 31UL;
        rd23.h = rd23.h * 31UL + h % 1009UL; rd23.pow *= 31UL;
    }
    for (int k25 = 0; k25 < 9; k25++) h = mix(h, fa21[k25]);
    h = mix(h, mix(rd22.h, rd22.pow));
    h = mix(h, mix(rd23.h, rd23.pow));
    h = mix(h, (unsigned long)(fi20));
    unsigned long r26 = fork_spawn(t2_val(d - 1, x + 5UL, fa21, 9));
    fork_join();
    for (int k27 = 0; k27 < 9; k27++) h = mix(h, (fa21[k27]));
    h = mix(h, (r26));
    return (h);
}

fork_task int t3_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    fz_count();
    unsigned long h = mix(x, 174178UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (int)((h) % 30011UL);
    if (d > 3) {
        unsigned long c28 = t4_val(d - 1, x + 5UL, in, n, mkpt(x + 5UL));
    } else {
        struct pt s29 = {0, 0, 0.0};
        s29.b = fork_spawn(t4_val(d - 1, mix(x, 833UL), in, n, mkpt(mix(x, 833UL))));
        s29.c = fork_spawn(leaf_dbl(mix(x, 574UL)));
        unsigned long xs30 = mix(x, 85UL);
         {
            unsigned long x = xs30;
            unsigned long hs31 = h;
            unsigned long h = mix(hs31, 1UL);
            unsigned long b32[8] = {0};
            fork_spawn(leaf_fill(b32, 4, x + 6UL));
            fork_spawn(leaf_fill(b32 + 4, 4, x ^ 20UL));
            fork_join();
            xs30 = h;
        }
        h = mix(h, xs30);
    }
    h = mix(h, x);
    int c33 = t3_val(d - 1, x ^ 15UL, in, n, mkpt(x ^ 15UL));
    h = mix(h, (unsigned long)(c33));
    switch ((int)((x ^ h) % 4UL)) {
    case 0: {
        c33 = fork_spawn(t3_val(d - 1, (unsigned long)(c33) % 997UL, in, n, mkpt((unsigned long)(c33) % 997UL)));
    }
    break;
    case 1: {
        c33 = fork_spawn(t3_val(d - 1, h % 1000UL + 8UL, in, n, mkpt(h % 1000UL + 8UL)));
    }
    break;
    case 2: {
        g_hs.h = g_hs.h * 31UL + h % 1009UL; g_hs.pow *= 31UL;
        if ((x + 3UL) % 5UL == 0) {
            unsigned long a34[3] = {0};
            for (int i35 = 0; i35 < 3; i35++) {
                if (i35 % 2 == 0) a34[i35] = fork_spawn(t4_val(d - 1, x + (unsigned long)i35, in, n, mkpt(x + (unsigned long)i35)));
                else a34[i35] = leaf_ul(x + (unsigned long)i35 + 7UL);
            }
            unsigned char v36 = fork_spawn(t5_val(d - 1, h % 1000UL + 1UL, in, n));
            struct pt s37 = {0, 0, 0.0};
            s37.b = fork_spawn(t4_val(d - 1, h % 1000UL + 5UL, in, n, mkpt(h % 1000UL + 5UL)));
            s37.c = fork_spawn(leaf_dbl(h % 1000UL + 2UL));
            fork_join();
        }
    }
    break;
    default: {
        c33 = t3_val(d - 1, mix(x, 994UL), in, n, mkpt(mix(x, 994UL)));
         {
            unsigned long vla38[x % 6UL + 1];
            for (unsigned long i39 = 0; i39 <= x % 6UL; i39++) vla38[i39] = fork_spawn(t4_val(d - 2, x + (unsigned long)i39, in, n, mkpt(x + (unsigned long)i39)));
            fork_join();
            for (unsigned long i39 = 0; i39 <= x % 6UL; i39++) h = mix(h, vla38[i39]);
        }
    }
    break;
    }
    fork_join();
    unsigned long gv40 = fork_spawn(fz_fold_ul((int)(d % 7), x + 1UL));
    fork_join();
    h = mix(h, (unsigned long)gv40);
    fz_g_push(mix(h, 529UL));
    unsigned long b41[11] = {0};
    fork_spawn(leaf_fill(b41, 5, h % 1000UL + 5UL));
    fork_spawn(leaf_fill(b41 + 5, 6, h % 1000UL + 0UL));
    /* implicit join */
    return (int)((h) % 30011UL);
}

fork_task unsigned long t4_val(int d, unsigned long x, const unsigned long *in, int n, struct pt q) {
    fz_count();
    unsigned long h = mix(x, 725733UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    h = mix(h, u_pt(q));
    if (d <= 0) return (h);
    int g42 = 0;
    Ltop43:
    if (g42 >= 1) goto Lend44;
     {
        unsigned long xs45 = mix(x, 10UL);
         {
            unsigned long x = xs45;
            fork_spawn(t5_val(d - 2, x + 1UL, in, n));
            h = mix(h, (unsigned long)(t5_val(d - 2, mix(x, 44UL), in, n)) + 1UL);
            fork_join();
        }
        h = mix(h, x);
        unsigned char v46 = fork_spawn(t5_val(d - 1, mix(x, 811UL), in, n));
        fork_join();
    }
    g42++;
    goto Ltop43;
    Lend44:;
    unsigned long o47 = 0;
    unsigned long *pp48 = &o47;
    *pp48 = fork_spawn(t4_val(d - 1, x + 6UL, in, n, mkpt(x + 6UL)));
    if ((x + 7UL) % 4UL == 0) {
        unsigned long b49[2] = {0};
        fork_spawn(leaf_fill(b49, 1, x + 7UL));
        fork_spawn(leaf_fill(b49 + 1, 1, x + 1UL));
        if (d > 3) return (mix(h, 15UL));
        for (int i50 = 0; i50 < 1; i50++) {
            unsigned char v51 = fork_spawn(t5_val(d - 2, h % 1000UL + 0UL, in, n));
            fork_join();
            int gv52 = fork_spawn(fz_fold_int((int)(d % 7), h % 1000UL + 8UL));
            fork_join();
            h = mix(h, (unsigned long)gv52);
            h = mix(h, cfor0(d - 1, h % 1000UL + 5UL, in, n));
        }
        fork_join();
    }
    if (x % 2UL == 1UL) {
        unsigned long c53 = t4_val(d - 1, x + 7UL, in, n, mkpt(x + 7UL));
        int g54 = 0;
        Ltop55:
        if (g54 >= 3) goto Lend56;
         {
            fork_join();
            h = mix(h, (c53));
            unsigned long b57[12] = {0};
            fork_spawn(leaf_fill(b57, 6, h % 1000UL + 5UL));
            fork_spawn(leaf_fill(b57 + 6, 6, x + 7UL));
            fork_join();
        }
        g54++;
        goto Ltop55;
        Lend56:;
    } else {
        unsigned long xs58 = mix(x, 64UL);
         {
            unsigned long x = xs58;
            unsigned long v59 = fork_spawn(t4_val(d - 1, mix(x, 210UL), in, n, mkpt(mix(x, 210UL))));
            fork_join();
        }
        unsigned long fp61[51] = {0};
        unsigned long *lo62 = fp61 + 47;
        unsigned long *fi60;
        struct fz_hs fork_reducer(fz_hs_identity, fz_hs_reduce) rd63 = {5UL, 1UL};
        unsigned long hf64 = h;
        fork_for (fi60 = lo62; fi60 != fp61 + 48; fi60++) {
            unsigned long h = mix(hf64, (unsigned long)(fi60 - fp61));
            fork_spawn(fz_hs_push(&rd63, mix(h, 7UL)));
            rd63.h = rd63.h * 31UL + h % 1009UL; rd63.pow *= 31UL;
        }
        for (int k65 = 0; k65 < 51; k65++) h = mix(h, fp61[k65]);
        h = mix(h, mix(rd63.h, rd63.pow));
        h = mix(h, (unsigned long)(fi60 - fp61));
        if (d > 3) {
            h = mix(h, cfor0(d - 1, h % 1000UL + 9UL, in, n));
            unsigned long ix66[2] = {0};
            int ii67 = 0;
            ix66[ii67++] = fork_spawn(t4_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            ix66[ii67++] = fork_spawn(t4_val(d - 1, x + 1UL, in, n, mkpt(x + 1UL)));
            ii67 = 99;
            unsigned long v68 = fork_spawn(t4_val(d - 1, h % 1000UL + 6UL, in, n, mkpt(h % 1000UL + 6UL)));
            fork_join();
        }
    }
    fork_join();
    return (h);
}

fork_task unsigned char t5_val(int d, unsigned long x, const unsigned long *in, int n) {
    fz_count();
    unsigned long h = mix(x, 892729UL);
    if (n > 0) h = mix(h, in[x % (unsigned long)n]);
    if (d <= 0) return (unsigned char)((h) & 0xffUL);
    unsigned char v69 = fork_spawn(t5_val(d - 2, x + 7UL, in, n));
    unsigned long b70[4] = {0};
    fork_spawn(leaf_fill(b70, 2, x + 1UL));
    fork_spawn(leaf_fill(b70 + 2, 2, x + 9UL));
    h = mix(h, cfor0(d - 1, x + 9UL, in, n));
    unsigned long l71 = fork_spawn(leaf_ul(x + 4UL));
    if ((h & 2UL) != 0) goto L72;
     {
        fork_join();
        h = mix(h, (l71));
        h = mix(h, (unsigned long)fz_fold_ul((int)(d % 7), x + 2UL));
        fork_spawn(t5_val(d - 1, (unsigned long)(v69) % 997UL, in, n));
        fork_join();
    }
    L72:;
    unsigned long fa74[10] = {0};
    unsigned long long lo75 = 575;
    int k76 = 1;
    unsigned long hf77 = h;
    fork_for (unsigned long long fi73 = lo75; 565 != fi73; fi73 -= k76) {
        unsigned long h = mix(hf77, (unsigned long)(fi73));
        switch ((int)((x ^ h) % 3UL)) {
        case 0: {
            fork_spawn(t5_val(d - 1, mix(x, 613UL), in, n));
            unsigned char v78 = fork_spawn(t5_val(d - 2, mix(x, 148UL), in, n));
            fork_join();
        }
        /* fall through */
        case 1: {
        }
        break;
        default: {
            fork_spawn(t5_val(d - 1, h % 1000UL + 0UL, in, n));
            fork_join();
        }
        break;
        }
        if ((h + (unsigned long)(fi73)) % 3UL == 0) continue;
        fa74[fi73 - (566)] = h;
    }
    for (int k79 = 0; k79 < 10; k79++) h = mix(h, fa74[k79]);
    fork_join();
    h = mix(h, (unsigned long)(v69));
    h = mix(h, (l71));
    for (int k80 = 0; k80 < 10; k80++) h = mix(h, (fa74[k80]));
    return (unsigned char)((h) & 0xffUL);
}

static unsigned long cfor0(int d, unsigned long x, const unsigned long *in, int n) {
    unsigned long h = mix(x, 812UL);
    if (d <= 0) return h;
    unsigned long fa82[1] = {0};
    unsigned lo83 = 1227;
    unsigned long hf84 = h;
    fork_for (unsigned fi81 = lo83; fi81 <= 1227; fi81++) {
        unsigned long h = mix(hf84, (unsigned long)(fi81));
        unsigned long c85 = t1_val(d - 1, x + 7UL, in, n, mkpt(x + 7UL));
        h = mix(h, (c85));
        h = mix(h, (c85));
        fork_spawn(t1_val(d - 1, mix(x, 1UL), in, n, mkpt(mix(x, 1UL))));
        /* implicit join at the end of the iteration */
        h = mix(h, (c85));
        fa82[fi81 - (1227)] = h;
    }
    for (int k86 = 0; k86 < 1; k86++) h = mix(h, fa82[k86]);
    unsigned long fa88[12] = {0};
    unsigned long lo89 = 44431;
    unsigned long fi87;
    unsigned long hf90 = h;
    fork_for (fi87 = lo89; fi87 != (unsigned long)(44419 + (long)(x & 0UL)); fi87 -= 1) {
        unsigned long h = mix(hf90, (unsigned long)(fi87));
        switch ((int)((x ^ h) % 3UL)) {
        case 0: {
            unsigned long v91 = fork_spawn(t1_val(d - 2, x + 6UL, in, n, mkpt(x + 6UL)));
            unsigned long v92 = fork_spawn(t2_val(d - 1, h % 1000UL + 6UL, in, n));
            fork_join();
        }
        break;
        case 1: {
            unsigned long c93 = t1_val(d - 1, x + 7UL, in, n, mkpt(x + 7UL));
            h = mix(h, (c93));
            h = mix(h, (unsigned long)fz_fold_ul((int)(d % 7), h % 1000UL + 4UL));
        }
        /* fall through */
        default: {
            unsigned long ix94[2] = {0};
            int ii95 = 0;
            ix94[ii95++] = fork_spawn(t4_val(d - 1, x + 0UL, in, n, mkpt(x + 0UL)));
            ix94[ii95++] = fork_spawn(t2_val(d - 1, x + 1UL, in, n));
            ii95 = 99;
            unsigned long v96 = fork_spawn(t2_val(d - 1, h % 1000UL + 0UL, in, n));
            fork_join();
        }
        break;
        }
        __typeof__(&leaf_ul) fp97 = leaf_ul;
        long long l98 = fork_spawn(fp97(x + 6UL));
        /* implicit join at the end of the iteration */
        fa88[fi87 - (44420)] = h;
    }
    for (int k99 = 0; k99 < 12; k99++) h = mix(h, fa88[k99]);
    h = mix(h, (unsigned long)(fi87));
    return h;
}

int main(void) {
    const char *e = getenv("FORKC_WORKERS");
    g_nworkers = e && atoi(e) > 0 ? atoi(e) : 1;
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        g_hs.h = 0; g_hs.pow = 1;
        unsigned long res = (t0_val((int)dd, 57UL + dd, g_tbl, 16, mkpt(57UL)));
        unsigned long w = atomic_load(&g_work);
        printf("t0_val(%lu) = %lu [%lu calls] g %lu\n", dd, res, w, g_hs.h * 7UL + g_hs.pow);
        if (w * (w / prev + 1) > 20000UL) break;
        if (dd >= 6 && w <= prev) break;
        prev = w ? w : 1;
    }
    for (unsigned long dd = 1, prev = 1; dd <= 30; dd++) {
        atomic_store(&g_work, 0);
        g_hs.h = 0; g_hs.pow = 1;
        unsigned long res = (t2_val((int)dd, 505UL + dd, g_tbl, 16));
        unsigned long w = atomic_load(&g_work);
        printf("t2_val(%lu) = %lu [%lu calls] g %lu\n", dd, res, w, g_hs.h * 7UL + g_hs.pow);
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
