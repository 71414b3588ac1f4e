/* cilkplus_reducers: Cilk Plus's C reducers (<cilk/reducer.h> and the typed
 * headers), in Cilk Plus's spelling, each result checked against the serial
 * computation:
 *   - a file-scope opadd reducer of int updated in a _Cilk_for body;
 *   - local opadd (long), opmul (double), opand/opor/opxor (unsigned) and
 *     min/max reducers, and min_index/max_index ones whose ties must keep
 *     the serial (first) index;
 *   - a user-declared reducer (CILK_C_DECLARE_REDUCER of a struct) with a
 *     non-commutative reduce -- an order-sensitive hash of the sequence
 *     appended -- and a destroy function whose calls are counted, appended
 *     to from a _Cilk_for and from a recursive _Cilk_spawn tree walk;
 *   - REDUCER_VIEW read after CILK_C_UNREGISTER_REDUCER, and the `value`
 *     field read directly after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>
#include <cilk/reducer_max.h>
#include <cilk/reducer_min.h>
#include <cilk/reducer_opadd.h>
#include <cilk/reducer_opand.h>
#include <cilk/reducer_opmul.h>
#include <cilk/reducer_opor.h>
#include <cilk/reducer_opxor.h>

#define N 20000

static int failures;

static void check(const char *what, long long got, long long want) {
    printf("%-40s %lld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %lld\n", what, want);
        failures++;
    }
}

CILK_C_REDUCER_OPADD(file_sum, int, 0);

/* ---- a sequence hash: (h, len) with h = sum of x_i * P^(len-1-i) mod 2^64 ---- */
typedef struct seq {
    unsigned long long h, pow; /* pow = P^len */
    long len;
} seq;
#define P 1000003ull

static int made, destroyed;

static void seq_identity(void *reducer, void *view) {
    (void)reducer;
    __atomic_fetch_add(&made, 1, __ATOMIC_RELAXED);
    seq *s = view;
    s->h = 0, s->pow = 1, s->len = 0;
}
static void seq_reduce(void *reducer, void *left, void *right) {
    (void)reducer;
    seq *l = left;
    const seq *r = right;
    l->h = l->h * r->pow + r->h;
    l->pow *= r->pow;
    l->len += r->len;
}
static void seq_destroy(void *reducer, void *view) {
    (void)reducer, (void)view;
    __atomic_fetch_add(&destroyed, 1, __ATOMIC_RELAXED);
}
static void seq_push(seq *s, unsigned long long x) {
    s->h = s->h * P + x;
    s->pow *= P;
    s->len++;
}

typedef CILK_C_DECLARE_REDUCER(seq) seq_reducer;

/* In order: left subtree (spawned), this node, right subtree. */
static void walk(seq_reducer *r, long lo, long hi) {
    if (hi - lo < 1)
        return;
    long mid = lo + (hi - lo) / 2;
    _Cilk_spawn walk(r, lo, mid);
    seq_push(&REDUCER_VIEW(*r), (unsigned long long)mid);
    walk(r, mid + 1, hi);
    _Cilk_sync;
}

static unsigned long long value_at(long i) { return (unsigned long long)(i * 7919 % 10007); }

