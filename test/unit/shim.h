/* C shims over runtime internals, so the C++ unit tests need no C atomics. */
#ifndef FORKC_TEST_SHIM_H
#define FORKC_TEST_SHIM_H
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct shim_deque shim_deque;
shim_deque *shim_deque_create(size_t capacity);
void shim_deque_destroy(shim_deque *d);
void shim_deque_push(shim_deque *d, void *item); /* forkc_push (abi.h)          */
int shim_deque_pop(shim_deque *d);               /* forkc_pop: 1 = still ours   */
void *shim_deque_take(shim_deque *d);            /* the scheduler's owner take  */
void *shim_deque_steal(shim_deque *d);           /* a thief                     */
/* A thief that exposes the owner's oldest private item once its request is
 * patience_ns old (the pools' FORKC_STEAL_PATIENCE_US); needs a barrier. */
void *shim_deque_steal_patient(shim_deque *d, unsigned long patience_ns);
int shim_barrier_available(void);
unsigned long shim_deque_exposed(shim_deque *d); /* items thieves exposed so far */
long shim_deque_size(shim_deque *d);
long shim_deque_public(shim_deque *d);          /* items thieves can see now   */
/* Native frames and their stacks (deque.c, forkc_i_deque_stamp_native):
 * real frames, native (a fast clone's local) or on a stacklet; stacks are
 * tags 0..7.  A frame's tag is -1 while it has no stack stored.  The
 * thief's variant sets the owner's current stack first and reports the one
 * it saw. */
void *shim_frame_new(int native);
void shim_frame_free(void *f);
void shim_deque_stamp(shim_deque *d, int tag);
int shim_frame_stack_tag(void *f);
void *shim_deque_steal_seen(shim_deque *d, int owner_tag, int *seen_tag);
void *shim_item(size_t i);   /* a distinct fake frame pointer for index i */
long shim_index(void *item); /* and back; -1 if not one */

typedef struct shim_stack shim_stack;
shim_stack *shim_stack_new(void);
void shim_stack_delete(shim_stack *s);
void *shim_stack_bump(shim_stack *s, size_t size);
void shim_stack_unbump(shim_stack *s, void *p, size_t size);
size_t shim_stack_heap_bytes(shim_stack *s);
size_t shim_stack_header_bytes(void);
int shim_stack_is_empty(shim_stack *s);
void shim_stack_dump(shim_stack *s);

/* Topology: 0 on success; arrays are workers x workers, row-major. */
int shim_topology(unsigned workers, const char *synthetic, unsigned *nodes, unsigned *node_of,
                  unsigned *distance, double *weight);
/* The same with worker 0 on machine core `first` (the creator's, in a pool). */
int shim_topology_at(unsigned workers, const char *synthetic, unsigned first, unsigned *nodes,
                     unsigned *node_of, unsigned *distance, double *weight);
/* Draw `draws` victims for thief `self` and count them in counts[workers]. */
int shim_sample_victims(unsigned workers, const char *synthetic, unsigned self, unsigned draws,
                        unsigned *counts);
#ifdef __cplusplus
}
#endif
#endif
