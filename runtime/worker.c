/*
 * Workers: the scheduling loop, frame chains and explicit scheduling.
 *
 * A worker's OS stack holds, from the bottom: its scheduling loop, then the
 * native activations of the strand it is running.  When a pop fails (or a
 * frame moves to another worker) those activations are dead, and the worker
 * longjmps back to the innermost boundary under them: its scheduling loop
 * (`ctx`), or the wrapper of a nested root (plain C called a task on a
 * worker; its context is in the root's record), so that the plain C
 * activations below it survive (worker_owned.c, forkc_i_worker_exit_of).
 */
#include "worker.h"

#include "deque.h"
#include "errors.h"
#include "hypermap.h"
#include "join.h"
#include "native.h"
#include "pool.h"
#include "scheduler.h"
#include "sleep.h"
#include "stacklet.h"
#include "submit.h"
#include "subq.h"
#include "topology.h"
#include "worker_owned.h"
#include "workspan.h"

#include <limits.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

_Thread_local forkc_worker *forkc_tls_worker_;

unsigned forkc_worker_index(const forkc_worker *w) { return ((const forkc_i_worker *)w)->index; }

int forkc_current_worker(void) {
    forkc_i_worker *w = forkc_i_tls_worker();
    return w ? (int)w->index : -1;
}

/* ---- explicit scheduling (libfork III-D-1) ---- */

/* The deque index under the items that the native activations from f up
 * to their boundary pushed (the boundary of forkc_i_worker_exit_of). */
static int64_t segment_mark(const forkc_i_worker *w, const forkc_frame *f) {
    const forkc_root_rec *r = forkc_i_worker_boundary_rec(w, f);
    return r ? r->mark : w->running_mark;
}

/* A move leaves the OS stack while the items of f's spawning ancestors may
 * still be in the deque, pointing at native frames: take them back, adopt
 * the chain through them as a thief would (native.c) and push the copies
 * again, oldest first.  Returns the frame f goes on in. */
static forkc_frame *adopt_before_move(forkc_i_worker *w, forkc_frame *f) {
    int64_t mark = segment_mark(w, f);
    forkc_frame *small[16], **taken = small;
    size_t n = 0, cap = sizeof small / sizeof small[0];
    for (forkc_frame *x; (x = forkc_i_deque_take_above(&w->pub.deque, mark)) != NULL;) {
        if (n == cap) {
            forkc_frame **more = (forkc_frame **)malloc(2 * cap * sizeof *more);
            FORKC_CHECK(more != NULL, "out of memory moving a frame");
            memcpy((void *)more, (const void *)taken, n * sizeof *taken);
            if (taken != small)
                free((void *)taken);
            taken = more;
            cap *= 2;
        }
        taken[n++] = x;
    }
    /* the items lost meanwhile: their thieves read this OS stack */
    forkc_i_deque_wait_adoptions(&w->pub.deque);
    forkc_frame *c = forkc_i_native_adopt(f, taken, n, w->pub.stack);
    for (size_t i = n; i-- > 0;)
        forkc_push(&w->pub, forkc_i_native(taken[i]) ? forkc_i_native_copy_of(taken[i]) : taken[i]);
    if (taken != small)
        free((void *)taken);
    return c;
}

void forkc_move_to_(forkc_worker *pw, forkc_frame *f, unsigned target) {
    forkc_i_worker *w = forkc_i_worker_of(pw);
    forkc_i_pool *p = w->pool;
    FORKC_CHECK(target < p->n, "forkc_resume_on(%u): the pool has only %u workers (0..%u)", target,
                p->n, p->n - 1);
    forkc_ctx *exit = forkc_i_worker_exit_of(w, f); /* before f can run elsewhere */
    f = adopt_before_move(w, f);
    /* If we run on the frame's own stack, the stack travels with it. */
    if (forkc_i_worker_let_go_stack(w, f->stack))
        f->flags |= FORKC_FRAME_CARRIES_STACK;
    forkc_i_hyper_hand_over(pw, f); /* the strand goes on over there */
    forkc_i_pool_submit(p, target, f);
    forkc_i_worker_leave(w, exit);
}

/* ---- running frames from the scheduler ---- */

