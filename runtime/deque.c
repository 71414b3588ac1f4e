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
 *
 * Exposing (docs/runtime.md, "Prompt steals"): a request the owner leaves
 * unanswered for the pool's patience is served by the thief.  It claims
 * `exposing`, calls a process-wide barrier (membarrier) and takes the item at
 * index `split` with the CAS on `top`, as if the owner had published that one
 * item at the moment the barrier interrupted it.  The owner's pop of that
 * item (the only one a thief can expose) stores `head`, then loads
 * `exposing` (a compiler barrier between: the thief's barrier orders them in
 * the processor); it goes to Chase-Lev's contest on `top` only if a thief is
 * or was there.  This is the asymmetric Dekker of Cilk-5's THE protocol with
 * the thief's fence made a system call (membarrier(2)), paid once per
 * exposed item, never by the owner.
 */
#include "deque.h"

#include "barrier.h"
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

/* The owner's reads of its own `head` (nobody else writes it). */
static int64_t head_of(const forkc_deque *q) {
    return atomic_load_explicit(&q->head, memory_order_relaxed);
}

static void set_head(forkc_deque *q, int64_t h) {
    atomic_store_explicit(&q->head, h, memory_order_release);
}

/* The owner's copy of `split`, and the index from which its pops are plain
 * (forkc_pop: the item at split_mine is the only one a thief can expose). */
static void set_split_mine(forkc_deque *q, int64_t s) {
    q->split_mine = s;
    q->plain_from = s + 1;
}

void forkc_i_deque_init(forkc_deque *q, size_t capacity) {
    atomic_init(&q->head, 0);
    set_split_mine(q, 0);
    own_buffer(q, buf_new(capacity));
    atomic_init(&q->limit, room_limit(q, 0));
    q->retired = NULL;
    atomic_init(&q->top, 0);
    atomic_init(&q->split, 0);
    atomic_init(&q->buf, q->buf_mine);
    atomic_init(&q->want, 0);
    atomic_init(&q->exposing, FORKC_EXPOSE_NONE);
    atomic_init(&q->asked_ns, 0);
    atomic_init(&q->exposed, 0);
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
    for (int64_t i = t; i < head_of(q); i++)
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

/* A thief took the item at split_mine (FORKC_EXPOSE_TAKEN): account for it
 * before `split` moves, then let the next thief expose again.  The thief
 * may have taken a public item instead (the owner published it while the
 * thief was on its way): then `top` did not pass `split_mine`. */
static void settle_exposed(forkc_deque *q) {
    if (atomic_load_explicit(&q->exposing, memory_order_acquire) != FORKC_EXPOSE_TAKEN)
        return;
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    if (t > q->split_mine) {
        FORKC_ASSERT(t == q->split_mine + 1 && head_of(q) >= t,
                     "deque: an exposed item at %lld, top %lld, head %lld",
                     (long long)q->split_mine, (long long)t, (long long)head_of(q));
        set_split_mine(q, t);
        atomic_store_explicit(&q->split, t, memory_order_release);
    }
    atomic_store_explicit(&q->exposing, FORKC_EXPOSE_NONE, memory_order_release);
}

/* A thief asked for work: publish the older half of the private items (at
 * least one).  The oldest continuations are the largest pieces of work. */
static void publish_half(forkc_deque *q) {
    atomic_store_explicit(&q->want, 0, memory_order_relaxed);
    settle_exposed(q);
    int64_t s = q->split_mine, h = head_of(q);
    if (h <= s)
        return;
    int64_t ns = s + (h - s + 1) / 2;
    FORKC_ASSERT(s < ns && ns <= h, "deque: publishing moves split into (split, head]");
    set_split_mine(q, ns);
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
    int64_t h = head_of(q);
    if (h >= room_limit(q, t))
        grow(q, t);
    atomic_store_explicit(&q->slots[h & q->mask], f, memory_order_relaxed);
    set_head(q, h + 1);
    int64_t room = room_limit(q, t);
    /* A lowered `limit` whose `want` the scheduling loop already cleared
     * (forkc_i_deque_publish_all found nothing to publish) is a request too:
     * its thief is still looking, and this push is the first thing to give. */
    if (seen == FORKC_DEQUE_ASKED)
        publish_half(q);
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
    settle_exposed(q);
    int64_t h = head_of(q);
    if (h > q->split_mine) {
        set_split_mine(q, h);
        atomic_store_explicit(&q->split, h, memory_order_release);
    }
}

/* Chase-Lev's pop of the last public item, index b = split - 1 (the private
 * part is empty).  The store of `split` must not pass the load of `top`: Le et
 * al.'s seq_cst fence is an 18 ns mfence here, a seq_cst exchange a 2 ns
 * locked RMW with the same ordering.  Returns 1 if the item is still ours. */
static int pop_public(forkc_deque *q) {
    int64_t b = head_of(q) - 1;
    FORKC_ASSERT(b == q->split_mine - 1, "deque: public pop with private items left");
    /* `head` first: an exposing thief that reads `split` == b from the
     * exchange (its release) then reads `head` <= b, so it cannot take b as
     * the oldest private item while the owner keeps it. */
    set_head(q, b);
    atomic_exchange_explicit(&q->split, b, memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&q->top, memory_order_seq_cst);
    if (t < b) {
        set_split_mine(q, b);
        return 1;
    }
    int won = 0;
    if (t == b) {
        int64_t expect = t;
        won = atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                      memory_order_acquire);
    }
    /* Empty either way: top == split == head == b + 1 (indices never reused). */
    atomic_store_explicit(&q->split, b + 1, memory_order_relaxed);
    set_head(q, b + 1);
    set_split_mine(q, b + 1);
    return won;
}

