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

bool deque_has_above(forkc_deque *q, int64_t mark) {
    int64_t b = atomic_load_explicit(&q->bottom, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    return b > mark && b > t;
}

forkc_frame *deque_take_above(forkc_deque *q, int64_t mark) {
    /* Only the owner moves `bottom`, so this test cannot race. */
    if (atomic_load_explicit(&q->bottom, memory_order_relaxed) <= mark)
        return NULL;
    return deque_take(q);
}

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

/* ---- the asymmetric fence ----
 * The owner's pop orders its store of `bottom` before its load of `top` with
 * a compiler barrier only; a thief that sees work first runs
 * membarrier(PRIVATE_EXPEDITED), which makes every running thread of the
 * process execute a full barrier.  So either the owner's store is visible to
 * the thief's next read of `bottom`, or the owner's later read of `top` sees
 * everything the thief saw (x86 stores are multi-copy atomic), which is what
 * Le et al.'s two seq_cst fences give.  Steals are rare (O(P T_inf)), pops are
 * not.  Off Linux, without membarrier, or under ThreadSanitizer (which cannot
 * see membarrier), the owner uses a locked exchange instead.  It is opt-in
 * (FORKC_ASYMMETRIC_FENCE=1), see deque_choose_fences. */
_Atomic int forkc_asymmetric_pop_;

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
static bool heavy_barrier(void) {
    return syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0;
}
static bool register_membarrier(void) {
    long q = syscall(SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    return q > 0 && (q & MEMBARRIER_CMD_PRIVATE_EXPEDITED) &&
           syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
}
#else
static bool heavy_barrier(void) { return false; }
static bool register_membarrier(void) { return false; }
#endif

#if defined(__SANITIZE_THREAD__)
#define FORKC_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define FORKC_TSAN 1
#endif
#endif

void deque_choose_fences(void) {
    static pthread_mutex_t once = PTHREAD_MUTEX_INITIALIZER;
    static bool decided;
    pthread_mutex_lock(&once);
    if (!decided) {
        /* Opt-in: measured on this machine it saved nothing on fib(35) with
         * one worker (0.27 s either way) and made thieves 16x less
         * successful on a push/work/pop loop (each attempt pays ~0.7 us of
         * membarrier and an IPI to the owner): docs/runtime.md. */
        const char *env = getenv("FORKC_ASYMMETRIC_FENCE");
        bool wanted = env && env[0] == '1';
#ifdef FORKC_TSAN
        wanted = false;
#endif
        deque_set_asymmetric(wanted);
        decided = true;
    }
    pthread_mutex_unlock(&once);
}

bool deque_set_asymmetric(bool on) {
#ifdef FORKC_TSAN
    on = false;
#endif
    atomic_store(&forkc_asymmetric_pop_, on && register_membarrier());
    return atomic_load(&forkc_asymmetric_pop_) != 0;
}

forkc_frame *deque_steal(forkc_deque *q) {
    int64_t t = atomic_load_explicit(&q->top, memory_order_acquire);
    int64_t b;
    if (atomic_load_explicit(&forkc_asymmetric_pop_, memory_order_relaxed)) {
        if (atomic_load_explicit(&q->bottom, memory_order_acquire) <= t)
            return NULL; /* looks empty: no barrier needed to give up */
        FORKC_CHECK(heavy_barrier(), "membarrier failed after registration");
    } else {
        atomic_thread_fence(memory_order_seq_cst);
    }
    b = atomic_load_explicit(&q->bottom, memory_order_acquire);
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
