/* Root records (root_record.c): the pseudo frame at the bottom of a root's
 * chain, and its completion by whoever finishes the root's task. */
#ifndef FORKC_RUNTIME_ROOT_RECORD_H
#define FORKC_RUNTIME_ROOT_RECORD_H

#include "internal.h"

/* The record is part of the ABI: lowered code runs nested roots inline
 * (forkc_nested_enter, abi.h). */
typedef forkc_root_rec forkc_i_root_rec;

/* rec.done: 0 while the root runs, 1 once it is done; a blocked caller that
 * stops spinning sets FORKC_ROOT_SLEEPING before its futex wait, and only
 * then does the completion make a system call (root.c). */
#define FORKC_ROOT_SLEEPING 2u

void forkc_i_root_complete(forkc_i_root_rec *r);

#endif
