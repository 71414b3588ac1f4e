/* Runtime-private declarations.  Lowered code never sees this file. */
#ifndef FORKC_RUNTIME_INTERNAL_H
#define FORKC_RUNTIME_INTERNAL_H

#define FORKC_RUNTIME_BUILD 1
#include <forkc.h>
#include <forkc/abi.h>

#include <pthread.h>
#include "context.h"
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct pool pool_t;
typedef struct worker worker_t;
typedef struct stack stack_t;

/* ---- misuse and internal errors (errors.c) ---- */
FORKC_NORETURN void forkc_die_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#define FORKC_CHECK(cond, ...)                                                                   \
    do {                                                                                         \
        if (FORKC_UNLIKELY(!(cond)))                                                             \
            forkc_die_(__VA_ARGS__);                                                             \
    } while (0)

/* ---- the environment (env.c): strict, aborts naming the variable ---- */
/* A decimal number in [lo, hi]; dflt when unset or empty.  `what` names the
 * quantity in the message. */
unsigned forkc_env_unsigned(const char *name, unsigned lo, unsigned hi, unsigned dflt,
                            const char *what);
/* 1/yes/true/on or 0/no/false/off, any case; dflt when unset or empty. */
bool forkc_env_bool(const char *name, bool dflt);

/* Protocol invariants, checked in debug and sanitizer builds
 * (-DFORKC_ASSERTIONS=1): free in release builds. */
#ifndef FORKC_ASSERTIONS
#define FORKC_ASSERTIONS 0
#endif
#define FORKC_ASSERT(cond, ...)                                                                  \
    do {                                                                                         \
        if (FORKC_ASSERTIONS)                                                                    \
            FORKC_CHECK(cond, "assertion failed: " __VA_ARGS__);                                 \
    } while (0)

/* ---- stacklets (stacklet.c), libfork III-A ---- */
struct forkc_stacklet {
    forkc_stacklet *prev; /* older stacklet of the same stack           */
    forkc_stacklet *next; /* the cached empty stacklet, if any          */
    char *lo, *hi;        /* usable region                              */
    char *saved_sp;       /* sp of this stacklet while a newer one is top */
    size_t cache_floor;   /* bytes in use needed to keep `next` cached    */
    size_t bytes;         /* malloc'd size including this header        */
};

struct stack {
    forkc_stack pub; /* first: lowered code bumps pub.sp */
    pool_t *pool;    /* for memory statistics             */
    stack_t *free_next;
};

#define FORKC_STACKLET_MIN ((size_t)16 * 1024)
#define FORKC_SPARE_STACKS 32u /* empty stacks a worker keeps for nested roots */

stack_t *stack_new(pool_t *pool);
void stack_delete(stack_t *s);
bool stack_is_empty(const stack_t *s);
void *stack_bump(stack_t *s, size_t size);     /* any size, may add a stacklet */
void stack_unbump(stack_t *s, char *p, size_t size); /* FILO release of [p, p+size) */
size_t stack_heap_bytes(const stack_t *s);      /* bytes of stacklets held      */

/* ---- the split deque (deque.c), Le et al. PPoPP 2013 + Lace ---- */
void deque_init(forkc_deque *q, size_t capacity);
void deque_destroy(forkc_deque *q);
/* Owner: take the bottom item (LIFO) or NULL. */
forkc_frame *deque_take(forkc_deque *q);
/* Owner: the same, but only an item at index >= mark (pushed after the mark
 * was read from `head`); and whether such an item is still there. */
forkc_frame *deque_take_above(forkc_deque *q, int64_t mark);
bool deque_has_above(forkc_deque *q, int64_t mark);
/* Owner: make every private item public (an idle owner, asked by a thief). */
void deque_publish_all(forkc_deque *q);
/* Thief: the top item, NULL if empty or lost a race; asks for work if empty. */
forkc_frame *deque_steal(forkc_deque *q);
int64_t deque_size(forkc_deque *q);

/* ---- topology (topology.c), libfork III-D, Eq. 6 ---- */
typedef struct topology {
    unsigned workers;
    unsigned nodes;         /* NUMA nodes the workers sit on (>= 1)          */
    unsigned *node_of;      /* worker -> dense node index                     */
    unsigned *distance;     /* workers x workers: r_ij (0 on the diagonal)    */
    double *weight;         /* workers x workers: normalised 1/(n_ij r_ij^2)  */
    double *cumulative;     /* workers x workers: running sums, for sampling  */
    void *hwloc;            /* hwloc_topology_t                               */
    void **core_cpuset;     /* worker -> hwloc_cpuset_t of its core           */
    bool this_system;       /* false for a synthetic topology: never bind     */
} topology_t;

