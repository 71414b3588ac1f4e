/*
 * Geometric segmented stacks (libfork III-A, Fig. 4).
 *
 * A stack is a chain of stacklets.  Allocation bumps `sp` inside the top
 * stacklet; when a request does not fit, the next stacklet is twice the size
 * of the top one or large enough for the request, whichever is greater.  One
 * empty stacklet is kept cached after the top, so a frame that repeatedly
 * crosses a stacklet boundary does not hit malloc each time (hot-splitting).
 * Theorem 1 bounds the memory: O(c) + c*log2(M) + 4M for M bytes stored.
 */
#include "stacklet.h"

#include "errors.h"

#include <stdlib.h>
#include <string.h>

void forkc_i_stack_account(forkc_i_mem_stats *m, long long delta) {
    if (!m)
        return;
    long long now = atomic_fetch_add_explicit(&m->bytes, delta, memory_order_relaxed) + delta;
    if (delta > 0) {
        long long peak = atomic_load_explicit(&m->peak, memory_order_relaxed);
        while (now > peak &&
               !atomic_compare_exchange_weak_explicit(&m->peak, &peak, now, memory_order_relaxed,
                                                      memory_order_relaxed)) {}
    }
}

static void account(forkc_i_mem_stats *m, long long delta) {
    if (m && delta > 0)
        atomic_fetch_add_explicit(&m->stacklets, 1, memory_order_relaxed);
    forkc_i_stack_account(m, delta);
}

static size_t usable(const forkc_stacklet *k) { return (size_t)(k->hi - k->lo); }

static forkc_stacklet *stacklet_new(forkc_i_stack *s, size_t usable_bytes) {
    size_t hdr = forkc_round_(sizeof(forkc_stacklet));
    size_t bytes = hdr + usable_bytes;
    forkc_stacklet *k = malloc(bytes);
    FORKC_CHECK(k != NULL, "out of memory allocating a %zu-byte stacklet", bytes);
    k->prev = k->next = NULL;
    k->lo = (char *)k + hdr;
    k->hi = k->lo + usable_bytes;
    k->saved_sp = k->lo;
    k->cache_floor = 0;
    k->bytes = bytes;
    k->held = NULL;
    k->held_at_lo = false;
    account(s->mem, (long long)bytes);
    return k;
}

static void stacklet_free(forkc_i_stack *s, forkc_stacklet *k) {
    if (!k)
        return;
    account(s->mem, -(long long)k->bytes);
    free(k);
}

forkc_i_stack *forkc_i_stack_new(forkc_i_mem_stats *mem) {
    forkc_i_stack *s = calloc(1, sizeof *s);
    FORKC_CHECK(s != NULL, "out of memory allocating a stack");
    s->mem = mem;
    return s; /* no stacklet until the first allocation: empty stacks are cheap */
}

void forkc_i_stack_delete(forkc_i_stack *s) {
    if (!s)
        return;
    forkc_stacklet *k = s->pub.top;
    if (k)
        stacklet_free(s, k->next);
    while (k) {
        forkc_stacklet *prev = k->prev;
        stacklet_free(s, k);
        k = prev;
    }
    free(s);
}

bool forkc_i_stack_is_empty(const forkc_i_stack *s) {
    const forkc_stacklet *k = s->pub.top;
    return !k || (k->prev == NULL && s->pub.sp == k->lo);
}

bool forkc_i_stack_holds_blocks(const forkc_i_stack *s) {
    for (const forkc_stacklet *k = s->pub.top; k; k = k->prev)
        if (k->held)
            return true;
    return false;
}

size_t forkc_i_stack_heap_bytes(const forkc_i_stack *s) {
    size_t n = 0;
    const forkc_stacklet *k = s->pub.top;
    if (k && k->next)
        n += k->next->bytes;
    for (; k; k = k->prev)
        n += k->bytes;
    return n;
}

/* Releases below `floor` take the slow path: one that leaves fewer than
 * cache_floor bytes in use drops the cached stacklet (Theorem 1, see
 * cache_floor), and one that empties the top stacklet steps back to the
 * previous one or gives an oversized first stacklet back.  Emptying a plain
 * first stacklet needs nothing: that stays inline (the bottom frame of every
 * nested root's stack is freed there). */
static char *floor_of_frames(const forkc_stacklet *k) {
    if (k->next)
        return k->lo + k->cache_floor + 1;
    if (k->prev || (size_t)(k->hi - k->lo) > FORKC_STACKLET_MIN)
        return k->lo + 1;
    return k->lo;
}

