/*
 * Per-worker multi-producer single-consumer submission queue (libfork
 * III-D-1): roots and frames moved by forkc_resume_on() arrive here; there is
 * no global queue.  Producers push on a lock-free Treiber list; the owner
 * takes the whole list with one exchange (so no ABA) and reverses it into a
 * private FIFO.  Submitting wakes the target's NUMA node (the lazy
 * scheduler's sleepers, worker.c).
 */
#include "submit.h"

#include "pool.h"
#include "sleep.h"
#include "worker.h"

#include <limits.h>

void forkc_i_subq_push(forkc_i_subq *q, forkc_frame *f) {
    forkc_frame *head = atomic_load_explicit(&q->head, memory_order_relaxed);
    do {
        f->sq_next = head;
    } while (!atomic_compare_exchange_weak_explicit(&q->head, &head, f, memory_order_release,
                                                    memory_order_relaxed));
}

forkc_frame *forkc_i_subq_pop(forkc_i_subq *q) {
    if (!q->local) {
        forkc_frame *list = atomic_exchange_explicit(&q->head, NULL, memory_order_acquire);
        forkc_frame *fifo = NULL;
        while (list) {
            forkc_frame *n = list->sq_next;
            list->sq_next = fifo;
            fifo = list;
            list = n;
        }
        q->local = fifo;
    }
    forkc_frame *f = q->local;
    if (f)
        q->local = f->sq_next;
    return f;
}

bool forkc_i_subq_maybe_nonempty(forkc_i_subq *q) {
    return q->local || atomic_load_explicit(&q->head, memory_order_acquire) != NULL;
}

/* ---- submitting to a worker of a pool ---- */

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
