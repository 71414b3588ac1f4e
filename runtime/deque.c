/*
 * The split work-stealing deque (forkc/abi.h): Chase-Lev with the C11 memory
 * orders of Le, Pop, Cohen and Zappa Nardelli (PPoPP 2013) on the public part
 * [top, split), and a private part [split, head) that only the owner touches,
 * after Lace's split deque (van Dijk and van de Pol, Euro-Par 2014).
 *
 * Why it is correct: take Chase-Lev with `bottom` := `split`.  A private push
 * writes the slot at index head >= split, as Chase-Lev's push writes the slot
 * at bottom, but defers raising `bottom`; publishing raises it (a release
 * store) over items whose slots were written before, which is several
 * Chase-Lev pushes at once.  A private pop removes an item no thief can have
 * read as valid (a thief only takes index t < split as it read it, and split
 * never covered the item).  A pop of the public part is Chase-Lev's pop.  So
 * every interleaving is one of Chase-Lev's, whose proof (Le et al. section 4)
 * gives exactly-once.  `top` stays monotonic: no ABA on the thieves' CAS.
 *
 * The inline owner operations are in abi.h; here are the slow paths, the
 * scheduler's take, the thieves and growth.  Growth never loses an item: the
 * owner copies [top, head) into a buffer twice as large and publishes it;
 * thieves may still read the old buffer, so old buffers are kept until the
 * deque is destroyed (their total is less than the final buffer).
 */
#include "deque.h"

#include "errors.h"
#include "sleep.h"

#include <stdlib.h>

typedef struct retired {
    struct retired *next;
    forkc_deque_buf *buf;
} retired_t;

static forkc_deque_buf *buf_new(size_t capacity) {
    forkc_deque_buf *b = malloc(sizeof *b + capacity * sizeof(b->slot[0]));
    FORKC_CHECK(b != NULL, "out of memory growing a work-stealing deque to %zu slots", capacity);
    b->mask = (int64_t)capacity - 1;
    return b;
}

/* The owner's view of its buffer. */
static void own_buffer(forkc_deque *q, forkc_deque_buf *b) {
    q->buf_mine = b;
    q->slots = b->slot;
    q->mask = b->mask;
}

/* Pushes below this index cannot overwrite an item a thief may still take
 * (top as last read + capacity). */
static int64_t room_limit(const forkc_deque *q, int64_t top) { return top + q->mask + 1; }

void forkc_i_deque_init(forkc_deque *q, size_t capacity) {
    q->head = q->split_mine = 0;
    own_buffer(q, buf_new(capacity));
    atomic_init(&q->limit, room_limit(q, 0));
    q->retired = NULL;
    atomic_init(&q->top, 0);
    atomic_init(&q->split, 0);
    atomic_init(&q->buf, q->buf_mine);
    atomic_init(&q->want, 0);
    atomic_init(&q->adopting, 0);
}

void forkc_i_deque_destroy(forkc_deque *q) {
    retired_t *r = q->retired;
    while (r) {
        retired_t *n = r->next;
        free(r->buf);
        free(r);
        r = n;
    }
    q->retired = NULL;
    free(q->buf_mine);
    q->buf_mine = NULL;
}

static void grow(forkc_deque *q, int64_t t) {
    forkc_deque_buf *old = q->buf_mine;
    forkc_deque_buf *nb = buf_new(2 * ((size_t)old->mask + 1));
    for (int64_t i = t; i < q->head; i++)
        atomic_store_explicit(&nb->slot[i & nb->mask],
                              atomic_load_explicit(&old->slot[i & old->mask], memory_order_relaxed),
                              memory_order_relaxed);
    own_buffer(q, nb);
    atomic_store_explicit(&q->buf, nb, memory_order_release);
    retired_t *r = malloc(sizeof *r);
    FORKC_CHECK(r != NULL, "out of memory growing a work-stealing deque");
    r->buf = old;
    r->next = q->retired;
    q->retired = r;
}

/* A thief asked for work: publish the older half of the private items (at
 * least one).  The oldest continuations are the largest pieces of work. */
static void publish_half(forkc_deque *q) {
    atomic_store_explicit(&q->want, 0, memory_order_relaxed);
    int64_t s = q->split_mine, h = q->head;
    if (h <= s)
        return;
    int64_t ns = s + (h - s + 1) / 2;
    FORKC_ASSERT(s < ns && ns <= h, "deque: publishing moves split into (split, head]");
    q->split_mine = ns;
    atomic_store_explicit(&q->split, ns, memory_order_release); /* Chase-Lev push */
}

/* The push reached `limit`: the buffer is full as of the last known `top`,
 * or a thief asked (limit == FORKC_DEQUE_ASKED).  Push, growing only if
 * thieves have not made room, then publish if asked: after the item is in,
 * so that the continuation just pushed can go to the thief at once.  The new
 * limit is set with a CAS from the value read first: a thief that asks in
 * between makes it fail, and the loop publishes again.  A thief that asks
 * while `limit` still holds FORKC_DEQUE_ASKED writes the value the CAS
 * expects, so the CAS cannot see it; it does see its `want` (the thief's
 * release store of `limit`, read by the acquiring CAS, comes after its store
 * of `want`), so `want` is tested once more after the CAS.  Without that
 * test the request stayed in `want`, where no other thief asks again and no
 * push looks, until the owner went back to its scheduling loop
 * (deque_test's NoRequestIsLost). */
