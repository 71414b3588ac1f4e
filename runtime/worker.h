/* Workers (worker.c): the scheduling loop, frame chains, explicit
 * scheduling and nested roots. */
#ifndef FORKC_RUNTIME_WORKER_H
#define FORKC_RUNTIME_WORKER_H

#include "internal.h"
#include "context.h"
#include "hypermap.h"
#include "root_record.h"
#include "submit.h"

#include <pthread.h>

typedef struct forkc_i_wstats {
    _Atomic unsigned long long steals, failed_steals, sleeps, roots;
    /* FORKC_STATS=1 (pool_report.c); owner-written, read after the join */
    unsigned long long ran;    /* frames its scheduling loops resumed     */
    uint64_t born_ns, died_ns; /* the thread's life                       */
    uint64_t looking_ns;       /* in its loops without work (asleep too) */
    uint64_t asleep_ns;        /* in the futex wait                       */
} forkc_i_wstats;

struct forkc_i_worker {
    forkc_worker pub; /* first: lowered code sees this               */
    forkc_i_pool *pool;
    unsigned index;
    unsigned node;
    forkc_i_sched_ctx *ctx; /* innermost scheduling loop's context          */
    forkc_frame *running;   /* the frame that loop's chain resumed last      */
    int64_t running_mark;   /* the deque's head when it resumed it         */
    forkc_frame *next;      /* frame to resume once back in the scheduler  */
    forkc_i_stack *spare;   /* empty stacks kept for reuse                 */
    unsigned spare_count;
    bool active;            /* counted in pool->active (lazy scheduler)    */
    bool fresh;             /* not yet in its scheduling loop              */
    uint64_t idle_since_ns; /* when its current run of failed steals began */
    uint64_t rng;
    forkc_i_subq subq;
    forkc_i_hyper_cache hyper_cache; /* empty view maps for steals */
    forkc_i_wstats stats;
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

void *forkc_i_worker_main(void *arg);
/* Run the scheduling loop; with `until`, only until that root is done. */
void forkc_i_worker_schedule(forkc_i_worker *w, forkc_i_root_rec *until);

#endif
