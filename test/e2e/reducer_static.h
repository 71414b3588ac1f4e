/* Reducers with static storage shared by two translation units
 * (reducer_static.c, reducer_static.part2.c). */
#ifndef REDUCER_STATIC_H
#define REDUCER_STATIC_H
#include <forkc.h>
#include <forkc/reducers.h>

/* A list appended to in serial order: associative, not commutative. */
typedef struct {
    long *v;
    long n, cap;
} rs_list;
void rs_list_identity(void *view);
void rs_list_reduce(void *left, void *right);
void rs_list_push(rs_list *l, long x);

extern long forkc_reducer_sum(long) rs_total;
extern rs_list fork_reducer(rs_list_identity, rs_list_reduce) rs_order;

/* Plain C in the other translation unit that updates both. */
void rs_record(long x);
fork_task long rs_far_walk(long lo, long hi);
#endif
