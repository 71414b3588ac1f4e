/* reducers: OpenCilk 2 reducers (cilk_reducer(identity, reduce)), each
 * result checked against the serial computation.
 *   - sum, min and max reducers of long updated in a cilk_for body;
 *   - a non-commutative list-append reducer (and a string-append one) whose
 *     final order must be the serial order: appended from cilk_for bodies,
 *     from a nested cilk_for, and by an in-order tree walk that spawns the
 *     left subtree and appends the node in the continuation;
 *   - a reducer passed by address, as `long cilk_reducer(zero, plus) *p`, to
 *     a spawned recursive function (and handed on by it);
 *   - `&sum` handed to a spawned leaf function taking a plain long *;
 *   - a reducer local to a spawning function, updated by the children and
 *     the continuation and read after the cilk_sync;
 *   - a file-scope reducer updated from a plain helper.
 * Only integer reducers: any schedule gives the serial elision's values. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cilk/cilk.h>

static int failures;

static void check(const char *what, long got, long want) {
    printf("%-40s %ld\n", what, got);
    if (got != want) {
        printf("FAIL: %s: expected %ld\n", what, want);
        failures++;
    }
}

/* ---- long +, min, max ---- */
void zero(void *v) { *(long *)v = 0; }
void plus(void *l, void *r) { *(long *)l += *(long *)r; }
void min_identity(void *v) { *(long *)v = LONG_MAX; }
void min_reduce(void *l, void *r) {
    if (*(long *)r < *(long *)l)
        *(long *)l = *(long *)r;
}
void max_identity(void *v) { *(long *)v = LONG_MIN; }
void max_reduce(void *l, void *r) {
    if (*(long *)r > *(long *)l)
        *(long *)l = *(long *)r;
}

/* ---- a list, appended to: concatenation is associative, not commutative ---- */
struct lnode {
    long v;
    struct lnode *next;
};
struct list {
    struct lnode *head, *tail;
    long len;
};
void list_identity(void *v) {
    struct list *l = v;
    l->head = l->tail = NULL;
    l->len = 0;
}
void list_concat(void *left, void *right) {
    struct list *a = left, *b = right;
    if (!b->head)
        return;
    if (!a->head) {
        *a = *b;
    } else {
        a->tail->next = b->head;
        a->tail = b->tail;
        a->len += b->len;
    }
    b->head = b->tail = NULL;
    b->len = 0;
}
static void list_push(struct list *l, long v) {
    struct lnode *n = malloc(sizeof *n);
    if (!n)
        abort();
    n->v = v;
    n->next = NULL;
    if (l->tail)
        l->tail->next = n;
    else
        l->head = n;
    l->tail = n;
    l->len++;
}
static void list_free(struct list *l) {
    for (struct lnode *n = l->head, *next; n; n = next) {
        next = n->next;
        free(n);
    }
    l->head = l->tail = NULL;
    l->len = 0;
}
/* Compares the list with want[0..n-1]; returns the number of differences
 * (a length mismatch counts as one). */
static long list_diff(const struct list *l, const long *want, long n) {
    long bad = l->len != n, i = 0;
    for (const struct lnode *p = l->head; p; p = p->next, i++)
        bad += i >= n || p->v != want[i];
    return bad + (i != n);
}

/* ---- a string, appended to ---- */
#define TEXT_CAP 16384
struct text {
    long len;
    char buf[TEXT_CAP];
};
void text_identity(void *v) { ((struct text *)v)->len = 0; }
void text_append(void *left, void *right) {
    struct text *a = left, *b = right;
    memcpy(a->buf + a->len, b->buf, (size_t)b->len);
    a->len += b->len;
}
static void text_putc(struct text *t, char c) {
    if (t->len < TEXT_CAP)
        t->buf[t->len++] = c;
}

/* ---- a file-scope reducer, updated by a plain helper ---- */
long cilk_reducer(zero, plus) visits = 0;
static void visit(long w) { visits += w; }

/* ---- spawning functions ---- */

/* Counts the leaves of fib's call tree (fib(n + 1) of them) into *p. */
void count_leaves(int n, long cilk_reducer(zero, plus) *p) {
    if (n < 2) {
        *p += 1;
        return;
    }
    cilk_spawn count_leaves(n - 1, p);
    count_leaves(n - 2, p);
    cilk_sync;
}

/* In-order walk of the implicit balanced tree over [lo, hi): the left
 * subtree spawned, the node appended by the continuation, the right subtree
 * called.  The list comes out in order lo .. hi-1; the sum is their sum. */
void walk(long lo, long hi, struct list cilk_reducer(list_identity, list_concat) *out,
          long cilk_reducer(zero, plus) *sum) {
    if (hi <= lo)
        return;
    long mid = lo + (hi - lo) / 2;
    cilk_spawn walk(lo, mid, out, sum);
    list_push(out, mid);
    *sum += mid;
    visit(1);
    walk(mid + 1, hi, out, sum);
    cilk_sync;
}

/* A plain leaf that adds through an ordinary pointer. */
void add(long *to, long v) { *to += v; }

long fib(long n) {
    if (n < 2)
        return n;
    long x = cilk_spawn fib(n - 1);
    long y = fib(n - 2);
    cilk_sync;
    return x + y;
}
static long fib_serial(long n) { return n < 2 ? n : fib_serial(n - 1) + fib_serial(n - 2); }

