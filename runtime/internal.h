/* Runtime-private declarations.  Lowered code never sees this file. */
#ifndef FORKC_RUNTIME_INTERNAL_H
#define FORKC_RUNTIME_INTERNAL_H

#define FORKC_RUNTIME_BUILD 1
#include <forkc.h>
/* The runtime is built with -fvisibility=hidden; what lowered code calls is
 * exactly what abi.h declares, so those declarations (and only they) are
 * given default visibility here rather than by marking each definition.
 * forkc.h marks its functions with FORKC_API.  Runtime-internal names start
 * with forkc_i_ (docs/runtime.md, "Symbols"). */
#pragma GCC visibility push(default)
#include <forkc/abi.h>
#pragma GCC visibility pop

#include <pthread.h>
#include "context.h"
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct forkc_i_pool forkc_i_pool;
typedef struct forkc_i_worker forkc_i_worker;
typedef struct forkc_i_stack forkc_i_stack;

/* ---- misuse and internal errors (errors.c) ---- */
FORKC_NORETURN void forkc_i_die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#define FORKC_CHECK(cond, ...)                                                                   \
    do {                                                                                         \
        if (FORKC_UNLIKELY(!(cond)))                                                             \
            forkc_i_die(__VA_ARGS__);                                                             \
    } while (0)

/* ---- the environment (env.c): strict, aborts naming the variable ---- */
/* A decimal number in [lo, hi]; dflt when unset or empty.  `what` names the
 * quantity in the message. */
unsigned forkc_i_env_unsigned(const char *name, unsigned lo, unsigned hi, unsigned dflt,
                            const char *what);
/* 1/yes/true/on or 0/no/false/off, any case; dflt when unset or empty. */
bool forkc_i_env_bool(const char *name, bool dflt);

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

struct forkc_i_stack {
    forkc_stack pub; /* first: lowered code bumps pub.sp */
    forkc_i_pool *pool;    /* for memory statistics             */
    forkc_i_stack *free_next;
};

#define FORKC_STACKLET_MIN ((size_t)16 * 1024)
#define FORKC_SPARE_STACKS 32u /* empty stacks a worker keeps for nested roots */

forkc_i_stack *forkc_i_stack_new(forkc_i_pool *pool);
void forkc_i_stack_delete(forkc_i_stack *s);
bool forkc_i_stack_is_empty(const forkc_i_stack *s);
void *forkc_i_stack_bump(forkc_i_stack *s, size_t size);     /* any size, may add a stacklet */
void forkc_i_stack_unbump(forkc_i_stack *s, char *p, size_t size); /* FILO release of [p, p+size) */
size_t forkc_i_stack_heap_bytes(const forkc_i_stack *s);      /* bytes of stacklets held      */

/* ---- the split deque (deque.c), Le et al. PPoPP 2013 + Lace ---- */
void forkc_i_deque_init(forkc_deque *q, size_t capacity);
void forkc_i_deque_destroy(forkc_deque *q);
/* Owner: take the bottom item (LIFO) or NULL. */
forkc_frame *forkc_i_deque_take(forkc_deque *q);
/* Owner: the same, but only an item at index >= mark (pushed after the mark
 * was read from `head`); and whether such an item is still there. */
forkc_frame *forkc_i_deque_take_above(forkc_deque *q, int64_t mark);
bool forkc_i_deque_has_above(forkc_deque *q, int64_t mark);
/* Owner: make every private item public (an idle owner, asked by a thief). */
void forkc_i_deque_publish_all(forkc_deque *q);
/* Thief: the top item, NULL if empty or lost a race; asks for work if empty. */
forkc_frame *forkc_i_deque_steal(forkc_deque *q);
int64_t forkc_i_deque_size(forkc_deque *q);

/* ---- topology (topology.c), libfork III-D, Eq. 6 ---- */
typedef struct forkc_i_topology {
    unsigned workers;
    unsigned nodes;         /* NUMA nodes the workers sit on (>= 1)            */
    unsigned *node_of;      /* worker -> dense node index                       */
    unsigned cores;         /* C: cores holding workers (worker i on i mod C)   */
    unsigned depth;         /* D: levels from a core up to the root             */
    unsigned *order;        /* workers core by core, cores in tree order        */
    unsigned *pos;          /* worker -> its position in `order`                */
    unsigned *run_lo;       /* C x D: [run_lo, run_hi) of `order` below the     */
    unsigned *run_hi;       /*   ancestor r = 1..D levels above the core        */
    double *cumulative;     /* C x D: running sums of the class weights 1/r^2   */
    void *hwloc;            /* hwloc_topology_t                                 */
    void **core_cpuset;     /* core -> hwloc_cpuset_t                           */
    bool this_system;       /* false for a synthetic topology: never bind       */
} forkc_i_topology;

int forkc_i_topology_build(forkc_i_topology *t, unsigned workers, const char *synthetic);
void forkc_i_topology_free(forkc_i_topology *t);
void forkc_i_topology_pin_current_thread(const forkc_i_topology *t, unsigned worker);
unsigned forkc_i_topology_pick_victim(const forkc_i_topology *t, unsigned self, uint64_t *rng);
/* r_ij of Eq. 6 (0 for i == j) and the probability that thief i picks j:
 * O(D) each, for tests and diagnostics. */
unsigned forkc_i_topology_distance(const forkc_i_topology *t, unsigned i, unsigned j);
double forkc_i_topology_weight(const forkc_i_topology *t, unsigned i, unsigned j);
unsigned forkc_i_topology_machine_cores(void);

/* ---- submission queues (submit.c), libfork III-D-1 ---- */
typedef struct forkc_i_subq {
    _Atomic(forkc_frame *) head; /* Treiber list; the owner takes it all */
    forkc_frame *local;          /* owner-private FIFO of taken items    */
} forkc_i_subq;

