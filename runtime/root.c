/*
 * Roots: plain C calling a task (serial-parallel reciprocity, Fibril, SPAA'16).
 *
 * A root record is a pseudo frame.  Off a worker it goes to a worker's
 * submission queue and the caller blocks on a futex until the root's frame
 * finishes; on a worker it runs as a nested root right there.
 */
#include "root.h"

#include "errors.h"
#include "pool.h"
#include "root_record.h"
#include "sleep.h"
#include "submit.h"
#include "subq.h"
#include "worker.h"
#include "workspan.h"

#include <errno.h>
#include <limits.h>

/* A nested root's waiter is its own worker, spinning in its scheduling loop:
 * a release store is all it needs, no system call (issue: nested roots cost a
 * FUTEX_WAKE each).  A blocked thread needs the wake. */

/* The resume function of a root record: start the task's frame natively. */
static int root_start(forkc_worker *w, forkc_frame *hf) {
    forkc_i_root_rec *r = (forkc_i_root_rec *)hf;
    forkc_i_worker_count_root(forkc_i_worker_of(w));
    if (forkc_i_wsp_on())
        forkc_i_wsp_root_start(w);
    r->fn(w, hf, r->args, r->ret);
    if (forkc_i_wsp_on())
        forkc_i_wsp_root_done(w, r);
    forkc_i_root_complete(r); /* the frame finished without leaving this OS stack */
    return FORKC_DONE;
}

/* A submitted root's record: its frame header is a parent that nothing
 * joins on, run through `resume` by the worker that takes it.  (A nested
 * root's is made by forkc_nested_enter, abi.h.) */
static void rec_init(forkc_i_root_rec *r, forkc_root_fn fn, void *args, void *ret) {
    r->hdr.resume = root_start;
    r->hdr.parent = NULL;
    r->hdr.kind = FORKC_KIND_ROOTREC;
    r->fn = fn;
    r->args = args;
    r->ret = ret;
    r->stack = NULL;
    r->mark = 0;
    atomic_init(&r->done, 0);
    r->hdr.flags = 0;
    r->hdr.native16 = 0;
    atomic_init(&r->hdr.steals, 0);
    r->views = NULL;
    atomic_init(&r->hdr.joins, FORKC_JOIN_INIT);
}

/* The worker a thread's roots start on, its "home" in the pool it last
 * called: picked round robin at the thread's first root there, so that
 * threads spread over the pool, and kept, so that a plain C loop of roots
 * (a time-stepping program: one fork_for per step) starts every step where
 * the last one left its data in the caches.  Round robin per call moved
 * heat's steps between the workers: 0.53 s against 0.44 s at P=2
 * (docs/benchmarks.md).  Pools are told apart by their serial number: a new
 * pool may be made where a destroyed one was. */
static _Thread_local struct {
    uint64_t pool_serial;
    unsigned worker;
} home_;

static unsigned home_worker(forkc_i_pool *p) {
    if (home_.pool_serial != p->serial) {
        home_.pool_serial = p->serial;
        home_.worker = atomic_fetch_add_explicit(&p->next_submit, 1, memory_order_relaxed);
    }
    if (p->seat && p->n > 1) /* worker 0 runs only its owner's roots */
        return 1 + home_.worker % (p->n - 1);
    return home_.worker % p->n;
}

static void wait_done(forkc_i_root_rec *rec) {
    if (forkc_i_spin_while_eq(&rec->done, 0, FORKC_ROOT_SPIN_NS))
        return;
    /* Announce the sleep; a failed exchange means the root just finished. */
    uint32_t running = 0;
    if (!atomic_compare_exchange_strong_explicit(&rec->done, &running, FORKC_ROOT_SLEEPING,
                                                 memory_order_acquire, memory_order_acquire))
        return;
    while (atomic_load_explicit(&rec->done, memory_order_acquire) != 1)
        forkc_i_futex_wait_u32(&rec->done, FORKC_ROOT_SLEEPING);
}

/* A nested root on worker w: what a task's wrapper does inline (abi.h),
 * for callers that are not lowered code.  x->fin gets the root's work and
 * span when they are measured. */
