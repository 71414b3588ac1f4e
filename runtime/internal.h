/* The base of every runtime file: the public headers with the ABI's entry
 * points made visible, and the runtime's central types, named.  Each
 * module declares the rest in a header of its own (errors.h, stacklet.h,
 * deque.h, ...; docs/runtime.md, "Modules").  Lowered code never sees these
 * files. */
#ifndef FORKC_RUNTIME_INTERNAL_H
#define FORKC_RUNTIME_INTERNAL_H

#define FORKC_RUNTIME_BUILD 1
#include <forkc.h>
/* The runtime is built with -fvisibility=hidden; what lowered code calls is
 * exactly what abi.h declares, so those declarations (and only they) are
 * given default visibility here rather than by marking each definition.
 * forkc.h marks its functions with FORKC_API.  Runtime-internal names start
 * with forkc_i_ (docs/runtime.md, "Symbols"). */
#pragma GCC visibility push(default)
#include <forkc/abi.h>
#pragma GCC visibility pop

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct forkc_i_pool forkc_i_pool;
typedef struct forkc_i_worker forkc_i_worker;
typedef struct forkc_i_stack forkc_i_stack;
typedef struct forkc_i_sched_ops forkc_i_sched_ops;

#endif
