/* A worker's submission queue (subq.c), libfork III-D-1: multi-producer,
 * single-consumer; roots from outside and frames moved by forkc_resume_on()
 * arrive here. */
#ifndef FORKC_RUNTIME_SUBQ_H
#define FORKC_RUNTIME_SUBQ_H

#include "internal.h"

typedef struct forkc_i_subq {
    _Atomic(forkc_frame *) head; /* Treiber list; the owner takes it all */
    forkc_frame *local;          /* owner-private FIFO of taken items    */
} forkc_i_subq;

void forkc_i_subq_push(forkc_i_subq *q, forkc_frame *f);
forkc_frame *forkc_i_subq_pop(forkc_i_subq *q); /* owner only */
bool forkc_i_subq_maybe_nonempty(forkc_i_subq *q);

#endif
