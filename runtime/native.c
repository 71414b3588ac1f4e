/*
 * Frames on the OS stack (docs/runtime.md, "Frames in their fast clone").
 *
 * A lazily allocating fast clone keeps its frame in a local variable, as
 * Cilk does: making it costs no bump and freeing it costs nothing.  Such a
 * frame must not outlive its activation, and an activation dies when its
 * worker leaves the OS stack: at a failed pop, or when a frame moves.  By
 * then every native frame of the dying chain has a copy on the heap, and
 * every pointer that others will follow into it (a parent, a result slot)
 * points into the copy:
 *
 * - The thief that takes an item adopts it: it copies the item's frame if
 *   it is native, and walks up the chain of callers while the edge is a
 *   call (kind FORKC_KIND_CALLED), copying every native frame it meets and
 *   re-pointing `parent` and `ret` of the frame below.  Those activations
 *   are frozen: each waits in a call that can no longer return natively,
 *   since the stolen item's pop will fail.  The walk stops at a spawn edge:
 *   that parent's item was older, so it was stolen first (Chase-Lev steals
 *   oldest first) and its own thief adopted the chain above it; the walk
 *   takes that thief's copy (published with a release store).
 * - The victim's failed pop waits until no thief is between its CAS and the
 *   end of its adoption (deque.c, `adopting`), writes the child's value into
 *   the copy, and leaves the OS stack.
 * - A move takes its own items back from the deque first, and adopts its
 *   chain through them (worker.c).
 *
 * A copy gets the stack the original would have lived on: the joins hand
 * that stack over as if the frame lived on it, so the stack-ownership rules
 * of libfork Alg. 4 and 5 hold unchanged.  The original does not store it
 * (abi.h, forkc_frame_local_at): while a native frame is alive, its stack
 * is its worker's current one, except while the worker runs other work on
 * another stack below a nested root, forkc_wait_until or a failed pop.  So
 * before a worker changes stacks, it stores the stack in every native frame
 * on its deque that has none (FORKC_FRAME_STACK_SET, deque.c), and a thief
 * reads its victim's current stack between its load of the item and its
 * CAS (the stack of a frame without the flag).  The frames the walk below
 * meets above the item are of the same strand: the same stack.  A resume
 * function frees a copy with forkc_frame_free_heap_ (forkc_frame_finish,
 * abi.h).
 */
#include "native.h"

#include "errors.h"
#include "sleep.h"
#include "stacklet.h"

#include <stdlib.h>
#include <string.h>

/* A copy is allocated behind a 16-byte prefix naming the memory statistics
 * it counts in (its pool's, forkc_i_stack_account), so that its free, by
 * whichever worker finishes it, takes back what its allocation added. */
typedef struct copy_prefix {
    forkc_i_mem_stats *mem;
    size_t bytes;
} copy_prefix;
_Static_assert(sizeof(copy_prefix) <= FORKC_FRAME_ALIGN, "the prefix keeps the copy aligned");

static forkc_i_mem_stats *mem_of_this_thread(void) {
    forkc_worker *w = forkc_tls_worker_;
    /* a forkc_i_stack starts with the forkc_stack lowered code sees */
    return w && w->stack ? ((forkc_i_stack *)w->stack)->mem : NULL;
}

/* The stack native frame f lives on: stored in it, or `current` (its
 * worker's, read as the item was taken).  The flag's acquire makes the
 * stored one visible. */
static forkc_stack *stack_of(const forkc_frame *f, forkc_stack *current) {
    if (__atomic_load_n(&f->flags, __ATOMIC_ACQUIRE) & FORKC_FRAME_STACK_SET)
        return f->stack;
    return current;
}

/* Neither `stack` nor `flags` is read from f: its owner may store them
 * meanwhile (deque.c, forkc_i_deque_stamp_native).  The counters are not
 * read either: f never stored them. */
static forkc_frame *heap_copy(const forkc_frame *f, forkc_stack *stack) {
    size_t n = f->native16, bytes = FORKC_FRAME_ALIGN + forkc_round_(n);
    char *m = aligned_alloc(FORKC_FRAME_ALIGN, bytes);
    FORKC_CHECK(m != NULL, "out of memory copying a %zu-byte task frame off the OS stack", n);
    copy_prefix *pre = (copy_prefix *)(void *)m; /* NOLINT(bugprone-casting-through-void) */
    pre->mem = mem_of_this_thread();
    pre->bytes = bytes;
    forkc_i_stack_account(pre->mem, (long long)bytes);
    forkc_frame *c =
        (forkc_frame *)(void *)(m + FORKC_FRAME_ALIGN); /* NOLINT(bugprone-casting-through-void) */
    c->resume = f->resume;
    c->parent = f->parent;
    c->stack = stack;
    c->ret = f->ret;
    c->state = f->state;
    c->kind = f->kind;
    c->flags = FORKC_FRAME_ON_HEAP;
    c->native16 = 0;
    memcpy((char *)c + offsetof(forkc_frame, sq_next),
           (const char *)f + offsetof(forkc_frame, sq_next), n - offsetof(forkc_frame, sq_next));
    /* the counters a native frame has without storing them (abi.h,
     * forkc_frame_init_): it was never stolen from */
    atomic_init(&c->steals, 0);
    atomic_init(&c->joins, FORKC_JOIN_INIT);
    return c;
}

void forkc_frame_free_heap_(forkc_worker *w, forkc_frame *f) {
    (void)w;
    FORKC_ASSERT(f->flags & FORKC_FRAME_ON_HEAP, "frame %p freed as a copy but is none", (void *)f);
    char *m = (char *)f - FORKC_FRAME_ALIGN;
    const copy_prefix *pre =
        (const copy_prefix *)(void *)m; /* NOLINT(bugprone-casting-through-void) */
    forkc_i_stack_account(pre->mem, -(long long)pre->bytes);
    free(m);
}

