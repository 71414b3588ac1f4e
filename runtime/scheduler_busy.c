/*
 * The busy scheduler (libfork III-D): thieves never sleep.  Lowest latency
 * when the machine is the program's alone; an idle thief yields its CPU
 * after a few failed attempts so that oversubscribed peers still run.
 */
#include "scheduler.h"

#include <sched.h>

static void busy_start(forkc_i_worker *w, unsigned *fails) {
    (void)w;
    (void)fails;
}

static void busy_set_active(forkc_i_worker *w, bool on) {
    (void)w;
    (void)on;
}

static void busy_idle(forkc_i_worker *w, bool nested, unsigned fails) {
    (void)w;
    (void)nested;
    if (fails >= FORKC_YIELD_AFTER)
        sched_yield();
}

const forkc_i_sched_ops forkc_i_sched_busy = {busy_start, busy_set_active, busy_idle};
