/*
 * Views of reducers with static storage (abi.h, forkc_hyper_view): OpenCilk
 * 2's hypermaps (Schardl and Lee, "OpenCilk", PPoPP'23, §4), ordered the
 * continuation-stealing way.
 *
 * A strand is what one worker runs between a steal (or a root's start) and
 * the point where it stops: a failed pop, or a join that is not the last.
 * Each strand has a map, key (the variable's address) -> view; the leftmost
 * strand of a root has none (w->views == NULL): its views are the variables.
 *
 * Serial order.  Between two joins of a frame f, its continuation is stolen
 * s = 1..N times; segment k of f is what runs between steal k and steal k+1
 * (segment 0: before the first), including the child spawned last in it.
 * Thief k makes segment k's map and registers it in f's region (f->hyper
 * points to the first one; `next` links them in steal order).  The map of
 * segment 0 was made before f existed: whoever ends that strand, at the
 * implicit join of f, deposits it in the region's `left`, or, if the first
 * steal has not happened yet (the child moved away and finished first), in
 * a table the first steal looks in.  The last to reach the join folds
 * left <- 1 <- ... <- N, in that order.
 *
 * Why a strand returning to f carries the map of the segment it ended: a
 * fold keeps the leftmost map (the object), so a strand that continues after
 * a join holds the map it entered the frame with.  So the strand ending
 * segment k >= 1 holds the map thief k registered (map->frame == f), and
 * only segment 0's strand holds one that f does not know.
 */
#include "hypermap.h"

#include "errors.h"

#include <sched.h>
#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

typedef struct entry {
    void *key;                      /* NULL: free slot                    */
    void *view;                     /* aligned_alloc'd, identity applied   */
    void (*reduce)(void *, void *); /* OpenCilk 2's; NULL: the next three */
    /* Cilk Plus C reducers (forkc_hyper_lookup): callbacks given the reducer */
    void *reducer;
    void (*reduce_r)(void *reducer, void *left, void *right);
    void (*destroy_r)(void *reducer, void *view); /* NULL: nothing to do */
} entry;

struct forkc_hypermap {
    entry *slots; /* open addressing, linear probing   */
    uint32_t cap; /* 0 or a power of two                */
    uint32_t count;
    forkc_frame *frame;   /* whose steal made it, NULL: none */
    forkc_hypermap *next; /* the next segment's, same region */
    /* the region's first map only (f->hyper): */
    forkc_hypermap *tail;  /* the newest segment's map           */
    forkc_hypermap *left;  /* segment 0's, NULL: the variables   */
    bool left_deposited;   /* debug: segment 0's strand ended    */
    forkc_hypermap *moved; /* a map travelling with f (resume_on) */
    forkc_hypermap *free_next;
};

#define MAX_CACHED_MAPS 64u

/* ---- one map ---- */

static size_t slot_of(const forkc_hypermap *m, const void *key) {
    uint64_t h = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull; /* Fibonacci hashing */
    return (size_t)(h >> 32) & (m->cap - 1);
}

static entry *find(const forkc_hypermap *m, const void *key) {
    if (m->cap == 0)
        return NULL;
    for (size_t i = slot_of(m, key);; i = (i + 1) & (m->cap - 1)) {
        if (m->slots[i].key == key)
            return &m->slots[i];
        if (m->slots[i].key == NULL)
            return NULL;
    }
}

static void insert(forkc_hypermap *m, entry e);

/* Load factor at most 1/2: probes stay short and a free slot always exists. */
static void grow(forkc_hypermap *m) {
    uint32_t old_cap = m->cap;
    entry *old = m->slots;
    m->cap = old_cap ? old_cap * 2 : 8;
    m->slots = calloc(m->cap, sizeof *m->slots);
    FORKC_CHECK(m->slots != NULL, "forkc: out of memory for a map of %u reducer views", m->cap);
    m->count = 0;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i].key)
            insert(m, old[i]);
    free(old);
}

static void insert(forkc_hypermap *m, entry e) {
    if (2 * (m->count + 1) > m->cap)
        grow(m);
    size_t i = slot_of(m, e.key);
    while (m->slots[i].key)
        i = (i + 1) & (m->cap - 1);
    m->slots[i] = e;
    m->count++;
}

static void clear(forkc_hypermap *m) {
    if (m->count)
        memset(m->slots, 0, m->cap * sizeof *m->slots);
    m->count = 0;
}

/* Backward-shift deletion (Knuth 6.4, Algorithm R): no tombstones, so
 * find() still stops at the first free slot. */
