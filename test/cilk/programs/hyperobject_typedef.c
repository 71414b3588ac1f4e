/* hyperobject_typedef: OpenCilk's hyperobject types, a typedef carrying the
 * reducer (`typedef long _Hyperobject(zero, add) long_hyper;`), each result
 * checked against the serial computation:
 *   - a local of the type updated by spawned statements and a cilk_for,
 *     read after the cilk_sync;
 *   - a file-scope variable of the type updated from spawned children;
 *   - a pointer to the type as a spawned recursive function's parameter,
 *     handed on to its own children;
 *   - a typedef of the typedef, and one spelled with cilk_reducer;
 *   - a non-commutative string-append type, whose final text must be the
 *     serial order. */
#include <stdio.h>
#include <string.h>

#include <cilk/cilk.h>

static int failures;

static void check(const char *what, long got, long want) {
    printf("%-36s %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

void zero(void *v) { *(long *)v = 0; }
void add(void *l, void *r) { *(long *)l += *(long *)r; }
void one(void *v) { *(long *)v = 1; }
void mul(void *l, void *r) { *(long *)l = (*(long *)l * *(long *)r) % 1000003; }

typedef long _Hyperobject(zero, add) long_hyper;
typedef long_hyper sum_t;                          /* a typedef of it */
typedef long cilk_reducer(one, mul) product_hyper; /* the other spelling */

struct text {
    char s[512];
};
void text_empty(void *v) { ((struct text *)v)->s[0] = '\0'; }
void text_cat(void *l, void *r) {
    strcat(((struct text *)l)->s, ((struct text *)r)->s);
}
typedef struct text _Hyperobject(text_empty, text_cat) text_hyper;

long_hyper global_sum;

static long work(long x) { return x * x % 97; }

static void leaf(long x) { global_sum += work(x); }

/* spawn the left half, walk the right half: every leaf adds into *acc */
static void tree_sum(long_hyper *acc, long lo, long hi) {
    if (hi - lo == 1) {
        *acc += work(lo);
        return;
    }
    long mid = lo + (hi - lo) / 2;
    cilk_spawn tree_sum(acc, lo, mid);
    tree_sum(acc, mid, hi);
    cilk_sync;
}

static void append(text_hyper *t, int i) {
    char piece[16];
    snprintf(piece, sizeof piece, "%d,", i);
    strcat(t->s, piece);
}

static void text_walk(text_hyper *t, int lo, int hi) {
    if (hi - lo == 1) {
        append(t, lo);
        return;
    }
    int mid = lo + (hi - lo) / 2;
    cilk_spawn text_walk(t, lo, mid);
    text_walk(t, mid, hi);
    cilk_sync;
}

static long local_and_loop(long n) {
    long_hyper total = 0;
    sum_t again = 0;
    for (long i = 0; i < n; i++)
        cilk_spawn total += work(i);
    cilk_for (long i = 0; i < n; i++)
        again += work(i);
    cilk_sync;
    return total * 1000 + again;
}

static long product(long n) {
    product_hyper p = 1;
    cilk_for (long i = 1; i <= n; i++)
        p = p * (i % 13 + 1) % 1000003;
    return p;
}

int main(void) {
    long n = 2000, want = 0, prod = 1;
    for (long i = 0; i < n; i++)
        want += work(i);
    for (long i = 1; i <= n; i++)
        prod = prod * (i % 13 + 1) % 1000003;

    check("local, spawned statements + cilk_for", local_and_loop(n), want * 1000 + want);

    for (long i = 0; i < n; i++)
        cilk_spawn leaf(i);
    cilk_sync;
    check("file-scope, spawned children", global_sum, want);

    long_hyper acc = 0;
    tree_sum(&acc, 0, n);
    check("pointer parameter, recursive", acc, want);

    check("cilk_reducer typedef, product", product(n), prod);

    text_hyper t;
    t.s[0] = '\0';
    text_walk(&t, 0, 60);
    char serial[512] = "";
    for (int i = 0; i < 60; i++) {
        char piece[16];
        snprintf(piece, sizeof piece, "%d,", i);
        strcat(serial, piece);
    }
    check("string append in serial order", strcmp(t.s, serial) == 0, 1);
    printf("%s\n", t.s);
    return failures != 0;
}
