/*
 * Submitting a frame to a worker of a pool (libfork III-D-1): into the
 * worker's queue (subq.c), then waking its NUMA node's sleepers (the lazy
 * scheduler's, scheduler_lazy.c).  There is no global queue.
 */
#include "submit.h"

#include "sleep.h"
#include "state.h"
#include "subq.h"

#include <limits.h>

/* A thief counts itself in `sleepers` before it reads the epoch it will
 * sleep on (scheduler_lazy.c), all sequentially consistent: if this load sees
 * no sleeper, any thief about to sleep reads the bumped epoch after what the
 * caller published, and finds that work in its checks.  So a pool whose
 * thieves are all awake (busy, or a time-stepping loop) wakes with no system
 * call. */
void forkc_i_pool_wake_node(forkc_i_pool *p, unsigned node, int count, uint32_t bits) {
    forkc_i_node_state *nd = &p->nodes[node];
    atomic_fetch_add(&nd->epoch, 1);
    if (atomic_load(&nd->sleepers) > 0)
        forkc_i_futex_wake_bits(&nd->epoch, count, bits);
}

/* Only the target wakes, even if others on its node sleep: a root too small
 * to share wakes one thread, and a big one spreads as its work is stolen
 * (each thief that becomes active wakes the next, scheduler_lazy.c).  Cheaper
 * by construction than waking the whole node per root; on 16 cores it
 * measured the same (docs/benchmarks.md, "Sixteen cores"). */
void forkc_i_pool_submit(forkc_i_pool *p, unsigned target, forkc_frame *f) {
    forkc_i_subq_push(&p->workers[target].subq, f);
    forkc_i_pool_wake_node(p, p->workers[target].node, INT_MAX, forkc_i_wake_bit(target));
}