/* The pop of the oldest private item, index h == split_mine, `head` already
 * h, while a thief exposes (or exposed) it.  Now the owner's store of `head`
 * must precede its load of `top` in the processor too (a locked RMW, as in
 * pop_public): then a thief that reads `top` == h after the owner read it
 * lower reads `head` == h and leaves the item.  At `top` == h the two race
 * with the CAS, as for Chase-Lev's last item; `top` > h: the thief won. */
static int pop_exposed(forkc_deque *q, int64_t h) {
    FORKC_ASSERT(h == q->split_mine && head_of(q) == h, "deque: exposed pop at %lld", (long long)h);
    atomic_exchange_explicit(&q->head, h, memory_order_seq_cst);
    int64_t t = atomic_load_explicit(&q->top, memory_order_seq_cst);
    int won = 1;
    if (t >= h) {
        int64_t expect = h;
        won = t == h && atomic_compare_exchange_strong_explicit(
                            &q->top, &expect, h + 1, memory_order_seq_cst, memory_order_acquire);
        /* Empty either way: top == split == head == h + 1. */
        set_split_mine(q, h + 1);
        atomic_store_explicit(&q->split, h + 1, memory_order_release);
        set_head(q, h + 1);
    }
    settle_exposed(q);
    return won;
}

int forkc_pop_slow_(forkc_worker *w, int64_t h) {
    forkc_deque *q = &w->deque;
    return h == q->split_mine ? pop_exposed(q, h) : pop_public(q);
}

/* The owner's pop of item b == head - 1, as forkc_pop inline. */
static int pop_at(forkc_deque *q, int64_t b) {
    if (b >= q->plain_from) {
        set_head(q, b);
        return 1;
    }
    if (b == q->split_mine) {
        set_head(q, b);
        atomic_signal_fence(memory_order_seq_cst);
        if (atomic_load_explicit(&q->exposing, memory_order_relaxed) == FORKC_EXPOSE_NONE)
            return 1;
        return pop_exposed(q, b);
    }
    return pop_public(q);
}

bool forkc_i_deque_has_above(forkc_deque *q, int64_t mark) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    int64_t h = head_of(q);
    return h > mark && h > t;
}