/* The inline free tests the floor alone, not that the frame is the top of
 * the stack, so the floor also sends the frees that could find stack
 * allocation API memory still held above them out of line
 * (forkc_frame_free_slow_ reports it): a frame under the newest live block
 * of this stacklet, and, while the oldest live block starts the stacklet,
 * every frame, since a frame of an older stacklet may be the one whose task
 * left the block behind, and stacklets' addresses are not ordered. */
static char *floor_of(const forkc_stacklet *k) {
    char *f = floor_of_frames(k);
    if (!k->held)
        return f;
    if (k->held_at_lo)
        return (char *)UINTPTR_MAX; /* NOLINT(performance-no-int-to-ptr): above every address */
    return k->held + 1 > f ? k->held + 1 : f;
}

/* Theorem 1 with a cache.  Without one, the stacklets below the top hold
 * their bytes plus waste (each waste is smaller than a live allocation: at
 * most M in all), and the top is at most twice the one below it or its own
 * first allocation: 4M together.  The paper's proof does not count a cached
 * empty stacklet on top of that, so we keep one only while the whole stack,
 * cache included, stays within 4M (+ the first stacklet's minimum).  Returns
 * the bytes that `top` must keep in use for that, or SIZE_MAX if it cannot. */
static size_t cache_floor(const forkc_stacklet *top, size_t cache_bytes) {
    size_t total = cache_bytes + usable(top), below = 0;
    for (const forkc_stacklet *k = top->prev; k; k = k->prev) {
        total += usable(k);
        below += (size_t)(k->saved_sp - k->lo);
    }
    if (total <= FORKC_STACKLET_MIN + 4 * below)
        return 0;
    size_t need = (total - FORKC_STACKLET_MIN - 4 * below + 3) / 4;
    return need <= usable(top) ? need : SIZE_MAX;
}

static void make_top(forkc_i_stack *s, forkc_stacklet *k) {
    s->pub.top = k;
    s->pub.lo = k->lo;
    s->pub.hi = k->hi;
    s->pub.sp = k->saved_sp;
    s->pub.floor = floor_of(k);
}

static void drop_cache(forkc_i_stack *s) {
    forkc_stacklet *top = s->pub.top;
    stacklet_free(s, top->next);
    top->next = NULL;
    s->pub.floor = floor_of(top);
}

/* The request did not fit in the top stacklet: move to a bigger one. */
static void grow(forkc_i_stack *s, size_t size) {
    forkc_stacklet *top = s->pub.top;
    if (!top) {
        forkc_stacklet *k = stacklet_new(s, size > FORKC_STACKLET_MIN ? size : FORKC_STACKLET_MIN);
        make_top(s, k);
        return;
    }
    if (s->pub.sp == top->lo) {
        /* An empty top that is too small is replaced, so every stacklet but
         * the top holds an allocation (the premise of Theorem 1). */
        size_t want = 2 * usable(top) > size ? 2 * usable(top) : size;
        forkc_stacklet *prev = top->prev;
        stacklet_free(s, top->next);
        stacklet_free(s, top);
        forkc_stacklet *k = stacklet_new(s, want);
        k->prev = prev;
        if (prev)
            prev->next = k;
        make_top(s, k);
        return;
    }
    forkc_stacklet *k = top->next;
    if (!k || usable(k) < size) {
        stacklet_free(s, k);
        size_t want = 2 * usable(top) > size ? 2 * usable(top) : size;
        k = stacklet_new(s, want);
        k->prev = top;
        top->next = k;
    }
    k->saved_sp = k->lo;
    FORKC_ASSERT(!k->held, "a cached empty stacklet holds stack allocation API memory");
    top->saved_sp = s->pub.sp;
    make_top(s, k);
}

void *forkc_i_stack_bump(forkc_i_stack *s, size_t size) {
    size = forkc_round_(size);
    if ((size_t)(s->pub.hi - s->pub.sp) < size)
        grow(s, size);
    char *p = s->pub.sp;
    s->pub.sp = p + size;
    return p;
}

/* The top stacklet just became empty: step back to the previous one, keeping
 * the empty one cached unless it is more than twice the previous one
 * (libfork III-A: the guard against hot-splitting). */
static void shrink(forkc_i_stack *s) {
    forkc_stacklet *top = s->pub.top;
    forkc_stacklet *prev = top->prev;
    stacklet_free(s, top->next);
    top->next = NULL;
    size_t need = cache_floor(prev, usable(top));
    if (usable(top) > 2 * usable(prev) || need == SIZE_MAX ||
        (size_t)(prev->saved_sp - prev->lo) < need) {
        stacklet_free(s, top);
        prev->next = NULL;
    } else {
        top->saved_sp = top->lo;
        prev->next = top;
        prev->cache_floor = need;
    }
    make_top(s, prev);
}

