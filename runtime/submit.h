/* Submission queues and node wake-ups (submit.c), libfork III-D-1: how a
 * frame reaches a chosen worker (a root from outside, forkc_resume_on). */
#ifndef FORKC_RUNTIME_SUBMIT_H
#define FORKC_RUNTIME_SUBMIT_H

#include "internal.h"

typedef struct forkc_i_subq {
    _Atomic(forkc_frame *) head; /* Treiber list; the owner takes it all */
    forkc_frame *local;          /* owner-private FIFO of taken items    */
} forkc_i_subq;

void forkc_i_subq_push(forkc_i_subq *q, forkc_frame *f);
forkc_frame *forkc_i_subq_pop(forkc_i_subq *q); /* owner only */
bool forkc_i_subq_maybe_nonempty(forkc_i_subq *q);

/* Bump node's epoch and wake up to `count` of its sleeping thieves. */
void forkc_i_pool_wake_node(forkc_i_pool *p, unsigned node, int count);
/* Queue f on worker `target` and wake it. */
void forkc_i_pool_submit(forkc_i_pool *p, unsigned target, forkc_frame *f);

#endif
