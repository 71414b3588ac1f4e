/* Roots (root.c): plain C calling a task, from any thread. */
#ifndef FORKC_RUNTIME_ROOT_H
#define FORKC_RUNTIME_ROOT_H

#include "internal.h"

/* Run a root from a thread that is not one of p's workers and wait; the
 * caller has entered p (forkc_i_pool_enter / forkc_i_pool_enter_default)
 * and leaves it. */
void forkc_i_pool_call_root_blocking(forkc_i_pool *p, forkc_root_fn fn, void *args, void *ret);

#endif