/* The stack is empty and its only stacklet is oversized: give it back. */
static void release_all(forkc_i_stack *s) {
    forkc_stacklet *top = s->pub.top;
    stacklet_free(s, top->next);
    stacklet_free(s, top);
    s->pub.top = NULL;
    s->pub.sp = s->pub.lo = s->pub.hi = s->pub.floor = NULL;
}

void forkc_i_stack_unbump(forkc_i_stack *s, char *p, size_t size) {
    size = forkc_round_(size);
    FORKC_CHECK(s->pub.sp == p + size,
                "stack release out of FILO order (%p is not the most recent allocation)",
                (void *)p);
    s->pub.sp = p;
    if (s->pub.top->next && p < s->pub.lo + s->pub.top->cache_floor)
        drop_cache(s);
    if (p != s->pub.lo)
        return;
    if (s->pub.top->prev)
        shrink(s);
    else if (usable(s->pub.top) > FORKC_STACKLET_MIN)
        release_all(s); /* a first stacklet sized for a freed request would break Theorem 1 */
}

/* ---- AddressSanitizer ----
 * Lowered code built with ASan poisons frames it frees (abi.h); memory the
 * runtime hands out again must be unpoisoned, whether or not the runtime
 * itself is instrumented: the interface is called through weak references,
 * null when the program has no ASan. */
extern void __asan_poison_memory_region(void const volatile *addr, size_t size)
    __attribute__((weak));
extern void __asan_unpoison_memory_region(void const volatile *addr, size_t size)
    __attribute__((weak));

static void asan_unpoison(void *p, size_t n) {
    if (__asan_unpoison_memory_region)
        __asan_unpoison_memory_region(p, n);
}
static void asan_poison(void *p, size_t n) {
    if (__asan_poison_memory_region)
        __asan_poison_memory_region(p, n);
}

/* ---- ABI slow paths ---- */

void *forkc_stack_alloc_slow_(forkc_worker *w, size_t size) {
    void *p = forkc_i_stack_bump((forkc_i_stack *)w->stack, size);
    asan_unpoison(p, size);
    return p;
}

void forkc_frame_free_slow_(forkc_worker *w, forkc_frame *f, size_t size) {
    forkc_i_stack *s = (forkc_i_stack *)w->stack;
    FORKC_CHECK(f->stack == &s->pub,
                "internal error: a task frame was released on a stack it does not live on");
    char *end = (char *)f + size;
    /* Not in the top stacklet: a block of the API starts a newer one. */
    bool in_top = (char *)f >= s->pub.lo && end <= s->pub.hi;
    FORKC_CHECK(!in_top || s->pub.sp >= end, "internal error: stack corrupted below a task frame");
    FORKC_CHECK(in_top && s->pub.sp == end,
                "a task returned with forkc_stack_alloc memory still allocated (%zu bytes%s); "
                "free it with forkc_stack_free (FILO) before returning",
                in_top ? (size_t)(s->pub.sp - end) : (size_t)(s->pub.sp - s->pub.lo),
                in_top ? "" : " in a newer stacklet, and maybe more");
    asan_poison(f, size);
    forkc_i_stack_unbump(s, (char *)f, size);
}

/* ---- the stack allocation API (libfork III-C) ---- */

#define ALLOC_MAGIC_STACK 0x666b5354u /* "fkST" */
#define ALLOC_MAGIC_HEAP 0x666b4850u  /* "fkHP": made off a worker */
#define ALLOC_MAGIC_DEAD 0x64656164u

typedef struct alloc_hdr {
    size_t size;
    char *prev_held; /* the stacklet's `held` before this block */
    uint32_t magic;
    uint32_t pad[3];
} alloc_hdr;
_Static_assert(sizeof(alloc_hdr) % FORKC_FRAME_ALIGN == 0, "header keeps 16-byte alignment");

static void *alloc_on(forkc_i_stack *s, size_t size) {
    alloc_hdr *h = forkc_i_stack_bump(s, sizeof(alloc_hdr) + forkc_round_(size));
    asan_unpoison(h, sizeof(alloc_hdr) + forkc_round_(size));
    h->size = size;
    h->magic = ALLOC_MAGIC_STACK;
    forkc_stacklet *k = s->pub.top; /* the block is in the top stacklet */
    h->prev_held = k->held;
    k->held = (char *)h;
    if ((char *)h == k->lo)
        k->held_at_lo = true;
    s->pub.floor = floor_of(k);
    return h + 1;
}