/* A nested root's frames live on its waiter's stack, above the frames of the
 * strand that called plain C.  Whoever holds that stack when the root
 * completes (it took it at a join of one of the root's frames) lets it go
 * before the completion lets the waiter go on with it. */
static void give_back_nested_stack(forkc_i_worker *w, forkc_i_root_rec *r) {
    if (r->stack)
        forkc_i_worker_let_go_stack(w, r->stack);
}

/* The strand that finished a root goes on in its caller: a nested root's
 * waiter takes its views (forkc_nested_wait_); a submitted root's strand
 * was the leftmost, and its folds ended in the variables. */
static void hand_back_views(forkc_i_worker *w, forkc_i_root_rec *r) {
    FORKC_ASSERT(r->stack || !w->pub.views,
                 "a submitted root finished with views that were not folded");
    r->views = w->pub.views;
}

/* Resume f and, while frames finish, whatever they hand control to
 * (libfork Alg. 5 for frames finishing away from their native caller). */
static void run_chain(forkc_i_worker *w, forkc_frame *f) {
    while (f) {
        FORKC_ASSERT(f->kind <= FORKC_KIND_ROOTREC && f->resume != NULL,
                     "frame %p: kind %u, resume %p", (void *)f, f->kind, (void *)f->resume);
        FORKC_ASSERT(!forkc_i_native(f), "resuming native frame %p", (void *)f);
        forkc_frame *parent = f->parent;
        unsigned kind = f->kind;
        w->running = f; /* the boundary of the native activations it makes */
        w->stats.ran++;
        w->running_mark =
            atomic_load_explicit(&w->pub.deque.head, memory_order_relaxed); /* items */
        if (f->resume(&w->pub, f) == FORKC_SUSPENDED)
            return; /* parked at a join: f belongs to its last child now */
        switch (kind) {
        case FORKC_KIND_CALLED:
            f = parent; /* Alg. 5 line 9: a call resumes its caller */
            break;
        case FORKC_KIND_SPAWNED:
            /* Away from the native caller the deque holds nothing of ours,
             * so the pop of line 10 would fail: join implicitly. */
            f = forkc_i_join_implicit(w, parent) ? parent : NULL;
            break;
        case FORKC_KIND_ROOT:
            if (forkc_i_wsp_on())
                forkc_i_wsp_root_done(&w->pub, (forkc_i_root_rec *)parent);
            hand_back_views(w, (forkc_i_root_rec *)parent);
            give_back_nested_stack(w, (forkc_i_root_rec *)parent);
            forkc_i_root_complete((forkc_i_root_rec *)parent);
            return;
        default: /* FORKC_KIND_ROOTREC: root_start completed it */
            return;
        }
    }
}

/* Deque items below it belong to native frames under the root the loop
 * waits for: hands off.  The worker's own loop waits for none. */
static int64_t mark_of(const forkc_i_root_rec *until) { return until ? until->mark : 0; }

