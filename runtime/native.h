/* Frames that live on the OS stack (native.c): a lazily allocating fast
 * clone's frame is a local of its activation (forkc_frame_local_at, abi.h)
 * until a thief takes it; the thief copies it to the heap. */
#ifndef FORKC_RUNTIME_NATIVE_H
#define FORKC_RUNTIME_NATIVE_H

#include "internal.h"

/* A local of its fast clone's activation (not a copy of one). */
static inline bool forkc_i_native(const forkc_frame *f) { return f->native16 != 0; }

/* Thief, right after it took `f` from a deque: the frame its continuation
 * goes on in (f, or f's heap copy when f is native), with every frame that
 * the victim's failed pop will cut off the OS stack copied and re-pointed
 * (docs/runtime.md, "Frames in their fast clone").  `through` lists the
 * frames whose deque items the caller took back itself (a move); a thief
 * passes none.  `current` is the owner's current stack as the item was
 * taken: the copies' stack where the frames store none (native.c).  Then
 * the caller publishes with forkc_i_native_publish. */
forkc_frame *forkc_i_native_adopt(forkc_frame *f, forkc_frame *const *through, size_t n_through,
                                  forkc_stack *current);
/* f's continuation goes on in `copy` (release), for a thief that takes a
 * frame spawned by f. */
void forkc_i_native_publish(forkc_frame *f, forkc_frame *copy);
/* The copy of native frame f that the thief who took it made (acquire;
 * waits for a thief between its CAS and its publish). */
forkc_frame *forkc_i_native_copy_of(forkc_frame *f);
/* `dest`, a pointer into native frame f (or anywhere else), as a pointer
 * into f's copy c. */
void *forkc_i_native_slot(const forkc_frame *f, forkc_frame *c, void *dest);

#endif
