/* Schedulers (libfork III-D): what the worker loop (worker.c) asks its
 * pool's scheduler when a worker starts, finds work, and fails to.  One file
 * each: scheduler_busy.c (thieves never sleep) and scheduler_lazy.c (after Lin, Huang
 * and Wong: thieves sleep, one per NUMA node stays awake while work exists). */
#ifndef FORKC_RUNTIME_SCHEDULER_H
#define FORKC_RUNTIME_SCHEDULER_H

#include "internal.h"

struct forkc_i_sched_ops {
    /* A worker enters its loop for the first time; may preset its count of
     * failed attempts. */
    void (*start)(forkc_i_worker *w, unsigned *fails);
    /* The worker goes from looking for work to running it (on = true) or
     * back.  Never called from a nested root's loop. */
    void (*set_active)(forkc_i_worker *w, bool on);
    /* The worker's `fails`-th attempt in a row found nothing.  `nested`: it
     * waits for a nested root, and must not sleep. */
    void (*idle)(forkc_i_worker *w, bool nested, unsigned fails);
};

extern const forkc_i_sched_ops forkc_i_sched_busy;
extern const forkc_i_sched_ops forkc_i_sched_lazy;

#define FORKC_YIELD_AFTER 16u /* failed attempts before a thief yields the CPU */
#define FORKC_SLEEP_AFTER 64u /* and before a lazy thief tries to sleep      */

#endif