static forkc_frame *find_work(forkc_i_worker *w, int64_t mark) {
    forkc_i_pool *p = w->pool;
    /* Our own deque holds items only after a frame moved away from a native
     * chain; taking one is a steal like any other.  Items below the mark were
     * pushed by native frames under the innermost nested root, which are
     * alive and will pop them back themselves. */
    forkc_frame *f = forkc_i_deque_take_above(&w->pub.deque, mark);
    if (f) {
        FORKC_ASSERT(!forkc_i_native(f), "a native frame %p left in its own deque", (void *)f);
        forkc_i_hyper_stolen(&w->pub, &w->hyper_cache, f);
        return f;
    }
    f = forkc_i_subq_pop(&w->subq);
    if (f) {
        if (f->kind == FORKC_KIND_ROOTREC)
            w->pub.views = NULL; /* a root starts the leftmost strand */
        else
            forkc_i_hyper_take_over(&w->pub, f);
        if (f->flags & FORKC_FRAME_CARRIES_STACK) {
            f->flags &= (uint8_t)~FORKC_FRAME_CARRIES_STACK;
            forkc_i_worker_take_stack(w, f->stack);
        }
        return f;
    }
    if (p->n < 2)
        return NULL;
    unsigned v = forkc_i_topology_pick_victim(&p->topo, w->index, &w->rng);
    forkc_worker *victim = &p->workers[v].pub;
    forkc_deque *vq = &victim->deque;
    forkc_stack *seen = NULL;
    f = forkc_i_deque_steal(vq, p->patience_ns,
                            &(forkc_i_thief){.owner_stack = &victim->stack, .stack_seen = &seen});
    if (f) {
        /* A continuation is taken only at a resume point (state != 0: set
         * before its push), from a frame that finished no join since. */
        FORKC_ASSERT(f->state != 0 && f->kind != FORKC_KIND_ROOTREC,
                     "stole frame %p at state %d, kind %u", (void *)f, f->state, f->kind);
        forkc_frame *c = forkc_i_native_adopt(f, NULL, 0, seen);
        /* The thief owns the continuation now (nowa): steals + 1. */
        forkc_i_hyper_stolen(&w->pub, &w->hyper_cache, c);
        if (c != f)
            forkc_i_native_publish(f, c);
        forkc_i_deque_adopted(vq);
        atomic_fetch_add_explicit(&w->stats.steals, 1, memory_order_relaxed);
        return c;
    }
    atomic_fetch_add_explicit(&w->stats.failed_steals, 1, memory_order_relaxed);
    return NULL;
}

/* ---- the scheduling loop (the scheduler's policy: scheduler.h) ---- */

static void loop(forkc_i_worker *w, forkc_i_root_rec *until) {
    forkc_i_pool *p = w->pool;
    unsigned fails = 0;
    if (w->fresh) {
        w->fresh = false;
        p->sched_ops->start(w, &fails);
    }
    for (;;) {
        /* A frame handed over by the last longjmp comes first: it may belong
         * to any root, and this worker already owns its stack. */
        forkc_frame *f = w->next;
        w->next = NULL;
        /* A thief asked while this worker sits in its loop: the items it
         * holds (continuations of native frames under a nested root) would
         * otherwise stay private until its next push. */
        if (FORKC_UNLIKELY(atomic_load_explicit(&w->pub.deque.want, memory_order_relaxed)))
            forkc_i_deque_publish_all(&w->pub.deque);
        uint64_t looking = 0; /* FORKC_STATS: since when this loop has no work */
        if (!f) {
            if (FORKC_UNLIKELY(p->report))
                looking = forkc_i_now_ns();
            /* A nested root's loop ends when its root is done and nothing
             * pushed above its mark is left: the native frame under it must
             * find its own push at the bottom of the deque when it pops. */
            if (until && until == w->wait_rec &&
                !atomic_load_explicit(&until->done, memory_order_relaxed) &&
                w->wait_ready(w->wait_arg))
                atomic_store_explicit(&until->done, 1, memory_order_relaxed);
            if (until && atomic_load_explicit(&until->done, memory_order_acquire) &&
                !forkc_i_deque_has_above(&w->pub.deque, mark_of(until)))
                return;
            /* Nor may work found here go on the stack the root shares with
             * the native frames under it: those resume when it is done. */
            if (until)
                forkc_i_worker_let_go_stack(w, until->stack);
            f = find_work(w, mark_of(until));
        }
        if (f) {
            if (looking)
                w->stats.looking_ns += forkc_i_now_ns() - looking;
            fails = 0;
            if (!until)
                p->sched_ops->set_active(w, true);
            run_chain(w, f);
            continue;
        }
        if (!until) {
            p->sched_ops->set_active(w, false);
            if (atomic_load(&p->stopping))
                return;
        }
        p->sched_ops->idle(w, until != NULL, ++fails);
        if (looking)
            w->stats.looking_ns += forkc_i_now_ns() - looking;
    }
}

void forkc_i_worker_schedule(forkc_i_worker *w, forkc_i_root_rec *until) {
    forkc_i_sched_ctx ctx;
    forkc_i_sched_ctx *outer = w->ctx;
    forkc_frame *outer_running = w->running;
    int64_t outer_mark = w->running_mark;
    w->ctx = &ctx;
    w->running = NULL;
    FORKC_CTX_INIT(ctx);
    if (FORKC_CTX_SAVE(ctx)) {
        /* back from forkc_i_worker_leave: the activations above are dead */
        forkc_i_worker_landed(w);
    }
    loop(w, until);
    FORKC_ASSERT(w->ctx == &ctx, "scheduling contexts restored out of order");
    w->ctx = outer;
    w->running = outer_running;
    w->running_mark = outer_mark;
}

