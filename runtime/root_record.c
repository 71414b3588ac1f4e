/*
 * Completion of a root record (the pseudo frame at the bottom of a root's
 * chain): whoever finishes the root's task, the scheduler (worker.c) or the
 * root's own call (root.c), marks it done here.
 */
#include "root_record.h"

#include "errors.h"
#include "sleep.h"

#include <limits.h>

void forkc_i_root_complete(forkc_i_root_rec *r) {
    FORKC_ASSERT(atomic_load_explicit(&r->done, memory_order_relaxed) == 0,
                 "root record %p completed twice", (void *)r);
    bool blocking = r->stack == NULL; /* read first: the waiter may pop `r` at once */
    atomic_store_explicit(&r->done, 1, memory_order_release);
    /* A wake on a dead futex word is harmless (the kernel only hashes the
     * address). */
    if (blocking)
        forkc_i_futex_wake_u32(&r->done, INT_MAX);
}