void forkc_deque_push_slow_(forkc_worker *w, forkc_frame *f) {
    forkc_deque *q = &w->deque;
    /* acquire: a thief stores `want` before it lowers `limit` */
    int64_t seen = atomic_load_explicit(&q->limit, memory_order_acquire);
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    if (q->head >= room_limit(q, t))
        grow(q, t);
    atomic_store_explicit(&q->slots[q->head & q->mask], f, memory_order_relaxed);
    q->head++;
    int64_t room = room_limit(q, t);
    for (;;) {
        if (atomic_load_explicit(&q->want, memory_order_relaxed))
            publish_half(q);
        if (!atomic_compare_exchange_strong_explicit(&q->limit, &seen, room, memory_order_acquire,
                                                     memory_order_acquire))
            continue; /* a thief lowered `limit` meanwhile: `seen` holds its value */
        if (!atomic_load_explicit(&q->want, memory_order_relaxed))
            return;
        seen = room; /* asked unseen: publish, and set `limit` again */
    }
}

/* A lowered `limit` stays until the next push's slow path resets it: one
 * extra slow path, no lost request. */
void forkc_i_deque_publish_all(forkc_deque *q) {
    atomic_store_explicit(&q->want, 0, memory_order_relaxed);
    if (q->head > q->split_mine) {
        q->split_mine = q->head;
        atomic_store_explicit(&q->split, q->head, memory_order_release);
    }
}

/* Chase-Lev's pop of the last public item, index b = split - 1 (the private
 * part is empty).  The store of `split` must not pass the load of `top`: Le et
 * al.'s seq_cst fence is an 18 ns mfence here, a seq_cst exchange a 2 ns
 * locked RMW with the same ordering.  Returns 1 if the item is still ours. */
static int pop_public(forkc_deque *q) {
    int64_t b = q->head - 1;
    FORKC_ASSERT(b == q->split_mine - 1, "deque: public pop with private items left");
    atomic_exchange_explicit(&q->split, b, memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&q->top, memory_order_seq_cst);
    if (t < b) {
        q->head = q->split_mine = b;
        return 1;
    }
    int won = 0;
    if (t == b) {
        int64_t expect = t;
        won = atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                      memory_order_relaxed);
    }
    /* Empty either way: top == split == head == b + 1 (indices never reused). */
    atomic_store_explicit(&q->split, b + 1, memory_order_relaxed);
    q->head = q->split_mine = b + 1;
    return won;
}

int forkc_pop_public_(forkc_worker *w) { return pop_public(&w->deque); }

bool forkc_i_deque_has_above(forkc_deque *q, int64_t mark) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    return q->head > mark && q->head > t;
}

forkc_frame *forkc_i_deque_take_above(forkc_deque *q, int64_t mark) {
    FORKC_ASSERT(q->split_mine <= q->head, "deque: split %lld above head %lld",
                 (long long)q->split_mine, (long long)q->head);
    if (q->head <= mark)
        return NULL;
    return forkc_i_deque_take(q);
}

/* The owner's take (the scheduler's LIFO end): the item itself. */
forkc_frame *forkc_i_deque_take(forkc_deque *q) {
    int64_t b = q->head - 1;
    if (b < atomic_load_explicit(&q->top, memory_order_relaxed) && b < q->split_mine)
        return NULL; /* empty; top only grows, so this test is safe */
    forkc_frame *x = atomic_load_explicit(&q->slots[b & q->mask], memory_order_relaxed);
    if (b >= q->split_mine) {
        q->head = b;
        return x;
    }
    return pop_public(q) ? x : NULL;
}

/* Thief (Le et al. steal, with `split` for `bottom`). */
forkc_frame *forkc_i_deque_steal(forkc_deque *q) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t s = atomic_load_explicit(&q->split, memory_order_acquire);
    if (t >= s) {
        /* Ask the owner to publish: `want` says why, the lowered `limit` sends
         * its next push to the slow path.  Written only if not yet asked, so
         * that idle thieves do not keep taking the owner's line. */
        if (!atomic_load_explicit(&q->want, memory_order_relaxed)) {
            atomic_store_explicit(&q->want, 1, memory_order_relaxed);
            atomic_store_explicit(&q->limit, FORKC_DEQUE_ASKED, memory_order_release);
        }
        return NULL;
    }
    forkc_deque_buf *a = atomic_load_explicit(&q->buf, memory_order_acquire);
    forkc_frame *x = atomic_load_explicit(&a->slot[t & a->mask], memory_order_relaxed);
    int64_t expect = t;
    /* Counted before the CAS: an owner that sees the item gone then sees the
     * count too (both sequentially consistent), and waits for the adoption
     * to end before it leaves the OS stack (forkc_i_deque_wait_adoptions). */
    atomic_fetch_add_explicit(&q->adopting, 1, memory_order_seq_cst);
    if (!atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                 memory_order_relaxed)) {
        atomic_fetch_sub_explicit(&q->adopting, 1, memory_order_release);
        return NULL;
    }
    return x;
}

void forkc_i_deque_adopted(forkc_deque *q) {
    atomic_fetch_sub_explicit(&q->adopting, 1, memory_order_release);
}

void forkc_i_deque_wait_adoptions(forkc_deque *q) {
    /* seq_cst: ordered after the load or CAS of `top` that found the item
     * gone (Le et al.'s pop ends with a seq_cst fence or CAS) */
    for (unsigned spins = 0; atomic_load_explicit(&q->adopting, memory_order_seq_cst) != 0;)
        forkc_i_spin_pause(++spins);
}

/* Owner: items it holds (private and public). */
int64_t forkc_i_deque_size(forkc_deque *q) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    return q->head > t ? q->head - t : 0;
}
