/* The split work-stealing deque (deque.c): Chase-Lev (Le et al., PPoPP
 * 2013) with Lace's private/public split.  The owner's push and pop are
 * inline in forkc/abi.h; these are the rest. */
#ifndef FORKC_RUNTIME_DEQUE_H
#define FORKC_RUNTIME_DEQUE_H

#include "internal.h"

void forkc_i_deque_init(forkc_deque *q, size_t capacity);
void forkc_i_deque_destroy(forkc_deque *q);
/* Owner: take the bottom item (LIFO) or NULL. */
forkc_frame *forkc_i_deque_take(forkc_deque *q);
/* Owner: the same, but only an item at index >= mark (pushed after the mark
 * was read from `head`); and whether such an item is still there. */
forkc_frame *forkc_i_deque_take_above(forkc_deque *q, int64_t mark);
bool forkc_i_deque_has_above(forkc_deque *q, int64_t mark);
/* Owner: make every private item public (an idle owner, asked by a thief). */
void forkc_i_deque_publish_all(forkc_deque *q);
/* Thief: the top item, NULL if empty or lost a race; asks for work if empty,
 * and exposes the owner's oldest private item itself once a request is
 * `patience_ns` old (0: never; deque.c).  An item it returns counts as being
 * adopted until forkc_i_deque_adopted.  `th` says where the owner keeps its
 * current stack, and where to put the one seen at the steal (the stack of
 * a native frame that has none stored: forkc_i_deque_stamp_native). */
typedef struct forkc_i_thief {
    forkc_stack *const *owner_stack;
    forkc_stack **stack_seen;
} forkc_i_thief;
forkc_frame *forkc_i_deque_steal(forkc_deque *q, uint64_t patience_ns, const forkc_i_thief *th);
/* Owner, before it changes its current stack from `s`: every native frame
 * on the deque that has no stack stored gets `s` (abi.h,
 * FORKC_FRAME_STACK_SET), so that the owner's current stack is the stack of
 * every native frame without one (runtime/native.c). */
void forkc_i_deque_stamp_native(forkc_deque *q, forkc_stack *s);
/* Thief: the item it stole is adopted (runtime/native.c): its native frames
 * are copied and nothing reads the owner's OS stack any more. */
void forkc_i_deque_adopted(forkc_deque *q);
/* Owner, before it leaves its OS stack: wait until every thief that took
 * an item has adopted it. */
void forkc_i_deque_wait_adoptions(forkc_deque *q);
int64_t forkc_i_deque_size(forkc_deque *q);

#endif
