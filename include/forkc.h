/*
 * forkc.h -- continuation-stealing fork-join parallelism for plain C.
 *
 *   fork_task long fib(int n) {
 *       if (n < 2) return n;
 *       long a = fork_spawn(fib(n - 1));
 *       long b = fib(n - 2);
 *       fork_join();
 *       return a + b;
 *   }
 *
 * Three modes, chosen by macros:
 *  - __FORKC_PLUGIN__   set by libforkplugin.so while it parses the source:
 *                       the markers below are visible to the lowering;
 *  - __FORKC_LOWERED__  set at the top of the text the plugin lowered:
 *                       tasks are already lowered, the markers are gone;
 *  - neither            the serial elision: any C compiler, no runtime.
 * The attribute may also be spelled __attribute__((fork_task)) or, in C23,
 * [[fork_task]], with or without this header included.
 * README.md and docs/ are the user guide.
 */
#ifndef FORKC_H
#define FORKC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The functions libforkc exports.  The runtime is built with
 * -fvisibility=hidden: only what is marked (and the entry points of
 * forkc/abi.h) is visible outside libforkc.so. */
#if defined(__GNUC__) || defined(__clang__)
#define FORKC_API __attribute__((visibility("default")))
#else
#define FORKC_API
#endif

#if defined(__FORKC_PLUGIN__)
/* Named by `__attribute__((fork_task))` and `[[fork_task]]` once the macro
 * below expands inside them (plugin/Attribute.cpp); declared before the macro
 * so the name is not expanded here. */
extern const int fork_task;
extern const int __forkc_spawn_marker__;
void __forkc_join_marker__(void);
void __forkc_resume_on_marker__(long worker); /* long: no -Wconversion noise for int */
#define fork_task __attribute__((fork_task))
#define fork_spawn(call) ((void)__forkc_spawn_marker__, (call))
#define fork_join() __forkc_join_marker__()
#define forkc_resume_on(worker) __forkc_resume_on_marker__(worker)
/* fork_for: the switch only marks the user's `for` for the lowering, which
 * replaces both (plugin/ForLoops.cpp); it is one statement, not a loop, so a
 * break in the body still binds to the user's loop. */
int __forkc_for_marker__(void);
void __forkc_for_grain_marker__(unsigned long long grain);
#define fork_for                                                                                   \
    switch (__forkc_for_marker__())                                                                \
    default: for
#define fork_for_grain(g) __forkc_for_grain_marker__(g)
#define fork_reducer(identity, reduce) __attribute__((annotate("forkc_reducer", identity, reduce)))
/* fork_plain: a static helper that tasks call stays plain C, not lowered as
 * a task (docs/lowering.md, "Helpers lowered as tasks"). */
#define fork_plain __attribute__((annotate("forkc_plain")))
#else
#define fork_task
#define fork_spawn(call) (call)
#define fork_join() ((void)0)
#define forkc_resume_on(worker) ((void)(worker))
#define fork_for for
#define fork_for_grain(g) ((void)(g))
#define fork_reducer(identity, reduce)
#define fork_plain
#endif

/* ---- parallel loops ----
 *   fork_for (T i = lo; i < hi; i++) body        (also <=, !=, >, >=, --, += k, -= k)
 * (the step also as i = i + k or i = i - k)
 * runs the iterations in parallel; T is an integer or pointer type, lo, hi
 * and k are evaluated once, each iteration has its own i, and the body may
 * spawn and call tasks (it joins at the end of each iteration).  break,
 * return and goto out of the body are compile errors.  `fork_for_grain(g);`
 * right before a fork_for runs at least g iterations per leaf; by default
 * min(2048, iterations / (8 * workers)).  Serial elision: a plain for.
 *
 * Reducers (after OpenCilk's hyperobjects):
 *   long fork_reducer(identity, reduce) total = 0;
 * with void identity(void *view) and void reduce(void *left, void *right).
 * Inside fork_for bodies, `total` names the view of the iteration's strand;
 * views are folded in serial order as the loop's halves join, so the result
 * is the serial loop's for any associative reduce.  forkc/reducers.h has
 * +, *, min and max.  Serial elision: fork_reducer(...) is nothing.
 * docs/using-forkc.md has the details.  What the lowering calls is in
 * forkc/abi.h. */

/* ---- stack allocation: the portable alloca (libfork III-C) ----
 * FILO, and not between a spawn and its join.  Inside a task the plugin
 * binds the call to the task's frame; misuse aborts with a message. */
#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__) || defined(FORKC_RUNTIME_BUILD)
FORKC_API void *forkc_stack_alloc(size_t size);
FORKC_API void forkc_stack_free(void *ptr);
#else
#include <stdlib.h>
static inline void *forkc_stack_alloc(size_t size) { return malloc(size ? size : 1); }
static inline void forkc_stack_free(void *ptr) { free(ptr); }
#endif

