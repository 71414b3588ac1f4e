/* <cilk/cilk_api.h> for forkc: the worker queries of OpenCilk's runtime API
 * (unsigned, as OpenCilk's).
 * With the plugin they ask forkc's default pool (FORKC_WORKERS, or
 * CILK_NWORKERS when that is unset, sets its size); in the serial elision a
 * program has one worker, number 0. */
#ifndef FORKC_CILK_API_H
#define FORKC_CILK_API_H

#include "../../forkc.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__)
/* The default pool's size (made on the first call, as a task call would). */
static inline unsigned __cilkrts_get_nworkers(void) {
    return forkc_pool_workers(forkc_default_pool());
}
/* The calling worker's index; 0 on a thread that is no worker. */
static inline unsigned __cilkrts_get_worker_number(void) {
    int w = forkc_current_worker();
    return w < 0 ? 0u : (unsigned)w;
}
#else
static inline unsigned __cilkrts_get_nworkers(void) { return 1; }
static inline unsigned __cilkrts_get_worker_number(void) { return 0; }
#endif

#ifdef __cplusplus
}
#endif
#endif /* FORKC_CILK_API_H */
