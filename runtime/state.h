/* The worker and the pool as data (no .c): what the policies (joins,
 * schedulers, submission) read and write, below the code that runs workers
 * and pools (worker.c, pool.c; docs/runtime.md, "Modules"). */
#ifndef FORKC_RUNTIME_STATE_H
#define FORKC_RUNTIME_STATE_H

#include "internal.h"
#include "context.h"
#include "hypermap.h"
#include "osstack.h"
#include "stacklet.h"
#include "subq.h"
#include "topology.h"

#include <pthread.h>

typedef struct forkc_i_node_state {
    _Atomic uint32_t epoch;    /* futex word: bumped when work may have appeared */
    _Atomic uint32_t awake;    /* awake thieves on this node                      */
    _Atomic uint32_t sleepers; /* thieves counted before they read epoch to */
                               /*   sleep on it: none, no system call      */
    char pad[52];
} forkc_i_node_state;

struct forkc_i_pool {
    unsigned n;
    const forkc_i_sched_ops *sched_ops; /* scheduler_busy.c or scheduler_lazy.c    */
    bool pin;
    uint64_t idle_spin_ns; /* lazy thieves spin this long before sleeping */
    uint64_t patience_ns;  /* a request this old is served by the thief  */
                           /*   (deque.c, exposing); 0: never            */
    forkc_i_worker *workers;
    forkc_i_topology topo;
    forkc_i_node_state *nodes;
    _Atomic uint32_t active; /* workers running tasks (lazy)          */
    _Atomic bool stopping;
    _Atomic unsigned running_roots;
    uint64_t serial;              /* unique over the process's pools           */
    _Atomic unsigned next_submit; /* hands threads their home worker (root.c) */
    forkc_i_mem_stats mem;        /* stacklets and frame copies (stacklet.h) */
    _Atomic unsigned started;     /* workers that reached their loop       */
    bool report;                  /* FORKC_STATS=1: times kept, printed at the end */
    bool seat;                    /* worker 0 is a caller's: no thread of its own */
    pthread_t seat_owner;         /*   its maker (where there is no gettid)       */
    _Atomic int seat_taken;       /*   a thread runs as worker 0 now              */
    forkc_i_pool *live_next;      /* registry of live pools                */
};

typedef struct forkc_i_wstats {
    _Atomic unsigned long long steals, failed_steals, sleeps, roots;
    /* FORKC_STATS=1 (pool_report.c); owner-written, read after the join */
    unsigned long long ran;    /* frames its scheduling loops resumed     */
    uint64_t born_ns, died_ns; /* the thread's life                       */
    uint64_t looking_ns;       /* in its loops without work (asleep too) */
    uint64_t asleep_ns;        /* in the futex wait                       */
} forkc_i_wstats;

/* Each worker on cache lines of its own (and their pair, which x86's
 * adjacent-line prefetcher fetches together): otherwise a worker's deque
 * shares a line with the previous worker's last fields, written by another
 * thread. */
#define FORKC_WORKER_ALIGN 128
struct forkc_i_worker {
    _Alignas(FORKC_WORKER_ALIGN) forkc_worker pub; /* first: lowered code sees this */
    forkc_i_pool *pool;
    unsigned index;
    unsigned node;
    forkc_i_sched_ctx *ctx; /* innermost scheduling loop's context          */
    forkc_frame *running;   /* the frame that loop's chain resumed last      */
    int64_t running_mark;   /* the deque's head when it resumed it         */
    forkc_frame *next;      /* frame to resume once back in the scheduler  */
    forkc_i_stack *spare;   /* empty stacks kept for reuse                 */
    forkc_i_osstack os;     /* its thread's OS stack and segments (pub.os_limit) */
    unsigned spare_count;
    bool active;            /* counted in pool->active (lazy scheduler)    */
    bool fresh;             /* not yet in its scheduling loop              */
    uint64_t idle_since_ns; /* when its current run of failed steals began */
    uint64_t rng;
    forkc_i_subq subq;
    forkc_i_hyper_cache hyper_cache; /* empty view maps for steals */
    forkc_i_wstats stats;
    /* forkc_wait_until: the innermost wait's condition and its record */
    int (*wait_ready)(void *);
    void *wait_arg;
    forkc_root_rec *wait_rec;
    pthread_t thread;
};

static inline forkc_i_worker *forkc_i_worker_of(forkc_worker *w) { return (forkc_i_worker *)w; }
/* Owner-only statistics counter: a plain increment, no locked RMW. */
static inline void forkc_i_worker_count_root(forkc_i_worker *w) {
    atomic_store_explicit(&w->stats.roots,
                          atomic_load_explicit(&w->stats.roots, memory_order_relaxed) + 1,
                          memory_order_relaxed);
}
/* The worker running on this thread, or NULL (forkc_tls_worker_, abi.h). */
static inline forkc_i_worker *forkc_i_tls_worker(void) {
    return forkc_i_worker_of(forkc_tls_worker_);
}

#endif
