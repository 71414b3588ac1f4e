/* Segmented stacks of stacklets (stacklet.c), libfork III-A. */
#ifndef FORKC_RUNTIME_STACKLET_H
#define FORKC_RUNTIME_STACKLET_H

#include "internal.h"

struct forkc_stacklet {
    forkc_stacklet *prev; /* older stacklet of the same stack           */
    forkc_stacklet *next; /* the cached empty stacklet, if any          */
    char *lo, *hi;        /* usable region                              */
    char *saved_sp;       /* sp of this stacklet while a newer one is top */
    size_t cache_floor;   /* bytes in use needed to keep `next` cached    */
    size_t bytes;         /* malloc'd size including this header        */
    char *held;           /* newest live forkc_stack_alloc block here, */
                          /*   NULL if none: frames at or under it are  */
                          /*   freed out of line, where the held-memory */
                          /*   check is (floor_of)                      */
    bool held_at_lo;      /* the oldest live block starts the stacklet */
};

/* Task frame memory of a pool (forkc_pool_stats): stacklets, and heap
 * copies of native frames (native.c), the memory libfork's Theorem 2 bounds
 * (docs/runtime.md, "The memory bound"). */
typedef struct forkc_i_mem_stats {
    _Atomic unsigned long long stacklets; /* allocated so far            */
    _Atomic long long bytes, peak;        /* live now, the most at once  */
} forkc_i_mem_stats;

struct forkc_i_stack {
    forkc_stack pub;          /* first: lowered code bumps pub.sp  */
    forkc_i_mem_stats *mem;   /* its pool's, or NULL               */
    forkc_i_stack *free_next; /* a worker's cache of empty stacks  */
};

#define FORKC_STACKLET_MIN ((size_t)16 * 1024)
#define FORKC_SPARE_STACKS 32u /* empty stacks a worker keeps for nested roots */

forkc_i_stack *forkc_i_stack_new(forkc_i_mem_stats *mem);
void forkc_i_stack_delete(forkc_i_stack *s);
bool forkc_i_stack_is_empty(const forkc_i_stack *s);
/* A block of the stack allocation API is live on s. */
bool forkc_i_stack_holds_blocks(const forkc_i_stack *s);
void *forkc_i_stack_bump(forkc_i_stack *s, size_t size); /* any size, may add a stacklet */
void forkc_i_stack_unbump(forkc_i_stack *s, char *p, size_t size); /* FILO release of [p, p+size) */
size_t forkc_i_stack_heap_bytes(const forkc_i_stack *s); /* bytes of stacklets held      */
/* Task frame memory allocated besides stacklets (a native frame's heap
 * copy, native.c): counted with the stacklets. */
void forkc_i_stack_account(forkc_i_mem_stats *mem, long long delta);

#endif