/* A local reducer updated by spawned leaves (through &total), by the
 * continuation, and by spawned fib calls' results added after the sync. */
long local_reducer(long n) {
    long cilk_reducer(zero, plus) total = 0;
    long part[16];
    for (long i = 0; i < n; i++) {
        cilk_spawn add(&total, i);
        total += 2 * i;
        if (i < 16)
            part[i] = cilk_spawn fib(i + 5);
    }
    cilk_sync;
    for (long i = 0; i < n && i < 16; i++)
        total += part[i];
    return total;
}
static long local_reducer_serial(long n) {
    long t = 0;
    for (long i = 0; i < n; i++)
        t += 3 * i + (i < 16 ? fib_serial(i + 5) : 0);
    return t;
}

static long value(long i) { return (i * 7919) % 1000003 - 500000; }

int main(void) {
    /* sum, min and max in a cilk_for body */
    long n = 100000;
    long cilk_reducer(zero, plus) sum = 0;
    long cilk_reducer(min_identity, min_reduce) lo = LONG_MAX;
    long cilk_reducer(max_identity, max_reduce) hi = LONG_MIN;
    cilk_for (long i = 0; i < n; i++) {
        long v = value(i);
        sum += v;
        if (v < lo)
            lo = v;
        if (v > hi)
            hi = v;
    }
    long s_sum = 0, s_lo = LONG_MAX, s_hi = LONG_MIN;
    for (long i = 0; i < n; i++) {
        long v = value(i);
        s_sum += v;
        s_lo = v < s_lo ? v : s_lo;
        s_hi = v > s_hi ? v : s_hi;
    }
    check("cilk_for sum", sum, s_sum);
    check("cilk_for min", lo, s_lo);
    check("cilk_for max", hi, s_hi);

    /* list append in a cilk_for body, with a nested cilk_for */
    long m = 3000, nodes = 20000;
    long *want = malloc(sizeof(long) * (size_t)(4 * m + nodes + 1000));
    if (!want)
        return 2;
    struct list cilk_reducer(list_identity, list_concat) lst = {NULL, NULL, 0};
#pragma cilk grainsize = 1
    cilk_for (long i = 0; i < m; i++) {
        list_push(&lst, i * 10);
        if (i % 100 == 0) {
            cilk_for (int j = 0; j < 3; j++)
                list_push(&lst, i * 10 + j + 1);
        }
    }
    long k = 0;
    for (long i = 0; i < m; i++) {
        want[k++] = i * 10;
        if (i % 100 == 0)
            for (int j = 0; j < 3; j++)
                want[k++] = i * 10 + j + 1;
    }
    check("cilk_for list: length", lst.len, k);
    check("cilk_for list: out of order", list_diff(&lst, want, k), 0);
    list_free(&lst);

    /* string append in a cilk_for body: the serial order of characters */
    static struct text cilk_reducer(text_identity, text_append) txt;
    txt.len = 0;
    cilk_for (int i = 0; i < 2000; i++) {
        text_putc(&txt, (char)('a' + i % 26));
        if (i % 7 == 0)
            text_putc(&txt, (char)('0' + i % 10));
    }
    static struct text want_txt;
    want_txt.len = 0;
    for (int i = 0; i < 2000; i++) {
        text_putc(&want_txt, (char)('a' + i % 26));
        if (i % 7 == 0)
            text_putc(&want_txt, (char)('0' + i % 10));
    }
    check("cilk_for string: length", txt.len, want_txt.len);
    check("cilk_for string: differs",
          txt.len == want_txt.len ? memcmp(txt.buf, want_txt.buf, (size_t)txt.len) != 0 : 1, 0);
    printf("%-40s %.26s\n", "cilk_for string: starts", txt.buf);

    /* reducers passed by address to spawned recursive functions */
    long cilk_reducer(zero, plus) leaves = 0;
    cilk_spawn count_leaves(20, &leaves);
    cilk_sync;
    check("count_leaves(20) via reducer pointer", leaves, fib_serial(21));

    struct list cilk_reducer(list_identity, list_concat) order = {NULL, NULL, 0};
    long cilk_reducer(zero, plus) total = 0;
    visits = 0;
    cilk_spawn walk(0, nodes, &order, &total);
    walk(nodes, nodes + 1000, &order, &total); /* after the spawned walk, in serial order */
    cilk_sync;
    for (long i = 0; i < nodes + 1000; i++)
        want[i] = i;
    check("walk: list length", order.len, nodes + 1000);
    check("walk: list out of order", list_diff(&order, want, nodes + 1000), 0);
    check("walk: sum", total, (nodes + 1000) * (nodes + 999) / 2);
    check("walk: file-scope visits", visits, nodes + 1000);
    list_free(&order);

    /* &sum to a spawned plain leaf, in a loop */
    long cilk_reducer(zero, plus) acc = 0;
    for (long i = 0; i < 1000; i++)
        cilk_spawn add(&acc, i * i);
    cilk_sync;
    check("cilk_spawn add(&acc, i * i)", acc, 999L * 1000 * 1999 / 6);

    check("local reducer in a spawning function", local_reducer(500), local_reducer_serial(500));

    /* the file-scope reducer from a cilk_for body */
    visits = 0;
    cilk_for (long i = 0; i < 5000; i++)
        visit(i % 3);
    check("file-scope reducer in cilk_for", visits, 1666L * 3 + 1);

    free(want);
    printf(failures ? "FAIL\n" : "ok\n");
    return failures != 0;
}
