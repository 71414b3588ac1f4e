/* A process-wide memory barrier (barrier.c): the thieves' half of the
 * asymmetric fence that lets a thief expose an owner's private item
 * (deque.c).  The owner's half is a compiler barrier. */
#ifndef FORKC_RUNTIME_BARRIER_H
#define FORKC_RUNTIME_BARRIER_H

#include "internal.h"

/* Whether forkc_i_barrier_all works in this process: registers for it on
 * the first call (Linux membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED);
 * false on other systems, kernels before 4.14, or where seccomp refuses it. */
bool forkc_i_barrier_available(void);
/* Every running thread of the process executes a full memory barrier before
 * this returns: what each did before it is visible to the caller afterwards,
 * and what each does after it sees what the caller did before.  Threads
 * that are not running (blocked in a system call, preempted) are not
 * interrupted: they pass a barrier when they stop and when they resume, and
 * no signal is sent, so no system call of theirs returns EINTR.  False if
 * the system refused (then forkc_i_barrier_available says false from now
 * on): nothing was ordered. */
bool forkc_i_barrier_all(void);

#endif