static void erase(forkc_hypermap *m, entry *e) {
    size_t hole = (size_t)(e - m->slots);
    for (size_t i = (hole + 1) & (m->cap - 1); m->slots[i].key; i = (i + 1) & (m->cap - 1)) {
        size_t home = slot_of(m, m->slots[i].key);
        /* Move slot i into the hole unless its home lies cyclically in (hole, i]. */
        bool stays = hole <= i ? (hole < home && home <= i) : (hole < home || home <= i);
        if (!stays) {
            m->slots[hole] = m->slots[i];
            hole = i;
        }
    }
    m->slots[hole] = (entry){0};
    m->count--;
}

static void *alloc_view(size_t size, size_t align) {
    if (align < alignof(max_align_t))
        align = alignof(max_align_t);
    size_t bytes = (size + align - 1) / align * align; /* aligned_alloc wants a multiple */
    void *v = aligned_alloc(align, bytes ? bytes : align);
    FORKC_CHECK(v != NULL, "forkc: out of memory for a reducer view of %zu bytes", size);
    return v;
}

/* Fold the view of `r` into `left` (serial order: left, then r's) and free it. */
static void reduce_into(const entry *r, void *left) {
    if (r->reduce) {
        r->reduce(left, r->view);
    } else {
        r->reduce_r(r->reducer, left, r->view);
        if (r->destroy_r)
            r->destroy_r(r->reducer, r->view);
    }
    free(r->view);
}

void *forkc_hyper_view_(forkc_worker *w, void *key, size_t size, size_t align,
                        void (*identity)(void *), void (*reduce)(void *, void *)) {
    forkc_hypermap *m = w->views;
    entry *e = find(m, key);
    if (e)
        return e->view;
    entry made = {.key = key, .view = alloc_view(size, align), .reduce = reduce};
    identity(made.view);
    insert(m, made);
    return made.view;
}

void *forkc_hyper_lookup(void *leftmost, size_t size, void *reducer,
                         void (*reduce)(void *, void *, void *), void (*identity)(void *, void *),
                         void (*destroy)(void *, void *)) {
    forkc_worker *w = forkc_tls_worker_;
    if (w == NULL || w->views == NULL)
        return leftmost; /* the leftmost strand: the variable is its view */
    FORKC_CHECK(reduce != NULL && identity != NULL,
                "forkc: a reducer at %p has no reduce or identity function", leftmost);
    entry *e = find(w->views, leftmost);
    if (e)
        return e->view;
    entry made = {.key = leftmost,
                  .view = alloc_view(size, 64), /* a cache line: no false sharing */
                  .reducer = reducer,
                  .reduce_r = reduce,
                  .destroy_r = destroy};
    identity(reducer, made.view);
    insert(w->views, made);
    return made.view;
}

void forkc_hyper_unregister(void *leftmost) {
    forkc_worker *w = forkc_tls_worker_;
    if (w == NULL || w->views == NULL)
        return;
    entry *e = find(w->views, leftmost);
    if (e == NULL)
        return; /* this strand never looked it up: the variable has it all */
    entry r = *e;
    erase(w->views, e);
    reduce_into(&r, leftmost);
}

/* Fold `right` (later in serial order) into `left` (NULL: the variables),
 * leaving `right` empty. */
static void fold(forkc_hypermap *left, forkc_hypermap *right) {
    for (uint32_t i = 0; i < right->cap && right->count; i++) {
        entry r = right->slots[i];
        if (!r.key)
            continue;
        entry *l = left ? find(left, r.key) : NULL;
        if (left && !l) {
            insert(left, r); /* the view moves: nothing to reduce */
            continue;
        }
        reduce_into(&r, l ? l->view : r.key);
    }
    clear(right);
}

/* ---- the cache ---- */

static forkc_hypermap *take(forkc_i_hyper_cache *c) {
    forkc_hypermap *m = c->free;
    if (m) {
        c->free = m->free_next;
        c->count--;
        return m;
    }
    m = calloc(1, sizeof *m);
    FORKC_CHECK(m != NULL, "forkc: out of memory for a map of reducer views");
    return m;
}

static void give_back(forkc_i_hyper_cache *c, forkc_hypermap *m) {
    FORKC_ASSERT(m->count == 0, "a map given back holds %u views", m->count);
    if (c->count >= MAX_CACHED_MAPS) {
        free(m->slots);
        free(m);
        return;
    }
    m->free_next = c->free;
    c->free = m;
    c->count++;
}

void forkc_i_hyper_cache_clear(forkc_i_hyper_cache *c) {
    while (c->free) {
        forkc_hypermap *m = c->free;
        c->free = m->free_next;
        free(m->slots);
        free(m);
    }
    c->count = 0;
}

/* ---- regions: the maps of one frame between two joins ---- */

/* Segment 0's map, when its strand ends before the first steal: a child
 * that moved (forkc_resume_on) or finished elsewhere can reach its parent's
 * implicit join while the continuation still waits in a deque.  Kept here,
 * keyed by the frame, until that steal takes it; a lock per stripe of frame
 * addresses orders the two (both sides are slow paths). */
