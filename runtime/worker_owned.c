/*
 * What a worker owns besides its deque: the stack it allocates frames on, a
 * cache of empty stacks, and its innermost scheduling context.  Below the
 * scheduler (worker.c) and the joins (join.c), which both hand stacks over
 * and leave dead native activations through here.
 */
#include "worker_owned.h"

#include "deque.h"
#include "errors.h"
#include "hypermap.h"
#include "osstack.h"
#include "stacklet.h"

#include <setjmp.h>

forkc_i_stack *forkc_i_worker_empty_stack(forkc_i_worker *w) {
    forkc_i_stack *s = w->spare;
    if (s) {
        w->spare = s->free_next;
        w->spare_count--;
        return s;
    }
    return forkc_i_stack_new(&w->pool->mem);
}

void forkc_i_worker_release_stack(forkc_i_worker *w, forkc_i_stack *s) {
    /* A native frame frees nothing, so memory of the stack allocation API
     * that its task left behind is found here, when its stack is done. */
    FORKC_CHECK(!forkc_i_stack_holds_blocks(s),
                "a task returned with forkc_stack_alloc memory still allocated; free it with "
                "forkc_stack_free (FILO) before returning");
    FORKC_CHECK(forkc_i_stack_is_empty(s), "internal error: a worker let go of a non-empty stack");
    /* Nested roots take a stack each, as deep as they nest: keeping that
     * many spares (empty stacks keep one 16 KiB stacklet) spares a malloc
     * and a free per nested root in recursive plain-C/task programs. */
    if (w->spare_count < FORKC_SPARE_STACKS) {
        s->free_next = w->spare;
        w->spare = s;
        w->spare_count++;
    } else {
        forkc_i_stack_delete(s);
    }
}

void forkc_i_worker_drop_spares(forkc_i_worker *w) {
    forkc_i_hyper_cache_clear(&w->hyper_cache);
    forkc_i_osstack_drop(&w->os);
    while (w->spare) {
        forkc_i_stack *s = w->spare;
        w->spare = s->free_next;
        forkc_i_stack_delete(s);
    }
    w->spare_count = 0;
}

/* The only store of a worker's current stack once it runs: thieves read it
 * (deque.c, take_top), and the native frames on the deque keep the old one
 * (deque.c, forkc_i_deque_stamp_native; native.c). */
void forkc_i_worker_set_stack(forkc_i_worker *w, forkc_stack *s) {
    if (w->pub.stack)
        forkc_i_deque_stamp_native(&w->pub.deque, w->pub.stack);
    __atomic_store_n(&w->pub.stack, s, __ATOMIC_RELEASE);
}

bool forkc_i_worker_let_go_stack(forkc_i_worker *w, const forkc_stack *s) {
    if (w->pub.stack != s)
        return false;
    forkc_i_worker_set_stack(w, &forkc_i_worker_empty_stack(w)->pub);
    return true;
}

/* Before taking another frame's stack, the worker's own stack is empty
 * (libfork Alg. 4 line 10, Alg. 5 line 18). */
void forkc_i_worker_take_stack(forkc_i_worker *w, forkc_stack *s) {
    if (w->pub.stack == s)
        return;
    forkc_i_stack *old = (forkc_i_stack *)w->pub.stack;
    forkc_i_worker_set_stack(w, s);
    forkc_i_worker_release_stack(w, old);
}

/* Native activations on a worker's OS stack nest in segments, each begun
 * either by a scheduling loop resuming a frame (w->running) or by a nested
 * root's wrapper calling the root's task (a frame of kind FORKC_KIND_ROOT
 * whose parent is the wrapper's record, abi.h).  Every frame of a segment
 * descends from the frame that began it through `parent`, which never
 * changes but for a thief re-pointing it from a native frame to that frame's
 * copy (native.c, repoint), which leads to the same boundary: the first
 * boundary up from f is the innermost one.  A loop's chain that resumed f
 * itself, or an ancestor, wins over a root above it. */
forkc_root_rec *forkc_i_worker_boundary_rec(const forkc_i_worker *w, const forkc_frame *f) {
    for (; f != w->running; f = __atomic_load_n(&f->parent, __ATOMIC_ACQUIRE)) {
        FORKC_CHECK(f != NULL, "internal error: a native frame chain reached no boundary");
        if (f->kind == FORKC_KIND_ROOT) {
            forkc_root_rec *r = (forkc_root_rec *)f->parent;
            return r->stack ? r : NULL; /* a submitted root: its loop */
        }
    }
    return NULL;
}

forkc_ctx *forkc_i_worker_exit_of(forkc_i_worker *w, const forkc_frame *f) {
    forkc_root_rec *r = forkc_i_worker_boundary_rec(w, f);
    return r ? &r->ctx : w->ctx;
}

/* The way the context was saved (forkc_ctx, abi.h): by this runtime, or by
 * lowered code that may have been built with or without a sanitizer.  The
 * context lives in the activation that saved it, so its address says which
 * OS stack segment the cut lands on: those above it are dead. */
void forkc_i_worker_leave(forkc_i_worker *w, forkc_ctx *c) {
    forkc_i_osstack_cut(&w->os, c);
    w->pub.os_limit = forkc_i_osstack_limit(&w->os);
#if (defined(__GNUC__) || defined(__clang__)) && !defined(FORKC_CTX_NO_BUILTIN_)
    if (!c->libc)
        __builtin_longjmp(c->buf.builtin, 1);
#endif
    longjmp(c->buf.libc, 1);
}

void forkc_i_worker_landed(forkc_i_worker *w) { forkc_i_osstack_landed(&w->os); }

void forkc_i_worker_bind_os_stack(forkc_i_worker *w) {
    forkc_i_osstack_bind(&w->os);
    w->pub.os_limit = forkc_i_osstack_limit(&w->os);
}

/* The activation that found its stack pointer below os_limit (abi.h,
 * FORKC_OS_LOW_) runs again at the top of the next segment. */
void forkc_os_extend_(forkc_worker *pw, void (*fn)(void *), void *arg) {
    forkc_i_worker *w = forkc_i_worker_of(pw);
    char *limit = pw->os_limit;
    bool ran = forkc_i_osstack_run(&w->os, fn, arg, &pw->os_limit);
    FORKC_CHECK(ran,
                "cannot map a %zu MiB OS stack segment (%u in use): the tasks recurse "
                "deeper than memory allows",
                FORKC_I_OSSEG_BYTES >> 20, w->os.depth);
    pw->os_limit = limit;
}
