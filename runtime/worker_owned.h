/* What a worker owns besides its deque (worker_owned.c): the stack it
 * allocates frames on, its cache of empty stacks, and its innermost
 * scheduling context. */
#ifndef FORKC_RUNTIME_WORKER_OWNED_H
#define FORKC_RUNTIME_WORKER_OWNED_H

#include "internal.h"
#include "state.h"

/* Where the native activation of frame f (and all above it) is cut back to
 * when it is dead: the innermost boundary under it on this thread.  Call it
 * before f can be resumed elsewhere: f's ancestors live only as long as f. */
forkc_ctx *forkc_i_worker_exit_of(forkc_i_worker *w, const forkc_frame *f);
/* That boundary's nested root record, or NULL when it is the worker's
 * scheduling loop (w->running's, or a submitted root's). */
forkc_root_rec *forkc_i_worker_boundary_rec(const forkc_i_worker *w, const forkc_frame *f);
/* Cut the OS stack back to `to` (forkc_i_worker_exit_of): the native
 * activations above it are dead (a failed pop, a moved frame). */
FORKC_NORETURN void forkc_i_worker_leave(forkc_i_worker *w, forkc_ctx *to);
/* After a cut lands in the runtime's or a nested root's context. */
void forkc_i_worker_landed(forkc_i_worker *w);
/* The thread that will run w's activations from now on: its OS stack's
 * bounds give pub.os_limit (osstack.c). */
void forkc_i_worker_bind_os_stack(forkc_i_worker *w);
/* Every change of the worker's current stack (w->pub.stack, NULL while it
 * runs nothing): the native frames on its deque keep the old one (abi.h,
 * forkc_frame_local_at), and thieves may read it meanwhile. */
void forkc_i_worker_set_stack(forkc_i_worker *w, forkc_stack *s);
/* If s is the worker's current stack, take an empty one instead: s stays
 * with the frames on it (libfork Alg. 5 line 21).  Returns whether it did. */
bool forkc_i_worker_let_go_stack(forkc_i_worker *w, const forkc_stack *s);
/* What a worker keeps between roots (spare stacks, view maps, OS stack
 * segments), freed. */
void forkc_i_worker_drop_spares(forkc_i_worker *w);
/* Make s the worker's current stack; its own (empty) one goes to the cache. */
void forkc_i_worker_take_stack(forkc_i_worker *w, forkc_stack *s);
forkc_i_stack *forkc_i_worker_empty_stack(forkc_i_worker *w);
void forkc_i_worker_release_stack(forkc_i_worker *w, forkc_i_stack *s);

#endif
