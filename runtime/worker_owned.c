/*
 * What a worker owns besides its deque: the stack it allocates frames on, a
 * cache of empty stacks, and its innermost scheduling context.  Below the
 * scheduler (worker.c) and the joins (join.c), which both hand stacks over
 * and leave dead native activations through here.
 */
#include "worker_owned.h"

#include "errors.h"
#include "stacklet.h"

forkc_i_stack *forkc_i_worker_empty_stack(forkc_i_worker *w) {
    forkc_i_stack *s = w->spare;
    if (s) {
        w->spare = s->free_next;
        w->spare_count--;
        return s;
    }
    return forkc_i_stack_new(w->pool);
}

void forkc_i_worker_release_stack(forkc_i_worker *w, forkc_i_stack *s) {
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

bool forkc_i_worker_let_go_stack(forkc_i_worker *w, const forkc_stack *s) {
    if (w->pub.stack != s)
        return false;
    w->pub.stack = &forkc_i_worker_empty_stack(w)->pub;
    return true;
}

/* Before taking another frame's stack, the worker's own stack is empty
 * (libfork Alg. 4 line 10, Alg. 5 line 18). */
void forkc_i_worker_take_stack(forkc_i_worker *w, forkc_stack *s) {
    if (w->pub.stack == s)
        return;
    forkc_i_worker_release_stack(w, (forkc_i_stack *)w->pub.stack);
    w->pub.stack = s;
}

void forkc_i_worker_leave(forkc_i_worker *w) { SCHED_CTX_JUMP(*w->ctx); }
