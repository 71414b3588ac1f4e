/*
 * Chase-Lev work-stealing deque with the C11 memory orders of Le, Pop, Cohen
 * and Zappa Nardelli, "Correct and efficient work-stealing for weak memory
 * models" (PPoPP 2013).  The owner's push and pop are inline in forkc/abi.h;
 * here are the thief side, the owner's take (used by the scheduler) and growth.
 *
 * Growth never loses an item: the owner copies the live range into a buffer
 * twice as large and publishes it; thieves may still read the old buffer, so
 * old buffers are kept until the deque is destroyed (their total is less than
 * the final buffer).
 */
#include "internal.h"

#include <stdlib.h>

typedef struct retired {
    struct retired *next;
    forkc_deque_buf *buf;
} retired_t;

/* Old buffers hang off a list whose head sits in the padding after `buf`. */
static retired_t **retired_list(forkc_deque *q) {
    _Static_assert(sizeof(q->pad1_) >= sizeof(retired_t *), "room for the retired list");
    return (retired_t **)(void *)q->pad1_;
}

static forkc_deque_buf *buf_new(size_t capacity) {
    forkc_deque_buf *b = malloc(sizeof *b + capacity * sizeof(b->slot[0]));
    FORKC_CHECK(b != NULL, "out of memory growing a work-stealing deque to %zu slots", capacity);
    b->mask = (int64_t)capacity - 1;
    return b;
}

void deque_init(forkc_deque *q, size_t capacity) {
    atomic_init(&q->top, 0);
    atomic_init(&q->bottom, 0);
    atomic_init(&q->buf, buf_new(capacity));
    *retired_list(q) = NULL;
}

void deque_destroy(forkc_deque *q) {
    retired_t *r = *retired_list(q);
    while (r) {
        retired_t *n = r->next;
        free(r->buf);
        free(r);
        r = n;
    }
    *retired_list(q) = NULL;
    free(atomic_load_explicit(&q->buf, memory_order_relaxed));
}

static void grow(forkc_deque *q) {
    forkc_deque_buf *old = atomic_load_explicit(&q->buf, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
    forkc_deque_buf *nb = buf_new(2 * ((size_t)old->mask + 1));
    for (int64_t i = t; i < b; i++)
        atomic_store_explicit(&nb->slot[i & nb->mask],
                              atomic_load_explicit(&old->slot[i & old->mask], memory_order_relaxed),
                              memory_order_relaxed);
    atomic_store_explicit(&q->buf, nb, memory_order_release);
    retired_t *r = malloc(sizeof *r);
    FORKC_CHECK(r != NULL, "out of memory growing a work-stealing deque");
    r->buf = old;
    r->next = *retired_list(q);
    *retired_list(q) = r;
}

void forkc_deque_grow_(forkc_worker *w) { grow(&w->deque); }

forkc_frame *deque_take(forkc_deque *q) {
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed) - 1;
    forkc_deque_buf *a = atomic_load_explicit(&q->buf, memory_order_relaxed);
    atomic_exchange_explicit(&q->bottom, b, memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&q->top, memory_order_seq_cst);
    if (t > b) {
        atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
        return NULL;
    }
    forkc_frame *x = atomic_load_explicit(&a->slot[b & a->mask], memory_order_relaxed);
    if (t == b) {
        int64_t expect = t;
        if (!atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                     memory_order_relaxed))
            x = NULL;
        atomic_store_explicit(&q->bottom, b + 1, memory_order_relaxed);
    }
    return x;
}

forkc_frame *deque_steal(forkc_deque *q) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_acquire);
    if (t >= b)
        return NULL;
    forkc_deque_buf *a = atomic_load_explicit(&q->buf, memory_order_acquire);
    forkc_frame *x = atomic_load_explicit(&a->slot[t & a->mask], memory_order_relaxed);
    int64_t expect = t;
    if (!atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                 memory_order_relaxed))
        return NULL;
    return x;
}

int64_t deque_size(forkc_deque *q) {
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    return b > t ? b - t : 0;
}
