/*
 * Pools: creation, destruction, the lazily made default pool and statistics.
 */
#include "pool.h"

#include "barrier.h"
#include "deque.h"
#include "env.h"
#include "errors.h"
#include "pool_report.h"
#include "scheduler.h"
#include "sleep.h"
#include "stacklet.h"
#include "submit.h"
#include "topology.h"
#include "worker.h"
#include "worker_owned.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FORKC_MAX_WORKERS 4096u
#define FORKC_DEQUE_INITIAL 256u

/* The environment (env.c parses strictly; docs/using-forkc.md, the table). */
static unsigned env_workers(void) {
    /* 0 (below the accepted range) stands for unset: hwloc is loaded only
     * then, to count the cores. */
    unsigned n = forkc_i_env_unsigned("FORKC_WORKERS", 1, FORKC_MAX_WORKERS, 0, "a worker count");
    /* OpenCilk's variable, for Cilk programs built with <cilk/cilk.h>
     * (docs/using-forkc.md, "Cilk programs"); FORKC_WORKERS wins. */
    if (!n)
        n = forkc_i_env_unsigned("CILK_NWORKERS", 1, FORKC_MAX_WORKERS, 0, "a worker count");
    return n ? n : forkc_i_topology_machine_cores();
}

static size_t os_stack_bytes(void) {
    return (size_t)forkc_i_env_unsigned("FORKC_OS_STACK_MB", 1, 65536, 256,
                                        "a worker's OS stack size in MiB")
           << 20;
}

static uint64_t idle_spin_ns(void) {
    return (uint64_t)forkc_i_env_unsigned("FORKC_IDLE_SPIN_US", 0, 1000000,
                                          FORKC_IDLE_SPIN_US_DEFAULT,
                                          "microseconds an idle lazy thief spins before sleeping") *
           1000u;
}

/* 0 when the process has no asymmetric barrier (barrier.c). */
static uint64_t patience_ns(void) {
    uint64_t us =
        forkc_i_env_unsigned("FORKC_STEAL_PATIENCE_US", 0, 1000000, FORKC_STEAL_PATIENCE_US_DEFAULT,
                             "microseconds a thief's request waits before the thief "
                             "takes the owner's oldest continuation itself");
    return us && forkc_i_barrier_available() ? us * 1000u : 0;
}

static forkc_scheduler env_scheduler(void) {
    const char *s = getenv("FORKC_SCHEDULER");
    if (!s || !*s || strcmp(s, "lazy") == 0)
        return FORKC_SCHED_LAZY;
    FORKC_CHECK(strcmp(s, "busy") == 0,
                "FORKC_SCHEDULER=\"%s\" is not accepted: it is neither \"busy\" nor \"lazy\" "
                "(unset or empty: lazy)",
                s);
    return FORKC_SCHED_BUSY;
}

/* forkc_set_default_workers's count; 0: the environment's. */
static _Atomic unsigned requested_workers;

forkc_pool_options forkc_pool_options_default(void) {
    forkc_pool_options o;
    memset(&o, 0, sizeof o);
    unsigned n = atomic_load(&requested_workers);
    o.workers = n ? n : env_workers();
    o.scheduler = env_scheduler();
    o.pin = forkc_i_env_bool_or("FORKC_PIN", true, "always");
    o.synthetic_topology = NULL;
    return o;
}

static void free_pool(forkc_i_pool *p) {
    if (p->workers && p->seat)
        forkc_i_worker_drop_spares(&p->workers[0]); /* what its callers left */
    if (p->workers) {
        for (unsigned i = 0; i < p->n; i++)
            forkc_i_deque_destroy(&p->workers[i].pub.deque);
        free(p->workers);
    }
    free(p->nodes);
    forkc_i_topology_free(&p->topo);
    free(p);
}

/* The first worker with a thread of its own: worker 0 of a pool with a
 * seat has none (worker.c, the seat). */
static unsigned first_thread(const forkc_i_pool *p) { return p->seat ? 1u : 0u; }

/* Joins the threads of workers first_thread(p)..end-1. */
static void stop_workers(forkc_i_pool *p, unsigned end) {
    atomic_store(&p->stopping, true);
    for (unsigned k = 0; k < p->topo.nodes; k++)
        forkc_i_pool_wake_node(p, k, INT_MAX, FORKC_WAKE_ANY);
    for (unsigned i = first_thread(p); i < end; i++)
        pthread_join(p->workers[i].thread, NULL);
}