void *forkc_i_worker_main(void *arg) {
    forkc_i_worker *w = arg;
    forkc_i_pool *p = w->pool;
    forkc_tls_worker_ = &w->pub;
    forkc_i_worker_bind_os_stack(w);
    if (p->report)
        w->stats.born_ns = forkc_i_now_ns();
    if (p->pin)
        forkc_i_topology_pin_current_thread(&p->topo, w->index);
    forkc_i_worker_set_stack(w, &forkc_i_worker_empty_stack(w)->pub);
    atomic_fetch_add(&p->started, 1);
    forkc_i_worker_schedule(w, NULL);
    if (p->report)
        w->stats.died_ns = forkc_i_now_ns();
    forkc_i_worker_release_stack(w, (forkc_i_stack *)w->pub.stack); /* checks it is empty */
    forkc_i_worker_set_stack(w, NULL);
    forkc_i_worker_drop_spares(w);
    forkc_tls_worker_ = NULL;
    return NULL;
}

/* ---- the seat: a caller as worker 0 (forkc_main_worker) ----
 *
 * The default pool runs no thread for worker 0: the program's main thread
 * (the one MPI_Init is called on) is worker 0 while it waits for a root, as
 * OpenCilk's and TBB's calling threads are, whichever thread made the pool,
 * so that
 * forkc_resume_on(forkc_main_worker()) moves a task onto it
 * (MPI_THREAD_FUNNELED).  It submits its root to itself and runs worker 0's
 * scheduling loop until the root is done (root.c), stealing while the
 * root's work is out.  Roots of other threads go to
 * workers 1..n-1 (root.c); with one worker there is no other, and each
 * caller takes the seat in turn. */
static bool owns_seat(const forkc_i_pool *p) {
#if defined(__linux__)
    (void)p;
    return (pid_t)syscall(SYS_gettid) == getpid(); /* the process's first thread */
#else
    return pthread_equal(pthread_self(), p->seat_owner); /* the pool's maker */
#endif
}

bool forkc_i_worker_sit(forkc_i_pool *p) {
    if (!p->seat || (p->n > 1 && !owns_seat(p)))
        return false;
    while (atomic_exchange_explicit(&p->seat_taken, 1, memory_order_acquire))
        sched_yield(); /* n == 1: another thread's root holds it */
    forkc_i_worker *w = &p->workers[0];
    FORKC_ASSERT(!forkc_i_tls_worker(), "a worker sat on the seat of pool %p", (void *)p);
    forkc_tls_worker_ = &w->pub;
    forkc_i_worker_bind_os_stack(w);
    if (p->report && !w->stats.born_ns)
        w->stats.born_ns = forkc_i_now_ns();
    forkc_i_worker_set_stack(w, &forkc_i_worker_empty_stack(w)->pub);
    w->pub.views = NULL;
    /* Counted as a thief that became active: one thief of its node, and one
     * of every other node, stay awake to steal from it (scheduler_lazy.c). */
    atomic_fetch_add(&p->nodes[w->node].awake, 1);
    p->sched_ops->set_active(w, true);
    return true;
}

void forkc_i_worker_stand(forkc_i_pool *p) {
    forkc_i_worker *w = &p->workers[0];
    p->sched_ops->set_active(w, false);
    atomic_fetch_sub(&p->nodes[w->node].awake, 1);
    forkc_i_worker_release_stack(w, (forkc_i_stack *)w->pub.stack); /* checks it is empty */
    forkc_i_worker_set_stack(w, NULL);
    if (p->report)
        w->stats.died_ns = forkc_i_now_ns();
    forkc_tls_worker_ = NULL;
    atomic_store_explicit(&p->seat_taken, 0, memory_order_release);
}

/* ---- nested roots: plain C called a task on a worker ---- */

