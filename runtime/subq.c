/*
 * Per-worker multi-producer single-consumer submission queue (libfork
 * III-D-1): roots and frames moved by forkc_resume_on() arrive here; there is
 * no global queue.  Producers push on a lock-free Treiber list; the owner
 * takes the whole list with one exchange (so no ABA) and reverses it into a
 * private FIFO.
 */
#include "subq.h"

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
