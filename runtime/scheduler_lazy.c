/*
 * The lazy scheduler (libfork III-D, after Lin, Huang and Wong): an idle
 * thief sleeps on its NUMA node's epoch, except the last awake thief of a
 * node while any worker is active; a worker that finds work wakes a thief of
 * its node when it was the last one awake, and one on every other node when
 * it is the first active worker of the pool.
 */
#include "scheduler.h"

#include "deque.h"
#include "sleep.h"
#include "state.h"
#include "submit.h"
#include "subq.h"

#include <sched.h>

/* A lazy worker that has just started looks for work once and then goes to
 * sleep: nothing can have been stolen from a pool that is being created,
 * and 4096 fresh threads each yielding 48 times on a few cores slowed a
 * pool's start-up (issue 12).  Submissions wake it. */
static void lazy_start(forkc_i_worker *w, unsigned *fails) {
    *fails = FORKC_SLEEP_AFTER;
    w->idle_since_ns = 0; /* long idle: sleeps at once */
}

/* Thief <-> active transitions keep at least one thief awake per NUMA node
 * while any worker is active. */
static void lazy_set_active(forkc_i_worker *w, bool on) {
    if (w->active == on)
        return;
    forkc_i_pool *p = w->pool;
    forkc_i_node_state *nd = &p->nodes[w->node];
    w->active = on;
    if (!on) {
        atomic_fetch_add(&nd->awake, 1);
        atomic_fetch_sub(&p->active, 1);
        return;
    }
    unsigned was_active = atomic_fetch_add(&p->active, 1);
    unsigned awake_left = atomic_fetch_sub(&nd->awake, 1) - 1;
    if (awake_left == 0)
        forkc_i_pool_wake_node(p, w->node, 1, FORKC_WAKE_ANY);
    if (was_active == 0)
        for (unsigned k = 0; k < p->topo.nodes; k++)
            if (k != w->node)
                forkc_i_pool_wake_node(p, k, 1, FORKC_WAKE_ANY);
}

static bool has_own_work(forkc_i_worker *w) {
    return forkc_i_subq_maybe_nonempty(&w->subq) || forkc_i_deque_size(&w->pub.deque) > 0;
}

/* Sleep unless this is the last awake thief of its node while work exists.
 * The epoch is read before the checks, so a wake-up after them is not lost;
 * the thief counts itself a sleeper before that read, so a waker that sees
 * no sleeper may skip its system call (submit.c). */
static void lazy_sleep(forkc_i_worker *w) {
    forkc_i_pool *p = w->pool;
    forkc_i_node_state *nd = &p->nodes[w->node];
    atomic_fetch_add(&nd->sleepers, 1);
    uint32_t e = atomic_load(&nd->epoch);
    unsigned prev = atomic_fetch_sub(&nd->awake, 1);
    if ((prev == 1 && atomic_load(&p->active) > 0) || has_own_work(w) ||
        atomic_load(&p->stopping)) {
        atomic_fetch_add(&nd->awake, 1);
        atomic_fetch_sub(&nd->sleepers, 1);
        sched_yield();
        return;
    }
    atomic_fetch_add_explicit(&w->stats.sleeps, 1, memory_order_relaxed);
    uint64_t slept = p->report ? forkc_i_now_ns() : 0;
    forkc_i_futex_wait_bits(&nd->epoch, e, forkc_i_wake_bit(w->index));
    if (slept)
        w->stats.asleep_ns += forkc_i_now_ns() - slept;
    atomic_fetch_sub(&nd->sleepers, 1);
    atomic_fetch_add(&nd->awake, 1);
    /* Woken because work appeared: spin a full period again before the next
     * sleep, or a thief that just missed the work sleeps at once and every
     * step of a time-stepping program pays a wake-up for it. */
    w->idle_since_ns = forkc_i_now_ns();
}

/* A thief sleeps once it has failed for a while, not after a count: work
 * that comes back within the pool's idle spin (the next step of a
 * time-stepping program, after its serial part) then finds it awake.  Waking
 * sleepers is slow where it matters most: on a 16-core KVM guest a Cilk-5
 * heat whose steps are separated by 0.3 ms of serial code ran 2.3x slower
 * with a 0.2 ms spin than with 2 ms, and slower at 16 workers than at 4
 * (docs/benchmarks.md, "Sixteen cores").  A worker waiting for a
 * nested root never sleeps: the root's completion wakes nobody. */
static void lazy_idle(forkc_i_worker *w, bool nested, unsigned fails) {
    if (fails < FORKC_YIELD_AFTER)
        return;
    if (fails == FORKC_YIELD_AFTER)
        w->idle_since_ns = forkc_i_now_ns();
    if (!nested && fails > FORKC_SLEEP_AFTER &&
        forkc_i_now_ns() - w->idle_since_ns >= w->pool->idle_spin_ns)
        lazy_sleep(w);
    else
        sched_yield();
}

const forkc_i_sched_ops forkc_i_sched_lazy = {lazy_start, lazy_set_active, lazy_idle};
