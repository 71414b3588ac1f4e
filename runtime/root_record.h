/* Root records (root_record.c): the pseudo frame at the bottom of a root's
 * chain, and its completion by whoever finishes the root's task. */
#ifndef FORKC_RUNTIME_ROOT_RECORD_H
#define FORKC_RUNTIME_ROOT_RECORD_H

#include "internal.h"

#define FORKC_KIND_ROOTREC 3 /* a root record's pseudo frame (kind, runtime-only) */

typedef struct forkc_i_root_rec {
    forkc_frame hdr; /* pseudo frame: resume = root_start, kind ROOTREC */
    forkc_root_fn fn;
    void *args;
    void *ret;
    forkc_stack *stack; /* nested: its waiter's stack, which the root's frames share */
    _Atomic uint32_t done;
    bool blocking; /* a thread sleeps on `done`: wake it (off-worker roots) */
} forkc_i_root_rec;

void forkc_i_root_complete(forkc_i_root_rec *r);

#endif
