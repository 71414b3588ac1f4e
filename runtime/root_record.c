/*
 * Completion of a root record (the pseudo frame at the bottom of a root's
 * chain): whoever finishes the root's task, the scheduler (worker.c) or the
 * root's own call (root.c), marks it done here.
 */
#include "root_record.h"

#include "errors.h"
#include "sleep.h"

#include <limits.h>

/* One exchange both publishes the root's end and says whether its caller
 * sleeps: a caller still spinning sees the 1 and needs no wake (issue 9:
 * no system call per root).  After it `r` may be popped by its waiter; a
 * wake on a dead futex word is harmless (the kernel only hashes the
 * address). */
void forkc_i_root_complete(forkc_i_root_rec *r) {
    uint32_t was = atomic_exchange_explicit(&r->done, 1, memory_order_release);
    FORKC_ASSERT(was != 1, "root record %p completed twice", (void *)r);
    if (was == FORKC_ROOT_SLEEPING)
        forkc_i_futex_wake_u32(&r->done, INT_MAX);
}
