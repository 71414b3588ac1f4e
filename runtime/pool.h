/* Pools (pool.c): workers, their topology and per-node sleep state, the
 * registry of live pools and the default pool's lifecycle. */
#ifndef FORKC_RUNTIME_POOL_H
#define FORKC_RUNTIME_POOL_H

#include "internal.h"
#include "topology.h"

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
    _Atomic unsigned long long stacklets;
    _Atomic long long stack_bytes;
    _Atomic long long peak_stack_bytes;
    _Atomic unsigned started; /* workers that reached their loop       */
    bool report;              /* FORKC_STATS=1: times kept, printed at the end */
    forkc_i_pool *live_next;  /* registry of live pools                */
};

/* Lifecycle: a root from outside counts in running_roots from entering to
 * leaving, so forkc_pool_destroy refuses with EBUSY meanwhile.
 * forkc_i_pool_enter fails (false) if p is not a live pool. */
bool forkc_i_pool_enter(forkc_i_pool *p);
forkc_i_pool *forkc_i_pool_enter_default(void); /* the default pool, made if needed */
void forkc_i_pool_leave(forkc_i_pool *p);

#endif