static void call_nested(forkc_i_worker *w, forkc_root_fn fn, void *args, void *ret,
                        forkc_wsp_root_ *x) {
    bool wsp = forkc_i_wsp_on();
    forkc_nested_enter(&w->pub, &x->rec, ret);
    if (wsp)
        forkc_wsp_nested_enter_(&w->pub, &x->saved, &x->rec);
    if (FORKC_CTX_SAVE(x->rec.ctx) == 0) {
        fn(&w->pub, &x->rec.hdr, args, ret);
        if (wsp)
            forkc_wsp_nested_fin_(&w->pub, &x->fin);
        if (forkc_nested_leave(&w->pub, &x->rec)) {
            if (wsp)
                forkc_wsp_nested_leave_(&w->pub, &x->rec, &x->saved, &x->fin);
            return;
        }
    }
    forkc_nested_wait_(&w->pub, &x->rec);
    if (wsp)
        forkc_wsp_nested_leave_(&w->pub, &x->rec, &x->saved, &x->fin);
}

/* From a thread that is no worker: on the pool's seat if this thread owns
 * it (worker.c), else on a worker, waiting.  The caller's strand (work/span
 * accounting) ended before the pool was entered: the pool's start is not
 * the program's work. */
void forkc_i_pool_call_root_blocking(forkc_i_pool *p, forkc_root_fn fn, void *args, void *ret) {
    forkc_wsp_root_ x; /* with room for the root's work and span */
    rec_init(&x.rec, fn, args, ret);
    if (forkc_i_worker_sit(p)) {
        /* Submitted to itself: its scheduling loop starts the root as a
         * worker starts a submitted one, and runs until it is done. */
        forkc_i_worker *w = forkc_i_tls_worker();
        forkc_i_subq_push(&w->subq, &x.rec.hdr);
        forkc_i_worker_schedule(w, &x.rec);
        forkc_i_worker_stand(p);
    } else {
        forkc_i_pool_submit(p, home_worker(p), &x.rec.hdr);
        wait_done(&x.rec);
    }
    if (forkc_i_wsp_on())
        forkc_i_wsp_outer_leave(&x);
}

void forkc_call_root(forkc_root_fn fn, void *args, void *ret) {
    forkc_i_worker *w = forkc_i_tls_worker();
    if (!w) {
        if (forkc_i_wsp_on())
            forkc_i_wsp_outer_enter();
        /* Entered under the registry lock: a concurrent destroy of the
         * default either waits for us (EBUSY) or happened first, and then
         * this call makes a fresh default pool. */
        forkc_i_pool *p = forkc_i_pool_enter_default();
        forkc_i_pool_call_root_blocking(p, fn, args, ret);
        forkc_i_pool_leave(p);
        return;
    }
    forkc_wsp_root_ x;
    call_nested(w, fn, args, ret, &x);
}

/* forkc_run: a plain function run on a worker; the tasks it calls are
 * nested roots there. */
struct run_args {
    void (*fn)(void *);
    void *arg;
};
static void run_trampoline(forkc_worker *w, forkc_frame *root, void *args, void *ret) {
    (void)w;
    (void)root;
    (void)ret;
    struct run_args *a = args;
    a->fn(a->arg);
}

int forkc_run(forkc_pool *pool, void (*fn)(void *), void *arg) {
    if (!pool || !fn)
        return EINVAL;
    forkc_i_worker *w = forkc_i_tls_worker();
    struct run_args a = {fn, arg};
    if (w && (forkc_pool *)w->pool == pool) {
        fn(arg); /* already on one of its workers */
        return 0;
    }
    /* Compared, not read: `pool` may be a destroyed pool's dangling handle. */
    forkc_i_pool *p = (forkc_i_pool *)pool;
    if (forkc_i_wsp_on())
        forkc_i_wsp_outer_enter();
    if (!forkc_i_pool_enter(p))
        return EINVAL;
    forkc_i_pool_call_root_blocking(p, run_trampoline, &a, NULL);
    forkc_i_pool_leave(p);
    return 0;
}