/* A native frame's `flags` is 0 from its making (the header word) until
 * the thief that copied it publishes: FORKC_FRAME_ADOPTED, stored with
 * release order after `copy`.  Its counters are never stored (abi.h). */
static bool adopted(const forkc_frame *f) {
    return __atomic_load_n(&f->flags, __ATOMIC_ACQUIRE) & FORKC_FRAME_ADOPTED;
}

void forkc_i_native_publish(forkc_frame *f, forkc_frame *copy) {
    FORKC_ASSERT(forkc_i_native(f) && !forkc_i_native(copy), "publishing a copy of a copy");
    FORKC_ASSERT(!adopted(f), "native frame %p published twice", (void *)f);
    f->copy = copy;
    /* an RMW: the owner may set FORKC_FRAME_STACK_SET meanwhile */
    __atomic_fetch_or(&f->flags, (uint8_t)FORKC_FRAME_ADOPTED, __ATOMIC_RELEASE);
}

forkc_frame *forkc_i_native_copy_of(forkc_frame *f) {
    FORKC_ASSERT(forkc_i_native(f), "frame %p is not native", (void *)f);
    for (unsigned spins = 0; !adopted(f);)
        forkc_i_spin_pause(++spins);
    return f->copy;
}

static bool points_into(const forkc_frame *f, const void *p) {
    uintptr_t a = (uintptr_t)f, x = (uintptr_t)p;
    return x >= a && x < a + f->native16;
}

void *forkc_i_native_slot(const forkc_frame *f, forkc_frame *c, void *dest) {
    if (c == f || !points_into(f, dest))
        return dest;
    return (char *)c + ((uintptr_t)dest - (uintptr_t)f);
}

/* ---- the adoption walk ---- */

typedef struct hop {
    forkc_frame *orig; /* as the chain links it: maybe native           */
    forkc_frame *now;  /* where it goes on: orig, or orig's heap copy  */
    void *ret0;        /* orig's `ret` before the walk re-pointed any  */
} hop;

typedef struct chain {
    hop *h;
    size_t n, cap;
    hop small[32];
} chain;

static void chain_push(chain *c, forkc_frame *orig, forkc_frame *now) {
    if (c->n == c->cap) {
        hop *h = malloc(2 * c->cap * sizeof *h);
        FORKC_CHECK(h != NULL, "out of memory adopting a chain of %zu frames", c->n);
        memcpy(h, c->h, c->n * sizeof *h);
        if (c->h != c->small)
            free(c->h);
        c->h = h;
        c->cap *= 2;
    }
    c->h[c->n++] = (hop){orig, now, orig->ret};
}

static bool listed(const forkc_frame *q, forkc_frame *const *list, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (list[i] == q)
            return true;
    return false;
}

/* Top down, so that a result slot passed through (`return g(x)` gives g
 * the caller's own `ret`) follows its caller's, re-pointed just before.
 * The owner may walk `parent` meanwhile (forkc_i_worker_boundary_rec): the
 * release store publishes a copy whose own `parent` is already re-pointed,
 * and the copy holds the kind and parent that the native original had. */
static void repoint(chain *c) {
    for (size_t i = c->n - 1; i-- > 0;) {
        hop *a = &c->h[i], *p = &c->h[i + 1];
        bool moved = p->now != p->orig;
        if (moved)
            __atomic_store_n(&a->now->parent, p->now, __ATOMIC_RELEASE);
        if (moved && points_into(p->orig, a->ret0))
            a->now->ret = forkc_i_native_slot(p->orig, p->now, a->ret0);
        else if (a->ret0 && a->ret0 == p->ret0 && p->now->ret != p->ret0)
            a->now->ret = p->now->ret;
    }
}

forkc_frame *forkc_i_native_adopt(forkc_frame *f, forkc_frame *const *through, size_t n_through,
                                  forkc_stack *current) {
    chain c = {.n = 0, .cap = sizeof c.small / sizeof c.small[0]};
    c.h = c.small;
    forkc_frame *cont = f;
    if (forkc_i_native(f)) {
        current = stack_of(f, current);
        cont = heap_copy(f, current);
    }
    chain_push(&c, f, cont);
    for (forkc_frame *x = f; x->kind == FORKC_KIND_CALLED || x->kind == FORKC_KIND_SPAWNED;) {
        forkc_frame *q = x->parent;
        FORKC_CHECK(q != NULL, "internal error: frame %p of kind %u has no parent", (void *)x,
                    x->kind);
        bool frozen = x->kind == FORKC_KIND_CALLED || listed(q, through, n_through);
        if (!frozen) {
            /* q's item was stolen before: its thief adopted what is above */
            if (forkc_i_native(q))
                chain_push(&c, q, forkc_i_native_copy_of(q));
            break;
        }
        FORKC_ASSERT(!forkc_i_native(q) || !adopted(q),
                     "adopt: frozen native frame %p was copied before", (void *)q);
        forkc_frame *now = q;
        if (forkc_i_native(q)) {
            current = stack_of(q, current); /* an item the mover took: maybe stored */
            now = heap_copy(q, current);
        }
        chain_push(&c, q, now);
        if (now != q && listed(q, through, n_through))
            forkc_i_native_publish(q, now); /* the mover pushes the copy again */
        x = q;
    }
    repoint(&c);
    if (c.h != c.small)
        free(c.h);
    return cont;
}