int main(void) {
    /* file scope, int */
    CILK_C_REGISTER_REDUCER(file_sum);
    _Cilk_for(int i = 0; i < N; i++) REDUCER_VIEW(file_sum) += i % 7;
    CILK_C_UNREGISTER_REDUCER(file_sum);
    int want_int = 0;
    for (int i = 0; i < N; i++)
        want_int += i % 7;
    check("file-scope opadd int", file_sum.value, want_int);

    /* local arithmetic and bitwise reducers */
    CILK_C_REDUCER_OPADD(lsum, long, 5);
    CILK_C_REDUCER_OPMUL(prod, double, 1.0);
    CILK_C_REDUCER_OPAND(band, uint, ~0u);
    CILK_C_REDUCER_OPOR(bor, uint, 0);
    CILK_C_REDUCER_OPXOR(bxor, ulonglong, 0);
    CILK_C_REDUCER_MAX(mx, long, -1);
    CILK_C_REDUCER_MIN(mn, long, 1000000);
    CILK_C_REDUCER_MAX_INDEX(mxi, long, -1);
    CILK_C_REDUCER_MIN_INDEX(mni, double, 1e300);
    CILK_C_REGISTER_REDUCER(lsum);
    CILK_C_REGISTER_REDUCER(prod);
    CILK_C_REGISTER_REDUCER(band);
    CILK_C_REGISTER_REDUCER(bor);
    CILK_C_REGISTER_REDUCER(bxor);
    CILK_C_REGISTER_REDUCER(mx);
    CILK_C_REGISTER_REDUCER(mn);
    CILK_C_REGISTER_REDUCER(mxi);
    CILK_C_REGISTER_REDUCER(mni);
    _Cilk_for(long i = 0; i < N; i++) {
        long v = (long)value_at(i);
        REDUCER_VIEW(lsum) += v;
        if (i % 1000 == 0)
            REDUCER_VIEW(prod) *= 2.0; /* powers of two: exact in any order */
        REDUCER_VIEW(band) &= (unsigned)(v | 0x100);
        REDUCER_VIEW(bor) |= 1u << (i % 20);
        REDUCER_VIEW(bxor) ^= (unsigned long long)v << (i % 40);
        CILK_C_REDUCER_MAX_CALC(mx, v);
        CILK_C_REDUCER_MIN_CALC(mn, v);
        CILK_C_REDUCER_MAX_INDEX_CALC(mxi, i, v % 100); /* many ties: the first must win */
        CILK_C_REDUCER_MIN_INDEX_CALC(mni, i, (double)(v % 50));
    }
    CILK_C_UNREGISTER_REDUCER(lsum);
    CILK_C_UNREGISTER_REDUCER(prod);
    CILK_C_UNREGISTER_REDUCER(band);
    CILK_C_UNREGISTER_REDUCER(bor);
    CILK_C_UNREGISTER_REDUCER(bxor);
    CILK_C_UNREGISTER_REDUCER(mx);
    CILK_C_UNREGISTER_REDUCER(mn);
    CILK_C_UNREGISTER_REDUCER(mxi);
    CILK_C_UNREGISTER_REDUCER(mni);

    long want_sum = 5, want_mx = -1, want_mn = 1000000, want_mxv = -1, first_mx = 0;
    double want_prod = 1.0, want_mniv = 1e300;
    long first_mn = 0;
    unsigned want_band = ~0u, want_bor = 0;
    unsigned long long want_bxor = 0;
    for (long i = 0; i < N; i++) {
        long v = (long)value_at(i);
        want_sum += v;
        if (i % 1000 == 0)
            want_prod *= 2.0;
        want_band &= (unsigned)(v | 0x100);
        want_bor |= 1u << (i % 20);
        want_bxor ^= (unsigned long long)v << (i % 40);
        if (v > want_mx)
            want_mx = v;
        if (v < want_mn)
            want_mn = v;
        if (v % 100 > want_mxv)
            want_mxv = v % 100, first_mx = i;
        if ((double)(v % 50) < want_mniv)
            want_mniv = (double)(v % 50), first_mn = i;
    }
    check("opadd long", REDUCER_VIEW(lsum), want_sum);
    check("opmul double", (long long)REDUCER_VIEW(prod), (long long)want_prod);
    check("opand uint", band.value, want_band);
    check("opor uint", bor.value, want_bor);
    check("opxor ulonglong", (long long)bxor.value, (long long)want_bxor);
    check("max long", mx.value, want_mx);
    check("min long", mn.value, want_mn);
    check("max_index long: value", mxi.value.value, want_mxv);
    check("max_index long: first index", mxi.value.index, first_mx);
    check("min_index double: value", (long long)mni.value.value, (long long)want_mniv);
    check("min_index double: first index", mni.value.index, first_mn);

    /* a user reducer, non-commutative, from a loop and from spawns */
    seq_reducer order = CILK_C_INIT_REDUCER(seq, seq_reduce, seq_identity, seq_destroy, {0, 1, 0});
    CILK_C_REGISTER_REDUCER(order);
    _Cilk_for(long i = 0; i < N; i++) seq_push(&REDUCER_VIEW(order), value_at(i));
    walk(&order, 0, N);
    CILK_C_UNREGISTER_REDUCER(order);
    seq want = {0, 1, 0};
    for (long i = 0; i < N; i++)
        seq_push(&want, value_at(i));
    for (long i = 0; i < N; i++)
        seq_push(&want, (unsigned long long)i);
    check("user reducer: length", order.value.len, want.len);
    check("user reducer: serial order", order.value.h == want.h, 1);
    /* Each view the runtime made is destroyed once (none serially). */
    check("user reducer: views made, destroyed", made - destroyed, 0);
    if (getenv("REDUCER_VIEWS"))
        fprintf(stderr, "views made: %d\n", made);

    printf("%s\n", failures ? "FAILED" : "ok");
    return failures != 0;
}
