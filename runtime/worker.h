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
/* The seat (worker 0 of a pool made with one): true if the calling thread
 * now runs as worker 0, until forkc_i_worker_stand. */
bool forkc_i_worker_sit(forkc_i_pool *p);
void forkc_i_worker_stand(forkc_i_pool *p);

#endif