static void init_worker(forkc_i_pool *p, unsigned i) {
    forkc_i_worker *w = &p->workers[i];
    memset(w, 0, sizeof *w);
    forkc_i_deque_init(&w->pub.deque, FORKC_DEQUE_INITIAL);
    w->pool = p;
    w->index = i;
    w->node = p->topo.node_of[i];
    w->rng = 0x9E3779B97F4A7C15ull * (i + 1) | 1;
    w->fresh = true;
    /* every worker starts as a thief; the seat counts while taken */
    if (i >= first_thread(p))
        atomic_fetch_add(&p->nodes[w->node].awake, 1);
}

/* The machine's tree (hwloc, loaded then) places a pool of three or more
 * workers: a thief then has victims at different distances (libfork III-D)
 * and each worker a core close to its creator's.  With one or two there is
 * no victim to choose, and the threads keep the creator's affinity (or, one
 * on each of its CPUs, are bound there: topology.c, bind_every_cpu); reading
 * the machine would cost them about 1 MiB of resident memory (docs/runtime.md,
 * "Placement"). */
static int place(forkc_i_pool *p, const forkc_pool_options *opt) {
    if (!opt->synthetic_topology && p->n <= FORKC_I_UNPLACED_MAX && opt->pin != FORKC_PIN_ALWAYS)
        return forkc_i_topology_unplaced(&p->topo, p->n);
    return forkc_i_topology_build(&p->topo, p->n, opt->synthetic_topology,
                                  FORKC_I_TOPOLOGY_CREATOR);
}

/* Pools are told apart by this number, not by their address, which a pool
 * made after another was destroyed may reuse (root.c's home workers). */
static _Atomic uint64_t pool_serials;

/* Make a pool and start its workers; not yet in the registry.  With `seat`,
 * worker 0 is the calling thread's while it waits for a root. */
static int pool_make(forkc_i_pool **out, const forkc_pool_options *opt, bool seat) {
    if (!opt || opt->workers == 0 || opt->workers > FORKC_MAX_WORKERS ||
        (opt->scheduler != FORKC_SCHED_BUSY && opt->scheduler != FORKC_SCHED_LAZY))
        return EINVAL;
    forkc_i_pool *p = calloc(1, sizeof *p);
    if (!p)
        return ENOMEM;
    p->serial = atomic_fetch_add_explicit(&pool_serials, 1, memory_order_relaxed) + 1;
    p->n = opt->workers;
    p->sched_ops = opt->scheduler == FORKC_SCHED_LAZY ? &forkc_i_sched_lazy : &forkc_i_sched_busy;
    p->pin = opt->pin != 0;
    p->idle_spin_ns = idle_spin_ns();
    p->patience_ns = patience_ns();
    p->report = forkc_i_env_bool("FORKC_STATS", false);
    p->seat = seat;
    p->seat_owner = pthread_self();
    int err = place(p, opt);
    if (err) {
        free(p);
        return err;
    }
    p->nodes = calloc(p->topo.nodes, sizeof *p->nodes);
    p->workers = aligned_alloc(FORKC_WORKER_ALIGN, p->n * sizeof *p->workers);
    if (!p->nodes || !p->workers) {
        free(p->workers);
        p->workers = NULL;
        free_pool(p);
        return ENOMEM;
    }
    for (unsigned i = 0; i < p->n; i++)
        init_worker(p, i);
    /* Native calls between tasks use the worker's OS stack like plain C
     * recursion does; a deep recursion that runs serially on the main thread
     * must not overflow a worker.  The reservation is virtual: untouched
     * pages cost nothing. */
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, os_stack_bytes());
    for (unsigned i = first_thread(p); i < p->n; i++) {
        if (pthread_create(&p->workers[i].thread, &attr, forkc_i_worker_main, &p->workers[i]) !=
            0) {
            pthread_attr_destroy(&attr);
            stop_workers(p, i);
            free_pool(p);
            return EAGAIN;
        }
    }
    pthread_attr_destroy(&attr);
    *out = p;
    return 0;
}

/* ---- the registry of live pools ----
 *
 * A forkc_pool pointer is only a handle: after forkc_pool_destroy its memory
 * is gone, so a second destroy, a forkc_run or a set_default with it must be
 * recognised without reading it.  Every live pool is on this list, and every
 * lifecycle step (create, destroy, entering a root from outside, choosing
 * the default) happens under one mutex, so a destroy and a root entering the
 * same pool are ordered: either the root counted in `running_roots` first
 * (destroy says EBUSY) or the pool left the list first (the root sees a dead
 * pool).  Only pointers are compared on the list; nothing is dereferenced
 * until it is found there.  A new pool may reuse a destroyed one's address:
 * then the stale handle names the new pool (docs/using-forkc.md says so). */
