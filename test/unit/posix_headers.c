/* The runtime's internal headers after the POSIX headers a user or a test
 * might include first: its types must not collide with POSIX's (issue 12:
 * `stack_t` in <signal.h> broke the build).  Compiled by the test
 * unit.posix_headers_first, never linked. */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/types.h>
#include <ucontext.h>
#include <unistd.h>

/* every runtime header, in the order of the layers */
#include "internal.h"
#include "errors.h"
#include "env.h"
#include "sleep.h"
#include "stacklet.h"
#include "deque.h"
#include "topology.h"
#include "submit.h"
#include "subq.h"
#include "state.h"
#include "root_record.h"
#include "worker.h"
#include "worker_owned.h"
#include "join.h"
#include "scheduler.h"
#include "root.h"
#include "pool.h"

forkc_i_stack *forkc_i_posix_headers_probe(forkc_i_pool *p);
forkc_i_stack *forkc_i_posix_headers_probe(forkc_i_pool *p) {
    stack_t alt; /* POSIX's stack_t, next to the runtime's types */
    alt.ss_size = 0;
    (void)alt;
    return forkc_i_stack_new(&p->mem);
}
