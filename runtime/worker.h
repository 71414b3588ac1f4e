/* Workers (worker.c): the scheduling loop, frame chains, explicit
 * scheduling and nested roots.  The worker's data is in state.h. */
#ifndef FORKC_RUNTIME_WORKER_H
#define FORKC_RUNTIME_WORKER_H

#include "internal.h"
#include "root_record.h"
#include "state.h"

void *forkc_i_worker_main(void *arg);
/* Run the scheduling loop; with `until`, only until that root is done. */
void forkc_i_worker_schedule(forkc_i_worker *w, forkc_i_root_rec *until);

#endif