void forkc_i_subq_push(forkc_i_subq *q, forkc_frame *f);
forkc_frame *forkc_i_subq_pop(forkc_i_subq *q); /* owner only */
bool forkc_i_subq_maybe_nonempty(forkc_i_subq *q);

/* ---- sleeping (sleep.c) ---- */
void forkc_i_futex_wait_u32(_Atomic uint32_t *addr, uint32_t expected);
uint64_t forkc_i_now_ns(void);
bool forkc_i_spin_while_eq(_Atomic uint32_t *addr, uint32_t value, uint64_t budget_ns);
/* Spins before sleeping (docs/runtime.md, "Idle workers"): a lazy thief
 * spins this long after its last success before it sleeps, and a thread
 * blocked in a root call this long before its futex wait, so back-to-back
 * roots (fork_for loops in plain C) hand over without a sleep. */
#define FORKC_IDLE_SPIN_NS 200000u
#define FORKC_ROOT_SPIN_NS 100000u
void forkc_i_futex_wake_u32(_Atomic uint32_t *addr, int count);

/* ---- roots (root.c) ---- */
#define FORKC_KIND_ROOTREC 3 /* a root record's pseudo frame */

typedef struct forkc_i_root_rec {
    forkc_frame hdr; /* pseudo frame: resume = root_start, kind ROOTREC */
    forkc_root_fn fn;
    void *args;
    void *ret;
    forkc_i_pool *pool;
    _Atomic uint32_t done;
    bool blocking; /* a thread sleeps on `done`: wake it (off-worker roots) */
} forkc_i_root_rec;

void forkc_i_root_complete(forkc_i_root_rec *r);
/* Run a root from a thread that is not one of p's workers and wait; the
 * caller has entered p (forkc_i_pool_enter / forkc_i_pool_enter_default) and leaves it. */
void forkc_i_pool_call_root_blocking(forkc_i_pool *p, forkc_root_fn fn, void *args, void *ret);

/* Lifecycle (pool.c): a root from outside counts in running_roots from
 * entering to leaving, so forkc_pool_destroy refuses with EBUSY meanwhile.
 * forkc_i_pool_enter fails (false) if p is not a live pool. */
bool forkc_i_pool_enter(forkc_i_pool *p);
forkc_i_pool *forkc_i_pool_enter_default(void); /* the default pool, made if needed */
void forkc_i_pool_leave(forkc_i_pool *p);

/* ---- workers and pools (worker.c, pool.c) ---- */
typedef struct forkc_i_wstats {
    _Atomic unsigned long long steals, failed_steals, sleeps, roots;
} forkc_i_wstats;

typedef struct forkc_i_node_state {
    _Atomic uint32_t epoch;  /* futex word: bumped when work may have appeared */
    _Atomic uint32_t awake;  /* awake thieves on this node                      */
    char pad[56];
} forkc_i_node_state;

struct forkc_i_worker {
    forkc_worker pub;   /* first: lowered code sees this */
    forkc_i_pool *pool;
    unsigned index;
    unsigned node;
    forkc_i_sched_ctx *ctx;   /* innermost scheduling context on this thread */
    forkc_frame *next;  /* frame to resume once back in the scheduler  */
    forkc_i_stack *spare;     /* empty stacks kept for reuse                  */
    unsigned spare_count;
    bool active;        /* counted in pool->active (lazy scheduler)     */
    bool fresh;         /* not yet in its scheduling loop               */
    uint64_t idle_since_ns; /* when its current run of failed steals began */
    int64_t deque_mark; /* deque items below it belong to native frames
                           under the innermost nested root: hands off    */
    uint64_t rng;
    forkc_i_subq subq;
    forkc_i_wstats stats;
    pthread_t thread;
};

struct forkc_i_pool {
    unsigned n;
    forkc_scheduler sched;
    bool pin;
    forkc_i_worker *workers;
    forkc_i_topology topo;
    forkc_i_node_state *nodes;
    _Atomic uint32_t active;      /* workers running tasks                 */
    _Atomic bool stopping;
    _Atomic unsigned running_roots;
    _Atomic unsigned next_submit; /* round robin target for roots          */
    _Atomic unsigned long long stacklets;
    _Atomic long long stack_bytes;
    _Atomic long long peak_stack_bytes;
    _Atomic unsigned started;     /* workers that reached their loop       */
    forkc_i_pool *live_next;            /* registry of live pools (pool.c)       */
};

extern _Thread_local forkc_i_worker *forkc_i_tls_worker;

/* scheduler entry points (worker.c) */
void *forkc_i_worker_main(void *arg);
void forkc_i_worker_schedule(forkc_i_worker *w, forkc_i_root_rec *until);
void forkc_i_worker_run_nested_root(forkc_i_worker *w, forkc_i_root_rec *rec);
FORKC_NORETURN void forkc_i_worker_leave(forkc_i_worker *w);
void forkc_i_worker_take_stack(forkc_i_worker *w, forkc_stack *s);
forkc_i_stack *forkc_i_worker_empty_stack(forkc_i_worker *w);
void forkc_i_worker_release_stack(forkc_i_worker *w, forkc_i_stack *s);
void forkc_i_pool_wake_node(forkc_i_pool *p, unsigned node, int count);
void forkc_i_pool_submit(forkc_i_pool *p, unsigned target, forkc_frame *f);
int forkc_i_join_implicit(forkc_i_worker *w, forkc_frame *parent);

static inline forkc_i_worker *forkc_i_worker_of(forkc_worker *w) { return (forkc_i_worker *)w; }

#endif
