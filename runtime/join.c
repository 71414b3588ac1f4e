/*
 * Joins with nowa's split counter (libfork III-B-2), lock-free.
 *
 * `steals` is owned by whoever holds the frame's continuation (a thief
 * increments it when it takes the frame).  `joins` starts at
 * FORKC_JOIN_INIT; every child whose pop failed subtracts 1 (the implicit
 * join), the parent at its join subtracts FORKC_JOIN_INIT - steals.  There is
 * exactly one failed pop per steal, so the counter reaches 0 exactly when the
 * parent is at the join and every child is done; whoever brings it there
 * continues the parent.
 */
#include "join.h"

#include "deque.h"
#include "errors.h"
#include "hypermap.h"
#include "native.h"
#include "state.h"
#include "stacklet.h"
#include "worker_owned.h"
#include "workspan.h"

/* After a join completes: no steal outstanding, the counter back at its
 * initial value (libfork III-B-2). */
static void reset_join(forkc_frame *f) {
    FORKC_ASSERT(atomic_load_explicit(&f->joins, memory_order_relaxed) == 0,
                 "join: the counter of a completed join is %u, not 0",
                 atomic_load_explicit(&f->joins, memory_order_relaxed));
    atomic_store_explicit(&f->steals, 0, memory_order_relaxed);
    atomic_store_explicit(&f->joins, FORKC_JOIN_INIT, memory_order_relaxed);
}

/* libfork Alg. 4: the explicit join of a frame that was stolen. */
int forkc_join_slow_(forkc_worker *pw, forkc_frame *f) {
    forkc_i_worker *w = forkc_i_worker_of(pw);
    uint32_t steals = atomic_load_explicit(&f->steals, memory_order_relaxed);
    FORKC_ASSERT(steals > 0 && steals < FORKC_JOIN_INIT,
                 "join: slow join of a frame with %u steals", steals);
    forkc_stack *fs = f->stack; /* read before: once we subtract, f may run elsewhere */
    uint32_t sub = FORKC_JOIN_INIT - steals;
    if (atomic_fetch_sub_explicit(&f->joins, sub, memory_order_acq_rel) != sub)
        return 0; /* the last child resumes f */
    forkc_i_hyper_join(pw, &w->hyper_cache, f);
    reset_join(f);
    forkc_i_worker_take_stack(w, fs); /* Alg. 4 line 10 */
    return 1;
}

/* libfork Alg. 5 lines 12-22: a child of a stolen parent has returned.
 * Returns 1 if this worker must resume the parent (it now owns the parent's
 * stack), 0 if the parent is not at its join yet or other children run. */
int forkc_i_join_implicit(forkc_i_worker *w, forkc_frame *parent) {
    forkc_stack *ps = parent->stack; /* read before the decrement publishes us */
    forkc_i_hyper_strand_ends_at(&w->pub, parent);
    if (forkc_i_wsp_on())
        forkc_i_wsp_report(parent, &w->pub.wsp);
    uint32_t before = atomic_fetch_sub_explicit(&parent->joins, 1, memory_order_acq_rel);
    FORKC_ASSERT(before != 0, "join: more children returned than were stolen from");
    if (before == 1) {
        forkc_i_hyper_join(&w->pub, &w->hyper_cache, parent);
        reset_join(parent);
        forkc_i_worker_take_stack(w, ps); /* Alg. 5 line 18 */
        return 1;
    }
    forkc_i_worker_let_go_stack(w, ps); /* Alg. 5 line 21: the parent's stack goes with it */
    return 0;
}