typedef struct pending {
    forkc_frame *frame;
    forkc_hypermap *map;
    struct pending *next;
} pending;

#define STRIPES 64u
static struct stripe {
    _Atomic int locked;
    pending *head;
    char pad_[48];
} stripes_[STRIPES];

static struct stripe *stripe_of(const forkc_frame *f) {
    return &stripes_[((uintptr_t)f / sizeof(forkc_frame)) % STRIPES];
}

static void lock(struct stripe *s) {
    for (unsigned spins = 0; atomic_exchange_explicit(&s->locked, 1, memory_order_acquire);)
        if (++spins % 64 == 0)
            sched_yield(); /* the holder may have been preempted */
}

static void unlock(struct stripe *s) { atomic_store_explicit(&s->locked, 0, memory_order_release); }

/* Under the stripe's lock: segment 0's map deposited before the steal. */
static bool take_pending(struct stripe *st, forkc_frame *f, forkc_hypermap **map) {
    for (pending **pp = &st->head; *pp; pp = &(*pp)->next)
        if ((*pp)->frame == f) {
            pending *p = *pp;
            *pp = p->next;
            *map = p->map;
            free(p);
            return true;
        }
    return false;
}

/* The first steal since the last join makes the region, under the lock
 * that orders it with an early segment 0 (above). */
static void open_region(forkc_frame *f, forkc_hypermap *m) {
    struct stripe *st = stripe_of(f);
    lock(st);
    m->tail = m;
    m->left = NULL;
    m->left_deposited = take_pending(st, f, &m->left);
    f->hyper = m;
    /* Release: segment 0's strand reads the region once it sees a steal. */
    atomic_store_explicit(&f->steals, 1, memory_order_release);
    unlock(st);
}

void forkc_i_hyper_stolen(forkc_worker *w, forkc_i_hyper_cache *c, forkc_frame *f) {
    uint32_t s = atomic_load_explicit(&f->steals, memory_order_relaxed);
    forkc_hypermap *m = take(c);
    m->frame = f;
    m->next = NULL;
    w->views = m;
    if (s == 0) {
        open_region(f, m);
        return;
    }
    forkc_hypermap *first = f->hyper;
    first->tail->next = m;
    first->tail = m;
    atomic_store_explicit(&f->steals, s + 1, memory_order_relaxed);
}

static void deposit_left(forkc_frame *parent, forkc_hypermap *m) {
    forkc_hypermap *first = parent->hyper;
    FORKC_ASSERT(!first->left_deposited, "frame %p: segment 0 of a region ended twice",
                 (void *)parent);
    first->left = m;
    first->left_deposited = true;
}

void forkc_i_hyper_strand_ends_at(forkc_worker *w, forkc_frame *parent) {
    forkc_hypermap *m = w->views;
    if (m && m->frame == parent)
        return; /* segment k >= 1: registered by its thief */
    /* Segment 0. */
    if (atomic_load_explicit(&parent->steals, memory_order_acquire) != 0) {
        deposit_left(parent, m); /* the usual order: the steal came first */
        return;
    }
    struct stripe *st = stripe_of(parent);
    lock(st);
    if (atomic_load_explicit(&parent->steals, memory_order_relaxed) != 0) {
        unlock(st);
        deposit_left(parent, m);
        return;
    }
    pending *p = malloc(sizeof *p);
    FORKC_CHECK(p != NULL, "forkc: out of memory for a strand's reducer views");
    *p = (pending){parent, m, st->head};
    st->head = p;
    unlock(st);
}

void forkc_i_hyper_join(forkc_worker *w, forkc_i_hyper_cache *c, forkc_frame *f) {
    forkc_hypermap *first = f->hyper;
    FORKC_ASSERT(first && first->frame == f && first->left_deposited,
                 "frame %p: join of a region without its segment 0", (void *)f);
    forkc_hypermap *acc = first->left;
    for (forkc_hypermap *m = first; m;) {
        forkc_hypermap *next = m->next;
        fold(acc, m);
        m->frame = NULL;
        give_back(c, m);
        m = next;
    }
    w->views = acc;
}

/* The frame's holder moves it: with no steal since the last join there is
 * no region, and the map waits in f->hyper itself. */
void forkc_i_hyper_hand_over(forkc_worker *w, forkc_frame *f) {
    if (atomic_load_explicit(&f->steals, memory_order_relaxed) == 0)
        f->hyper = w->views;
    else
        f->hyper->moved = w->views;
}

void forkc_i_hyper_take_over(forkc_worker *w, forkc_frame *f) {
    if (atomic_load_explicit(&f->steals, memory_order_relaxed) == 0)
        w->views = f->hyper;
    else
        w->views = f->hyper->moved;
}