/* ---- pools (need -lforkc) ---- */
typedef struct forkc_pool forkc_pool;

typedef enum forkc_scheduler {
    FORKC_SCHED_LAZY = 0, /* idle thieves sleep; one per NUMA node stays awake */
    FORKC_SCHED_BUSY = 1  /* thieves never sleep: lowest latency, full CPU    */
} forkc_scheduler;

/* Pools of one or two workers are placed (hwloc loaded, workers bound) only
 * with this `pin` (docs/runtime.md, "Placement"). */
#define FORKC_PIN_ALWAYS 2

typedef struct forkc_pool_options {
    unsigned workers; /* >= 1; 0 is an error (EINVAL)             */
    forkc_scheduler scheduler;
    int pin; /* 1 (forkc_pool_options_default's default): pin the workers of a pool of
                3 or more to cores, and a smaller pool's to single CPUs when it has one
                worker per CPU of the affinity mask; FORKC_PIN_ALWAYS: any pool's to
                cores; 0: none */
    const char *synthetic_topology; /* hwloc synthetic description, for tests; NULL: this machine */
} forkc_pool_options;

typedef struct forkc_stats {
    unsigned long long steals;           /* successful steals                     */
    unsigned long long failed_steals;    /* steal attempts that found nothing     */
    unsigned long long sleeps;           /* times a worker went to sleep (lazy)   */
    unsigned long long stacklets;        /* stacklets allocated from the heap     */
    unsigned long long peak_stack_bytes; /* max bytes of task frames at once:
                                            live stacklets and heap copies of
                                            frames stolen off an OS stack     */
    unsigned long long roots;            /* roots submitted from outside the pool,
                                            and nested roots that waited for a
                                            thief (an un-stolen nested root is a
                                            call and is not counted)              */
} forkc_stats;

/* Defaults: workers from FORKC_WORKERS or the number of cores, lazy, pinned
 * (pin = 1). */
FORKC_API forkc_pool_options forkc_pool_options_default(void);
/* 0 on success; EINVAL for a bad option, ENOMEM/EAGAIN when resources lack,
 * ENOENT for a synthetic topology when hwloc cannot be loaded. */
FORKC_API int forkc_pool_create(forkc_pool **out, const forkc_pool_options *opt);
/* 0; EBUSY if roots are still running on it (the pool is left intact);
 * EDEADLK from one of its own workers; EINVAL if `pool` is not a live pool
 * (destroyed already).  Destroying the default pool is allowed: the next task
 * call from plain C gets a fresh one.  docs/using-forkc.md lists the cases. */
FORKC_API int forkc_pool_destroy(forkc_pool *pool);
FORKC_API unsigned forkc_pool_workers(const forkc_pool *pool);
FORKC_API int forkc_pool_stats(const forkc_pool *pool, forkc_stats *out);
FORKC_API void forkc_pool_reset_stats(forkc_pool *pool);

/* The pool that plain C calls of tasks use from non-worker threads; made on
 * first use (FORKC_WORKERS, else the core count) unless one was set. */
FORKC_API forkc_pool *forkc_default_pool(void);
/* Make `pool` the default (NULL: back to the lazily made one).  EBUSY if the
 * current default has roots running, EINVAL if `pool` is not a live pool. */
FORKC_API int forkc_set_default_pool(forkc_pool *pool);

/* The worker count of the default pool forkc makes (0: FORKC_WORKERS, else
 * CILK_NWORKERS, else the core count), over the environment.  A default
 * pool forkc made already with another count is destroyed now and made
 * again at its next use.  0, ERANGE above 4096, EBUSY if that pool is
 * running a root (a task of it is running).  Cilk Plus's
 * __cilkrts_set_param("nworkers", n). */
FORKC_API int forkc_set_default_workers(unsigned workers);
/* Destroy the default pool forkc made (none: nothing), to be made again at
 * its next use; 0, or EBUSY if it is running a root.  A pool set with
 * forkc_set_default_pool stays.  Cilk Plus's __cilkrts_end_cilk(). */
FORKC_API int forkc_default_pool_end(void);

/* Run fn(arg) on a worker of `pool` and wait: tasks it calls run there.
 * 0, or EINVAL if `pool` is NULL or not a live pool (destroyed). */
FORKC_API int forkc_run(forkc_pool *pool, void (*fn)(void *), void *arg);

/* On a worker: its index in its pool; elsewhere: -1. */
FORKC_API int forkc_current_worker(void);

/* The worker of the default pool that runs on the program's main thread
 * (the one MPI_Init is called on): that thread is worker 0 of the default
 * pool while it waits for a root (it runs no other thread), so
 *     forkc_resume_on(forkc_main_worker());
 * in a task goes on there, where MPI_THREAD_FUNNELED allows MPI calls.
 * -1 if the default pool is one of forkc_pool_create's, or was made under
 * FORKC_MAIN_WORKER=0 (its workers are all its own threads).  Makes the
 * default pool if there is none.
 * Serial elision: 0.  docs/using-forkc.md, "With MPI". */