static pthread_mutex_t pools_lock = PTHREAD_MUTEX_INITIALIZER;
static forkc_i_pool *live_pools; /* linked through live_next               */
static forkc_pool *default_pool; /* what forkc_default_pool returns        */
static forkc_pool *lazy_pool;    /* the one we made, destroyed at exit     */
static bool atexit_registered;

static void link_pool(forkc_i_pool *p) {
    p->live_next = live_pools;
    live_pools = p;
}

static bool unlink_pool(const void *handle) {
    for (forkc_i_pool **pp = &live_pools; *pp; pp = &(*pp)->live_next)
        if ((const void *)*pp == handle) {
            *pp = (*pp)->live_next;
            return true;
        }
    return false;
}

static forkc_i_pool *find_pool(const void *handle) {
    for (forkc_i_pool *p = live_pools; p; p = p->live_next)
        if ((const void *)p == handle)
            return p;
    return NULL;
}

int forkc_pool_create(forkc_pool **out, const forkc_pool_options *opt) {
    if (!out)
        return EINVAL;
    forkc_i_pool *p;
    int err = pool_make(&p, opt, false);
    if (err)
        return err;
    pthread_mutex_lock(&pools_lock);
    link_pool(p);
    pthread_mutex_unlock(&pools_lock);
    *out = (forkc_pool *)p;
    return 0;
}

int forkc_pool_destroy(forkc_pool *pool) {
    if (!pool)
        return EINVAL;
    pthread_mutex_lock(&pools_lock);
    forkc_i_pool *p = find_pool(pool);
    int err = 0;
    forkc_i_worker *w = forkc_i_tls_worker();
    if (!p)
        err = EINVAL; /* never created, or destroyed already */
    else if (w && w->pool == p)
        err = EDEADLK; /* a worker cannot wait for itself to stop */
    else if (atomic_load(&p->running_roots) > 0)
        err = EBUSY;
    if (err) {
        pthread_mutex_unlock(&pools_lock);
        return err;
    }
    unlink_pool(p);
    /* Task calls from plain C after this get a fresh default pool instead
     * of a dead one. */
    if (default_pool == pool)
        default_pool = NULL;
    if (lazy_pool == pool)
        lazy_pool = NULL;
    pthread_mutex_unlock(&pools_lock);
    /* Off the list and no root inside: nobody else can reach it now. */
    stop_workers(p, p->n);
    if (p->report)
        forkc_i_pool_report(p);
    free_pool(p);
    return 0;
}

bool forkc_i_pool_enter(forkc_i_pool *p) {
    pthread_mutex_lock(&pools_lock);
    bool live = find_pool(p) != NULL;
    if (live)
        atomic_fetch_add(&p->running_roots, 1);
    pthread_mutex_unlock(&pools_lock);
    return live;
}

void forkc_i_pool_leave(forkc_i_pool *p) { atomic_fetch_sub(&p->running_roots, 1); }

unsigned forkc_pool_workers(const forkc_pool *pool) {
    pthread_mutex_lock(&pools_lock);
    const forkc_i_pool *p = find_pool(pool);
    unsigned n = p ? p->n : 0;
    pthread_mutex_unlock(&pools_lock);
    return n;
}

/* Statistics are read under the registry lock so that a concurrent destroy
 * cannot free the pool underneath. */
int forkc_pool_stats(const forkc_pool *pool, forkc_stats *out) {
    if (!out)
        return EINVAL;
    pthread_mutex_lock(&pools_lock);
    const forkc_i_pool *p = find_pool(pool);
    if (!p) {
        pthread_mutex_unlock(&pools_lock);
        return EINVAL;
    }
    memset(out, 0, sizeof *out);
    for (unsigned i = 0; i < p->n; i++) {
        const forkc_i_wstats *s = &p->workers[i].stats;
        out->steals += atomic_load_explicit(&s->steals, memory_order_relaxed);
        out->failed_steals += atomic_load_explicit(&s->failed_steals, memory_order_relaxed);
        out->sleeps += atomic_load_explicit(&s->sleeps, memory_order_relaxed);
        out->roots += atomic_load_explicit(&s->roots, memory_order_relaxed);
    }
    out->stacklets = atomic_load_explicit(&p->mem.stacklets, memory_order_relaxed);
    long long peak = atomic_load_explicit(&p->mem.peak, memory_order_relaxed);
    out->peak_stack_bytes = peak > 0 ? (unsigned long long)peak : 0;
    pthread_mutex_unlock(&pools_lock);
    return 0;
}

