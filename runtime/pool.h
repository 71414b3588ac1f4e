/* Pools (pool.c): making and destroying them, the registry of live pools
 * and the default pool's lifecycle.  The pool's data is in state.h. */
#ifndef FORKC_RUNTIME_POOL_H
#define FORKC_RUNTIME_POOL_H

#include "internal.h"
#include "state.h"

/* Lifecycle: a root from outside counts in running_roots from entering to
 * leaving, so forkc_pool_destroy refuses with EBUSY meanwhile.
 * forkc_i_pool_enter fails (false) if p is not a live pool. */
bool forkc_i_pool_enter(forkc_i_pool *p);
forkc_i_pool *forkc_i_pool_enter_default(void); /* the default pool, made if needed */
void forkc_i_pool_leave(forkc_i_pool *p);

#endif