/* The root's frames go on the current stack, above the outer strand's: if
 * one of them is stolen, this worker lets the stack go with it at the failed
 * pop (join.c), cuts the OS stack back to the root's context (saved by the
 * task's wrapper, forkc_nested_enter in abi.h) and comes here: it waits on
 * an empty stack and gets the stack back when the root completes
 * (give_back_nested_stack).  Un-stolen, a nested root never gets here: it
 * costs no call into the runtime, no atomic RMW and no system call. */
void forkc_nested_wait_(forkc_worker *pw, forkc_root_rec *rec) {
    forkc_i_worker *w = forkc_i_worker_of(pw);
    FORKC_ASSERT(rec->stack != NULL, "nested root: a submitted root's record");
    forkc_i_worker_landed(w); /* a cut to the root's context ends here */
    forkc_i_worker_count_root(w);
    forkc_i_worker_schedule(w, rec);          /* until whoever finishes the root says so */
    forkc_i_worker_take_stack(w, rec->stack); /* if it went with a stolen frame: back now */
    w->pub.views = rec->views;                /* the caller's strand goes on */
}

/* ---- waiting without holding the worker (forkc_wait_until) ----
 *
 * A task that waits for something outside the pool (MPI requests) runs
 * other work meanwhile, as a nested root's waiter does: a record whose
 * completion is ready(arg), checked each time the loop finds nothing
 * pending.  Work found goes on another stack, and the loop ends with
 * nothing of it left above the mark, so the task goes on where it was,
 * on its own stack, with its own views.  The cost: ready() is checked
 * only between the frames the loop runs, so a stolen subtree delays it by
 * its length (docs/design.md, "Waiting for communication"). */
void forkc_wait_until(int (*ready)(void *), void *arg) {
    forkc_i_worker *w = forkc_i_tls_worker();
    FORKC_CHECK(ready != NULL, "forkc_wait_until(NULL, ...): no condition to wait for");
    if (ready(arg))
        return;
    if (!w) { /* plain C off the pool: nothing else to run here */
        while (!ready(arg))
            sched_yield();
        return;
    }
    forkc_i_root_rec rec;
    memset(&rec, 0, sizeof rec);
    rec.stack = w->pub.stack;
    rec.mark = atomic_load_explicit(&w->pub.deque.head, memory_order_relaxed);
    rec.views = w->pub.views;
    atomic_init(&rec.done, 0);
    int (*outer_ready)(void *) = w->wait_ready;
    void *outer_arg = w->wait_arg;
    forkc_i_root_rec *outer_rec = w->wait_rec;
    w->wait_ready = ready;
    w->wait_arg = arg;
    w->wait_rec = &rec;
    forkc_i_worker_schedule(w, &rec);
    w->wait_ready = outer_ready;
    w->wait_arg = outer_arg;
    w->wait_rec = outer_rec;
    forkc_i_worker_take_stack(w, rec.stack);
    w->pub.views = rec.views;
}

/* ---- the failed pop (abi.h): a scheduling step ---- */

/* Where the child's value goes after a failed pop: into the thief's copy
 * of a native parent. */
void *forkc_stolen_dest(forkc_worker *pw, forkc_frame *parent, void *dest) {
    (void)pw;
    if (!forkc_i_native(parent))
        return dest;
    /* not before the thief's copy is made: the copy would miss the value */
    return forkc_i_native_slot(parent, forkc_i_native_copy_of(parent), dest);
}

/* The pop after a spawned child failed: the parent's continuation was
 * stolen.  Nothing on this OS stack is needed any more (everything live is in
 * frames, native ones copied by the thief: native.c), so after the implicit
 * join the worker returns to its scheduler. */
void forkc_stolen(forkc_worker *pw, forkc_frame *parent) {
    forkc_i_worker *w = forkc_i_worker_of(pw);
    /* the thief may still read this OS stack and re-point frames above */
    forkc_i_deque_wait_adoptions(&pw->deque);
    forkc_frame *cont = forkc_i_native(parent) ? forkc_i_native_copy_of(parent) : parent;
    forkc_ctx *exit = forkc_i_worker_exit_of(w, parent); /* parent lives until the join */
    if (forkc_i_join_implicit(w, cont))
        w->next = cont;
    forkc_i_worker_leave(w, exit);
}