void forkc_pool_reset_stats(forkc_pool *pool) {
    pthread_mutex_lock(&pools_lock);
    forkc_i_pool *p = find_pool(pool);
    if (!p) {
        pthread_mutex_unlock(&pools_lock);
        return;
    }
    for (unsigned i = 0; i < p->n; i++) {
        forkc_i_wstats *s = &p->workers[i].stats;
        atomic_store_explicit(&s->steals, 0, memory_order_relaxed);
        atomic_store_explicit(&s->failed_steals, 0, memory_order_relaxed);
        atomic_store_explicit(&s->sleeps, 0, memory_order_relaxed);
        atomic_store_explicit(&s->roots, 0, memory_order_relaxed);
    }
    atomic_store_explicit(&p->mem.stacklets, 0, memory_order_relaxed);
    atomic_store_explicit(&p->mem.peak, atomic_load_explicit(&p->mem.bytes, memory_order_relaxed),
                          memory_order_relaxed);
    pthread_mutex_unlock(&pools_lock);
}

/* ---- the default pool ---- */

static void destroy_lazy_pool(void) {
    pthread_mutex_lock(&pools_lock);
    forkc_pool *p = lazy_pool;
    pthread_mutex_unlock(&pools_lock);
    /* EBUSY (a thread still runs a root at exit) leaves it to the OS. */
    if (p)
        (void)forkc_pool_destroy(p);
}

/* The default pool, made on first use; pools_lock is held. */
static forkc_i_pool *default_locked(void) {
    if (!default_pool) {
        if (!lazy_pool) {
            forkc_pool_options o = forkc_pool_options_default();
            forkc_i_pool *p;
            /* FORKC_MAIN_WORKER=0: n threads, the main thread only waits */
            int err = pool_make(&p, &o, forkc_i_env_bool("FORKC_MAIN_WORKER", true));
            FORKC_CHECK(err == 0, "cannot create the default pool of %u workers (error %d)",
                        o.workers, err);
            link_pool(p);
            lazy_pool = (forkc_pool *)p;
            if (!atexit_registered) {
                atexit(destroy_lazy_pool);
                atexit_registered = true;
            }
        }
        default_pool = lazy_pool;
    }
    return (forkc_i_pool *)default_pool;
}

forkc_pool *forkc_default_pool(void) {
    pthread_mutex_lock(&pools_lock);
    forkc_pool *p = (forkc_pool *)default_locked();
    pthread_mutex_unlock(&pools_lock);
    return p;
}

forkc_i_pool *forkc_i_pool_enter_default(void) {
    pthread_mutex_lock(&pools_lock);
    forkc_i_pool *p = default_locked();
    atomic_fetch_add(&p->running_roots, 1);
    pthread_mutex_unlock(&pools_lock);
    return p;
}

int forkc_main_worker(void) {
    pthread_mutex_lock(&pools_lock);
    const forkc_i_pool *p = default_locked();
    int seat = p->seat ? 0 : -1;
    pthread_mutex_unlock(&pools_lock);
    return seat;
}

/* Under pools_lock: take the idle lazily made pool off the default seat,
 * for the caller to destroy; EBUSY if it runs a root. */
static int detach_lazy_locked(forkc_pool **out) {
    *out = NULL;
    if (!lazy_pool)
        return 0;
    if (atomic_load(&((forkc_i_pool *)lazy_pool)->running_roots) > 0)
        return EBUSY;
    if (default_pool == lazy_pool)
        default_pool = NULL;
    *out = lazy_pool;
    lazy_pool = NULL;
    return 0;
}

static int destroy_detached(forkc_pool *p) { return p ? forkc_pool_destroy(p) : 0; }

int forkc_set_default_workers(unsigned workers) {
    if (workers > FORKC_MAX_WORKERS)
        return ERANGE;
    pthread_mutex_lock(&pools_lock);
    forkc_pool *old = NULL;
    int err = 0;
    if (lazy_pool && (workers == 0 || ((forkc_i_pool *)lazy_pool)->n != workers))
        err = detach_lazy_locked(&old);
    if (!err)
        atomic_store(&requested_workers, workers);
    pthread_mutex_unlock(&pools_lock);
    return err ? err : destroy_detached(old);
}

int forkc_default_pool_end(void) {
    pthread_mutex_lock(&pools_lock);
    forkc_pool *old;
    int err = detach_lazy_locked(&old);
    pthread_mutex_unlock(&pools_lock);
    return err ? err : destroy_detached(old);
}

int forkc_set_default_pool(forkc_pool *pool) {
    pthread_mutex_lock(&pools_lock);
    int err = 0;
    if (pool && !find_pool(pool))
        err = EINVAL; /* destroyed, or never a pool */
    else if (default_pool && atomic_load(&((forkc_i_pool *)default_pool)->running_roots) > 0)
        err = EBUSY;
    else
        default_pool = pool;
    pthread_mutex_unlock(&pools_lock);
    return err;
}