int topology_build(topology_t *t, unsigned workers, const char *synthetic);
void topology_free(topology_t *t);
void topology_pin_current_thread(const topology_t *t, unsigned worker);
unsigned topology_pick_victim(const topology_t *t, unsigned self, uint64_t *rng);
unsigned topology_machine_cores(void);

/* ---- submission queues (submit.c), libfork III-D-1 ---- */
typedef struct subq {
    _Atomic(forkc_frame *) head; /* Treiber list; the owner takes it all */
    forkc_frame *local;          /* owner-private FIFO of taken items    */
} subq_t;

void subq_push(subq_t *q, forkc_frame *f);
forkc_frame *subq_pop(subq_t *q); /* owner only */
bool subq_maybe_nonempty(subq_t *q);

/* ---- sleeping (sleep.c) ---- */
void futex_wait_u32(_Atomic uint32_t *addr, uint32_t expected);
void futex_wake_u32(_Atomic uint32_t *addr, int count);

/* ---- roots (root.c) ---- */
#define FORKC_KIND_ROOTREC 3 /* a root record's pseudo frame */

typedef struct root_rec {
    forkc_frame hdr; /* pseudo frame: resume = root_start, kind ROOTREC */
    forkc_root_fn fn;
    void *args;
    void *ret;
    pool_t *pool;
    _Atomic uint32_t done;
    bool blocking; /* a thread sleeps on `done`: wake it (off-worker roots) */
} root_rec_t;

void root_complete(root_rec_t *r);
/* Run a root from a thread that is not one of p's workers and wait; the
 * caller has entered p (pool_enter / pool_enter_default) and leaves it. */
void pool_call_root_blocking(pool_t *p, forkc_root_fn fn, void *args, void *ret);

/* Lifecycle (pool.c): a root from outside counts in running_roots from
 * entering to leaving, so forkc_pool_destroy refuses with EBUSY meanwhile.
 * pool_enter fails (false) if p is not a live pool. */
bool pool_enter(pool_t *p);
pool_t *pool_enter_default(void); /* the default pool, made if needed */
void pool_leave(pool_t *p);

/* ---- workers and pools (worker.c, pool.c) ---- */
typedef struct wstats {
    _Atomic unsigned long long steals, failed_steals, sleeps, roots;
} wstats_t;

typedef struct node_state {
    _Atomic uint32_t epoch;  /* futex word: bumped when work may have appeared */
    _Atomic uint32_t awake;  /* awake thieves on this node                      */
    char pad[56];
} node_state_t;

struct worker {
    forkc_worker pub;   /* first: lowered code sees this */
    pool_t *pool;
    unsigned index;
    unsigned node;
    sched_ctx_t *ctx;   /* innermost scheduling context on this thread */
    forkc_frame *next;  /* frame to resume once back in the scheduler  */
    stack_t *spare;     /* empty stacks kept for reuse                  */
    unsigned spare_count;
    bool active;        /* counted in pool->active (lazy scheduler)     */
    int64_t deque_mark; /* deque items below it belong to native frames
                           under the innermost nested root: hands off    */
    uint64_t rng;
    subq_t subq;
    wstats_t stats;
    pthread_t thread;
};

struct pool {
    unsigned n;
    forkc_scheduler sched;
    bool pin;
    worker_t *workers;
    topology_t topo;
    node_state_t *nodes;
    _Atomic uint32_t active;      /* workers running tasks                 */
    _Atomic bool stopping;
    _Atomic unsigned running_roots;
    _Atomic unsigned next_submit; /* round robin target for roots          */
    _Atomic unsigned long long stacklets;
    _Atomic long long stack_bytes;
    _Atomic long long peak_stack_bytes;
    _Atomic unsigned started;     /* workers that reached their loop       */
    pool_t *live_next;            /* registry of live pools (pool.c)       */
};

extern _Thread_local worker_t *forkc_tls_worker_;

/* scheduler entry points (worker.c) */
void *worker_main(void *arg);
void worker_schedule(worker_t *w, root_rec_t *until);
void worker_run_nested_root(worker_t *w, root_rec_t *rec);
FORKC_NORETURN void worker_leave(worker_t *w);
void worker_take_stack(worker_t *w, forkc_stack *s);
stack_t *worker_empty_stack(worker_t *w);
void worker_release_stack(worker_t *w, stack_t *s);
void pool_wake_node(pool_t *p, unsigned node, int count);
void pool_submit(pool_t *p, unsigned target, forkc_frame *f);
int join_implicit(worker_t *w, forkc_frame *parent);

static inline worker_t *worker_of(forkc_worker *w) { return (worker_t *)w; }

#endif
