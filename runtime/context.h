/* Scheduling contexts (forkc_ctx, abi.h): where a worker's OS stack is cut
 * back to when the native activations above it are dead (a failed pop, a
 * moved frame).  The runtime saves its own with FORKC_CTX_INIT and
 * FORKC_CTX_SAVE, as lowered code saves a nested root's, and
 * forkc_i_worker_leave (worker_owned.c) cuts back to either the way it was
 * saved. */
#ifndef FORKC_RUNTIME_CONTEXT_H
#define FORKC_RUNTIME_CONTEXT_H

#include "internal.h"

typedef forkc_ctx forkc_i_sched_ctx;

#endif
