/* Reducers updated by spawned children (issue 13): a child gets the view
 * current at the spawn, the continuation gets a fresh one after a steal, and
 * the join folds them in serial order -- so a non-commutative reducer (a
 * polynomial hash of the in-order sequence) equals the serial elision's.
 * Through a parameter declared as a reducer view (recursion), through the
 * address of the task's own reducer handed to a leaf task, a member's
 * address, in a fork_for body that spawns, and a reducer declared again by
 * the next iteration of a loop that `continue`s past a join; reducers named
 * inside macro bodies. */
#include <forkc.h>
#include <forkc/reducers.h>
#include <stdio.h>

/* Hash of a sequence: (h, m) with h = sum v_i * B^(n-1-i), m = B^n. */
struct seq {
    unsigned long h, m;
};
static void seq_identity(void *p) {
    struct seq *s = p;
    s->h = 0;
    s->m = 1;
}
static void seq_reduce(void *l, void *r) {
    struct seq *a = l, *b = r;
    a->h = a->h * b->m + b->h;
    a->m *= b->m;
}
static void seq_push(struct seq *s, unsigned long v) {
    s->h = s->h * 1000003ul + v;
    s->m *= 1000003ul;
}

/* In-order walk of an implicit tree over [lo, hi): left spawned, the node
 * pushed by the continuation, right called. */
fork_task void walk(long lo, long hi, struct seq fork_reducer(seq_identity, seq_reduce) *out) {
    if (hi - lo < 1)
        return;
    long mid = lo + (hi - lo) / 2;
    fork_spawn(walk(lo, mid, out));
    seq_push(out, (unsigned long)mid * 7 + 1);
    walk(mid + 1, hi, out);
    fork_join();
}

/* The same walk with the view parameter named inside macro bodies: the
 * plugin expands them, so they read the current view after a steal too. */
#define OUT_PUSH(v) seq_push(out, (v))
#define DESCEND(a, b) walk_macro(a, b, out)
fork_task void walk_macro(long lo, long hi,
                          struct seq fork_reducer(seq_identity, seq_reduce) *out) {
    if (hi - lo < 1)
        return;
    long mid = lo + (hi - lo) / 2;
    fork_spawn(DESCEND(lo, mid));
    OUT_PUSH((unsigned long)mid * 5 + 3);
    DESCEND(mid + 1, hi);
    fork_join();
}

fork_task void add(long *to, long v) { *to += v; }
fork_task void add_seq(struct seq *to, unsigned long v) { seq_push(to, v); }

#define BUMP_TOTAL(v) (total += (v))
fork_task long sums(long n) {
    long forkc_reducer_sum(long) total = 0;
    struct seq fork_reducer(seq_identity, seq_reduce) order = {0, 1};
    for (long i = 0; i < n; i++) {
        fork_spawn(add(&total, i));
        fork_spawn(add_seq(&order, (unsigned long)i));
        BUMP_TOTAL(2 * i);
        seq_push(&order, (unsigned long)(i + 100000));
    }
    fork_join();
    return total ^ (long)order.h;
}

struct pair {
    long v, w;
};
static void pair_identity(void *p) { ((struct pair *)p)->v = ((struct pair *)p)->w = 0; }
static void pair_reduce(void *l, void *r) {
    ((struct pair *)l)->v += ((struct pair *)r)->v;
    ((struct pair *)l)->w += ((struct pair *)r)->w;
}
fork_task long members(long n) {
    if (n < 1)
        return 0;
    struct pair fork_reducer(pair_identity, pair_reduce) p = {1, 2};
    for (long i = 0; i < n; i++) {
        fork_spawn(add(&p.w, i));
        p.v += i;
    }
    long deeper = fork_spawn(members(n / 2));
    fork_join();
    return p.v * 3 + p.w + deeper;
}

/* A loop body that declares a reducer and leaves some iterations with
 * `continue` while a child runs: views a steal made for one instance must
 * not be folded into the next one (the serial elision's x starts at 0 in
 * every iteration). */
fork_task long fib(long n) {
    if (n < 2)
        return n;
    long a = fork_spawn(fib(n - 1));
    long b = fib(n - 2);
    fork_join();
    return a + b;
}
fork_task long redeclared(long n) {
    long total = 0;
    for (long i = 0; i < n; i++) {
        long forkc_reducer_sum(long) x = 0;
        fork_spawn(fib(16)); /* result dropped: two children never write one variable */
        x += i;
        if (i % 2)
            continue;
        fork_join();
        total += x * 1000;
    }
    fork_join();
    return total;
}

static unsigned long loop_order(long n) {
    struct seq fork_reducer(seq_identity, seq_reduce) order = {0, 1};
    long forkc_reducer_sum(long) s = 0;
    fork_for (long i = 0; i < n; i++) {
        fork_spawn(add(&s, i));
        fork_spawn(add_seq(&order, (unsigned long)i));
        seq_push(&order, (unsigned long)i + 7);
    }
    return order.h ^ (unsigned long)s;
}

int main(void) {
    struct seq fork_reducer(seq_identity, seq_reduce) out = {0, 1};
    walk(0, 200000, &out);
    printf("walk %lx %lx\n", out.h, out.m);
    struct seq fork_reducer(seq_identity, seq_reduce) out2 = {0, 1};
    walk_macro(0, 200000, &out2);
    printf("walk_macro %lx %lx\n", out2.h, out2.m);
    printf("sums %ld\n", sums(20000));
    printf("members %ld\n", members(3000));
    printf("loop %lx\n", loop_order(50000));
    printf("redeclared %ld\n", redeclared(300));
    return 0;
}