forkc_frame *forkc_i_deque_take_above(forkc_deque *q, int64_t mark) {
    settle_exposed(q);
    FORKC_ASSERT(q->split_mine <= head_of(q), "deque: split %lld above head %lld",
                 (long long)q->split_mine, (long long)head_of(q));
    if (head_of(q) <= mark)
        return NULL;
    return forkc_i_deque_take(q);
}

/* The owner's take (the scheduler's LIFO end): the item itself. */
forkc_frame *forkc_i_deque_take(forkc_deque *q) {
    settle_exposed(q);
    int64_t b = head_of(q) - 1;
    if (b < atomic_load_explicit(&q->top, memory_order_relaxed) && b < q->split_mine)
        return NULL; /* empty; top only grows, so this test is safe */
    forkc_frame *x = atomic_load_explicit(&q->slots[b & q->mask], memory_order_relaxed);
    return pop_at(q, b) ? x : NULL;
}

/* Ask the owner to publish: `want` says why, the lowered `limit` sends its
 * next push to the slow path.  Written only if not yet asked, so that idle
 * thieves do not keep taking the owner's line; `asked_ns` first, so that a
 * thief that sees `want` sees when the request began. */
static void ask(forkc_deque *q, uint64_t now) {
    atomic_store_explicit(&q->asked_ns, (int64_t)now, memory_order_relaxed);
    atomic_store_explicit(&q->want, 1, memory_order_release);
    atomic_store_explicit(&q->limit, FORKC_DEQUE_ASKED, memory_order_release);
}

/* The CAS on `top` that takes item t, counted as an adoption first: an owner
 * that sees the item gone then sees the count too (both sequentially
 * consistent), and waits for the adoption to end before it leaves the OS
 * stack (forkc_i_deque_wait_adoptions).  Between the item's load and the
 * CAS, the owner's current stack: a native frame's own if the owner stored
 * none in it (forkc_i_deque_stamp_native). */
static forkc_frame *take_top(forkc_deque *q, int64_t t, const forkc_i_thief *th) {
    forkc_deque_buf *a = atomic_load_explicit(&q->buf, memory_order_acquire);
    forkc_frame *x = atomic_load_explicit(&a->slot[t & a->mask], memory_order_relaxed);
    *th->stack_seen = __atomic_load_n(th->owner_stack, __ATOMIC_ACQUIRE);
    int64_t expect = t;
    atomic_fetch_add_explicit(&q->adopting, 1, memory_order_seq_cst);
    if (!atomic_compare_exchange_strong_explicit(&q->top, &expect, t + 1, memory_order_seq_cst,
                                                 memory_order_relaxed)) {
        atomic_fetch_sub_explicit(&q->adopting, 1, memory_order_release);
        return NULL;
    }
    return x;
}

/* The owner left a request unanswered: take its oldest private item, at
 * index `split`, as if it had published that one.  One thief at a time
 * (`exposing`), at most one attempt per patience per owner (`asked_ns` is
 * reset whatever happens), and a barrier only when the owner holds private
 * items and no exposure is under way: plain reads of its line first, which
 * a stale value only delays, and which leave the line shared. */
