/* The other translation unit of reducer_static.c: the reducers are defined
 * here and updated from plain C and a task of this file too. */
#include "reducer_static.h"

#include <stdlib.h>

long forkc_reducer_sum(long) rs_total = 0;
rs_list fork_reducer(rs_list_identity, rs_list_reduce) rs_order;

void rs_list_identity(void *view) {
    rs_list *l = view;
    l->v = NULL;
    l->n = l->cap = 0;
}

void rs_list_push(rs_list *l, long x) {
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 8;
        l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
        if (!l->v)
            abort();
    }
    l->v[l->n++] = x;
}

void rs_list_reduce(void *left, void *right) {
    rs_list *l = left, *r = right;
    for (long i = 0; i < r->n; i++)
        rs_list_push(l, r->v[i]);
    free(r->v);
}

void rs_record(long x) {
    rs_total += x;
    rs_list_push(&rs_order, x);
}

fork_task long rs_far_walk(long lo, long hi) {
    if (hi - lo <= 3) {
        for (long i = lo; i < hi; i++)
            rs_record(i);
        return hi - lo;
    }
    long mid = lo + (hi - lo) / 2;
    long a = fork_spawn(rs_far_walk(lo, mid));
    long b = rs_far_walk(mid, hi);
    fork_join();
    return a + b;
}
