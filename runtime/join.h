/* Joins with nowa's split counter (join.c), libfork III-B-2.  The explicit
 * join and the failed pop are abi.h's forkc_join_slow_ and forkc_stolen. */
#ifndef FORKC_RUNTIME_JOIN_H
#define FORKC_RUNTIME_JOIN_H

#include "internal.h"

/* libfork Alg. 5 lines 12-22: a child of a stolen parent has returned.
 * 1: this worker must resume the parent (it now owns the parent's stack);
 * 0: the parent is not at its join yet, or other children run. */
int forkc_i_join_implicit(forkc_i_worker *w, forkc_frame *parent);

#endif
