/* Submission and node wake-ups (submit.c), libfork III-D-1: how a frame
 * reaches a chosen worker (a root from outside, forkc_resume_on). */
#ifndef FORKC_RUNTIME_SUBMIT_H
#define FORKC_RUNTIME_SUBMIT_H

#include "internal.h"

/* Bump node's epoch and wake up to `count` of its sleeping thieves, of
 * those whose wake bit is in `bits` (FORKC_WAKE_ANY: any of them). */
void forkc_i_pool_wake_node(forkc_i_pool *p, unsigned node, int count, uint32_t bits);
/* The bit worker `index` sleeps under: workers 32 apart share one, and a
 * wake meant for one of them wakes both, which only costs a look. */
static inline uint32_t forkc_i_wake_bit(unsigned index) { return 1u << (index % 32); }
/* Queue f on worker `target` and wake it. */
void forkc_i_pool_submit(forkc_i_pool *p, unsigned target, forkc_frame *f);

#endif