static forkc_frame *expose(forkc_deque *q, uint64_t now, const forkc_i_thief *th) {
    atomic_store_explicit(&q->asked_ns, (int64_t)now, memory_order_relaxed);
    if (atomic_load_explicit(&q->exposing, memory_order_relaxed) != FORKC_EXPOSE_NONE)
        return NULL; /* another thief is at it, or took one the owner has not seen yet */
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    if (atomic_load_explicit(&q->head, memory_order_relaxed) <= t)
        return NULL;
    uint32_t none = FORKC_EXPOSE_NONE;
    if (!atomic_compare_exchange_strong_explicit(&q->exposing, &none, FORKC_EXPOSE_BUSY,
                                                 memory_order_seq_cst, memory_order_relaxed))
        return NULL;
    /* The owner's stores before this point are visible below; its loads of
     * `exposing` after it see FORKC_EXPOSE_BUSY. */
    if (!forkc_i_barrier_all()) { /* refused since registration: stop exposing */
        atomic_store_explicit(&q->exposing, FORKC_EXPOSE_NONE, memory_order_release);
        return NULL;
    }
    t = atomic_load_explicit(&q->top, memory_order_seq_cst);
    int64_t s = atomic_load_explicit(&q->split, memory_order_seq_cst);
    /* seq_cst: after the load of `top` (pop_exposed's argument), and it
     * acquires the slot and the frame that every release store of `head`
     * covers */
    int64_t h = atomic_load_explicit(&q->head, memory_order_seq_cst);
    forkc_frame *x = t == s && h > t ? take_top(q, t, th) : NULL;
    if (x)
        atomic_fetch_add_explicit(&q->exposed, 1, memory_order_relaxed);
    atomic_store_explicit(&q->exposing, x ? FORKC_EXPOSE_TAKEN : FORKC_EXPOSE_NONE,
                          memory_order_release);
    return x;
}

/* Thief (Le et al. steal, with `split` for `bottom`). */
forkc_frame *forkc_i_deque_steal(forkc_deque *q, uint64_t patience_ns, const forkc_i_thief *th) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    atomic_thread_fence(memory_order_seq_cst);
    int64_t s = atomic_load_explicit(&q->split, memory_order_acquire);
    if (t < s)
        return take_top(q, t, th);
    if (!atomic_load_explicit(&q->want, memory_order_acquire)) {
        ask(q, patience_ns ? forkc_i_now_ns() : 0);
        return NULL;
    }
    if (patience_ns == 0 || !forkc_i_barrier_available())
        return NULL;
    uint64_t now = forkc_i_now_ns();
    if (now - (uint64_t)atomic_load_explicit(&q->asked_ns, memory_order_relaxed) < patience_ns)
        return NULL;
    return expose(q, now, th);
}

void forkc_i_deque_adopted(forkc_deque *q) {
    atomic_fetch_sub_explicit(&q->adopting, 1, memory_order_release);
}

void forkc_i_deque_wait_adoptions(forkc_deque *q) {
    /* The caller found its item gone by some read of `top` that saw a
     * thief's CAS, relaxed ones included (forkc_i_deque_take's early exit,
     * a failed pop's CAS).  The acquire fence makes that read synchronise
     * with the CAS, so the thief's earlier increment of `adopting` is
     * visible below: without it a weakly ordered machine (AArch64: a plain
     * load, then a load-acquire) may read `adopting` first and see 0 while
     * the thief still copies frames off the stack the caller leaves
     * (docs/runtime.md, "Memory orders on weakly ordered machines"). */
    atomic_thread_fence(memory_order_acquire);
    for (unsigned spins = 0; atomic_load_explicit(&q->adopting, memory_order_seq_cst) != 0;)
        forkc_i_spin_pause(++spins);
}

/* Newest first, down to the first native frame that has its stack: items
 * are pushed in order, so the ones below it were on the deque when it got
 * its stack and got theirs then.  The release of the flag, then the
 * owner's release store of its new stack: a thief that reads the new stack
 * before its CAS (take_top) sees the flag of an item it takes after. */
void forkc_i_deque_stamp_native(forkc_deque *q, forkc_stack *s) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    for (int64_t i = head_of(q); i-- > t;) {
        forkc_frame *x = atomic_load_explicit(&q->slots[i & q->mask], memory_order_relaxed);
        if (!x->native16)
            continue;
        if (__atomic_load_n(&x->flags, __ATOMIC_RELAXED) & FORKC_FRAME_STACK_SET)
            return;
        x->stack = s;
        __atomic_fetch_or(&x->flags, (uint8_t)FORKC_FRAME_STACK_SET, __ATOMIC_RELEASE);
    }
}

/* Owner: items it holds (private and public). */
int64_t forkc_i_deque_size(forkc_deque *q) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_relaxed);
    int64_t h = head_of(q);
    return h > t ? h - t : 0;
}