#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__) || defined(FORKC_RUNTIME_BUILD)
FORKC_API int forkc_main_worker(void);
#endif

/* ---- reducers registered at run time (Cilk Plus C reducers) ----
 * The running strand's view of the reducer whose leftmost view (the
 * variable) is at `leftmost`: made with identity(reducer, view) on the
 * strand's first lookup, folded in serial order at joins with
 * reduce(reducer, left, right), then destroy(reducer, right) (NULL: none).
 * On a root's leftmost strand and off the runtime's workers, `leftmost`.
 * forkc_hyper_unregister(leftmost), after the join that ends the parallel
 * updates, folds the running strand's view into the variable and forgets
 * it.  <cilk/reducer.h> is built on these (docs/using-forkc.md, "Cilk
 * programs").  Serial elision: `leftmost`, and nothing. */
#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__) || defined(FORKC_RUNTIME_BUILD)
FORKC_API void *forkc_hyper_lookup(void *leftmost, size_t size, void *reducer,
                                   void (*reduce)(void *, void *, void *),
                                   void (*identity)(void *, void *),
                                   void (*destroy)(void *, void *));
FORKC_API void forkc_hyper_unregister(void *leftmost);
#elif defined(__GNUC__) || defined(__clang__)
/* A plain C file of a forkc program: the runtime's when it is linked. */
FORKC_API void *forkc_hyper_lookup(void *leftmost, size_t size, void *reducer,
                                   void (*reduce)(void *, void *, void *),
                                   void (*identity)(void *, void *),
                                   void (*destroy)(void *, void *)) __attribute__((weak));
FORKC_API void forkc_hyper_unregister(void *leftmost) __attribute__((weak));
static inline void *forkc_hyper_lookup_or_leftmost_(void *leftmost, size_t size, void *reducer,
                                                    void (*reduce)(void *, void *, void *),
                                                    void (*identity)(void *, void *),
                                                    void (*destroy)(void *, void *)) {
    return forkc_hyper_lookup
               ? forkc_hyper_lookup(leftmost, size, reducer, reduce, identity, destroy)
               : leftmost;
}
static inline void forkc_hyper_unregister_or_nothing_(void *leftmost) {
    if (forkc_hyper_unregister)
        forkc_hyper_unregister(leftmost);
}
#define forkc_hyper_lookup(l, s, r, red, id, d) forkc_hyper_lookup_or_leftmost_(l, s, r, red, id, d)
#define forkc_hyper_unregister(l) forkc_hyper_unregister_or_nothing_(l)
#else
static inline void *forkc_hyper_lookup(void *leftmost, size_t size, void *reducer,
                                       void (*reduce)(void *, void *, void *),
                                       void (*identity)(void *, void *),
                                       void (*destroy)(void *, void *)) {
    (void)size, (void)reducer, (void)reduce, (void)identity, (void)destroy;
    return leftmost;
}
static inline void forkc_hyper_unregister(void *leftmost) { (void)leftmost; }
#endif

/* Wait until ready(arg) returns nonzero without holding the worker: in a
 * task, the worker runs other tasks meanwhile and checks ready() between
 * them (so a long task it took delays the check); off the pool it only
 * polls.  For communication that overlaps computation: start MPI_Isend /
 * MPI_Irecv, then wait with a ready() that calls MPI_Testall.  Serial
 * elision: a polling loop.  docs/design.md, "Waiting for communication". */
#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__) || defined(FORKC_RUNTIME_BUILD)
FORKC_API void forkc_wait_until(int (*ready)(void *), void *arg);
#elif defined(__GNUC__) || defined(__clang__)
/* Without the plugin: the runtime's when the program links libforkc (a plain
 * C file of a forkc program), else the serial elision's. */
FORKC_API int forkc_main_worker(void) __attribute__((weak));
FORKC_API void forkc_wait_until(int (*ready)(void *), void *arg) __attribute__((weak));
static inline int forkc_main_worker_or_0_(void) {
    return forkc_main_worker ? forkc_main_worker() : 0;
}
static inline void forkc_wait_until_or_poll_(int (*ready)(void *), void *arg) {
    if (forkc_wait_until)
        forkc_wait_until(ready, arg);
    else
        while (!ready(arg)) {}
}
#define forkc_main_worker() forkc_main_worker_or_0_()
#define forkc_wait_until(ready, arg) forkc_wait_until_or_poll_(ready, arg)
#else
static inline int forkc_main_worker(void) { return 0; }
static inline void forkc_wait_until(int (*ready)(void *), void *arg) {
    while (!ready(arg)) {}
}
#endif

#ifdef __cplusplus
}
#endif
#endif /* FORKC_H */
