/* Segmented OS stacks (osstack.c): where a fast clone's native activations
 * go on when the thread's own stack runs out.  A leaf: it knows nothing of
 * workers; the worker embeds one forkc_i_osstack and publishes its limit as
 * abi.h's forkc_worker.os_limit (worker_owned.c). */
#ifndef FORKC_RUNTIME_OSSTACK_H
#define FORKC_RUNTIME_OSSTACK_H

#include "internal.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct forkc_i_oseg forkc_i_oseg;

/* A thread's OS stack and the segments that extend it, innermost first.
 * Segments nest like the activations on them: each is entered by a call
 * (forkc_i_osstack_run) made near the end of the one below, and left by its
 * return or by cutting the stack back to a context below it
 * (forkc_i_osstack_cut).  Made segments are kept for the next descent, in
 * nesting order (`first`, then each one's `inner`), and unmapped by
 * forkc_i_osstack_drop. */
typedef struct forkc_i_osstack {
    char *lo, *hi;       /* the thread's own stack; NULL: unknown, never extended */
    forkc_i_oseg *top;   /* the segment running now; NULL: the thread's own stack */
    forkc_i_oseg *first; /* the outermost segment ever made                   */
    unsigned depth;      /* segments in use (top's nesting depth)             */
    unsigned peak;       /* the most in use at once                           */
    void *asan_fake;     /* AddressSanitizer: the fake stack of the stack a cut */
    bool asan_landing;   /*   lands on, and whether a landing is pending        */
} forkc_i_osstack;

/* Room kept below an activation that starts near a stack's end: whatever
 * runs before the next check (a leaf task, plain C it calls, the runtime's
 * slow paths) has at least this much. */
#define FORKC_I_OSSTACK_MARGIN ((size_t)1 << 20)
/* One segment's usable size, and the guard page range below it. */
#define FORKC_I_OSSEG_BYTES ((size_t)16 << 20)
#define FORKC_I_OSSEG_GUARD ((size_t)64 << 10)

/* The calling thread's own stack bounds (cached per thread): call on the
 * thread that will use s, with no segment in use. */
void forkc_i_osstack_bind(forkc_i_osstack *s);
/* The address below which a new activation must not start: the running
 * stack's end plus the margin; NULL when the bounds are unknown. */
char *forkc_i_osstack_limit(const forkc_i_osstack *s);
/* Run fn(arg) at the top of the next segment (made on first use), with
 * *limit the segment's limit meanwhile, and come back; the caller restores
 * *limit.  Returns false, running nothing, when no segment can be mapped. */
bool forkc_i_osstack_run(forkc_i_osstack *s, void (*fn)(void *), void *arg, char **limit);
/* Before a cut to a context saved at `at` (an address in that context's
 * activation): the segments above the one holding `at` are dead. */
void forkc_i_osstack_cut(forkc_i_osstack *s, const void *at);
/* After landing from a cut (sanitizer bookkeeping only). */
void forkc_i_osstack_landed(forkc_i_osstack *s);
/* Every segment unmapped; none may be in use. */
void forkc_i_osstack_drop(forkc_i_osstack *s);

#endif