static void free_on(forkc_i_stack *s, void *ptr, const char *who) {
    alloc_hdr *h = (alloc_hdr *)ptr - 1;
    FORKC_CHECK(h->magic == ALLOC_MAGIC_STACK, "%s(%p): not a live forkc_stack_alloc pointer", who,
                ptr);
    char *end = (char *)(h + 1) + forkc_round_(h->size);
    FORKC_CHECK(s->pub.sp == end,
                "%s(%p): not the most recent forkc_stack_alloc; stack memory is FILO", who, ptr);
    h->magic = ALLOC_MAGIC_DEAD;
    forkc_stacklet *k = s->pub.top; /* the most recent block is in the top stacklet */
    FORKC_ASSERT(k->held == (char *)h, "stack allocation API blocks out of order");
    k->held = h->prev_held;
    if ((char *)h == k->lo)
        k->held_at_lo = false;
    s->pub.floor = floor_of(k);
    forkc_i_stack_unbump(s, (char *)h, sizeof(alloc_hdr) + forkc_round_(h->size));
}

/* Inside a fork-join scope whose continuation was stolen, the worker is not
 * on the frame's stack: an allocation there would outlive the stack it was
 * made on (libfork III-C allows the API only outside such scopes).  A native
 * frame stores no stack, and while it runs its stack is the worker's (abi.h,
 * forkc_frame_local_at). */
static void check_scope(forkc_worker *w, forkc_frame *f, const char *who) {
    FORKC_CHECK(f->native16 != 0 || w->stack == f->stack,
                "%s inside a fork-join scope (between fork_spawn and fork_join); "
                "allocate before the first spawn or after the join",
                who);
}

void *forkc_stack_alloc_in(forkc_worker *w, forkc_frame *f, size_t size) {
    check_scope(w, f, "forkc_stack_alloc");
    return alloc_on((forkc_i_stack *)w->stack, size);
}

void forkc_stack_free_in(forkc_worker *w, forkc_frame *f, void *ptr) {
    if (!ptr)
        return;
    check_scope(w, f, "forkc_stack_free");
    free_on((forkc_i_stack *)w->stack, ptr, "forkc_stack_free");
}

static void *alloc_heap(size_t size, const char *who) {
    alloc_hdr *h = malloc(sizeof(alloc_hdr) + (size ? size : 1));
    FORKC_CHECK(h != NULL, "%s(%zu): out of memory", who, size);
    h->size = size;
    h->magic = ALLOC_MAGIC_HEAP;
    return h + 1;
}

/* Frees ptr if alloc_heap made it (its header says so); false otherwise. */
static bool free_heap(void *ptr) {
    alloc_hdr *h = (alloc_hdr *)ptr - 1;
    if (h->magic != ALLOC_MAGIC_HEAP)
        return false;
    h->magic = ALLOC_MAGIC_DEAD;
    free(h);
    return true;
}

void *forkc_stack_alloc(size_t size) {
    forkc_worker *w = forkc_tls_worker_;
    if (w)
        return alloc_on((forkc_i_stack *)w->stack, size);
    return alloc_heap(size, "forkc_stack_alloc");
}

/* alloca in a task.  Its memory lives until the task returns, so Cilk code
 * allocates while children run (Cilk-5's nqueens: a board per spawn in the
 * loop).  On the frame's own stack that is the top only while no
 * continuation of the frame was stolen (check_scope's test, true again after
 * the join); otherwise, the heap.  Under AddressSanitizer always the heap,
 * whose redzones catch an overflow at the user's line (stacklet blocks have
 * none).  forkc_alloca_free_in frees at return, after the implicit join,
 * newest first. */
void *forkc_alloca_in(forkc_worker *w, forkc_frame *f, size_t size) {
    if (w->stack == f->stack && !__asan_unpoison_memory_region)
        return alloc_on((forkc_i_stack *)w->stack, size);
    return alloc_heap(size, "alloca");
}

void forkc_alloca_free_in(forkc_worker *w, forkc_frame *f, void *ptr) {
    if (free_heap(ptr))
        return;
    check_scope(w, f, "alloca's free at return");
    free_on((forkc_i_stack *)w->stack, ptr, "alloca's free at return");
}

void forkc_stack_free(void *ptr) {
    if (!ptr || free_heap(ptr))
        return;
    forkc_worker *w = forkc_tls_worker_;
    FORKC_CHECK(w != NULL, "forkc_stack_free(%p): stack memory freed off the worker that owns it",
                ptr);
    free_on((forkc_i_stack *)w->stack, ptr, "forkc_stack_free");
}
