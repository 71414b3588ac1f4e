/* <cilk/cilk_api.h> for forkc: OpenCilk's worker queries (unsigned, as
 * OpenCilk's) and Cilk Plus's runtime control.
 * With the plugin they act on forkc's default pool (FORKC_WORKERS, or
 * CILK_NWORKERS when that is unset, sets its size, unless the program set
 * one with __cilkrts_set_param); in the serial elision a program has one
 * worker, number 0, and the settings are accepted and change nothing. */
#ifndef FORKC_CILK_API_H
#define FORKC_CILK_API_H

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../../forkc.h"

#ifdef __cplusplus
extern "C" {
#endif

/* __cilkrts_set_param's results (Cilk Plus's values). */
enum __cilkrts_set_param_status {
    __CILKRTS_SET_PARAM_SUCCESS = 0, /* set                         */
    __CILKRTS_SET_PARAM_UNIMP = 1,   /* no such parameter           */
    __CILKRTS_SET_PARAM_XRANGE = 2,  /* value out of range          */
    __CILKRTS_SET_PARAM_INVALID = 3, /* value not a number          */
    __CILKRTS_SET_PARAM_LATE = 4     /* too late: the pool is busy  */
};

/* "nworkers": a decimal count, 0 for the default, up to 4096. */
static inline int __forkc_cilk_nworkers_value(const char *value, unsigned *out) {
    if (value == NULL || *value < '0' || *value > '9')
        return __CILKRTS_SET_PARAM_INVALID;
    char *end;
    errno = 0;
    unsigned long n = strtoul(value, &end, 10);
    if (*end != '\0')
        return __CILKRTS_SET_PARAM_INVALID;
    if (errno == ERANGE || n > 4096)
        return __CILKRTS_SET_PARAM_XRANGE;
    *out = (unsigned)n;
    return __CILKRTS_SET_PARAM_SUCCESS;
}

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
/* "nworkers" sets the default pool's size over the environment: before its
 * first use, or after __cilkrts_end_cilk, or whenever it runs nothing (a
 * pool of another size is made again); LATE from inside a task of it.
 * "force reduce" is accepted (forkc reduces where views were made). */
static inline int __cilkrts_set_param(const char *param, const char *value) {
    if (param && strcmp(param, "nworkers") == 0) {
        unsigned n = 0;
        int status = __forkc_cilk_nworkers_value(value, &n);
        if (status != __CILKRTS_SET_PARAM_SUCCESS)
            return status;
        return forkc_set_default_workers(n) == 0 ? __CILKRTS_SET_PARAM_SUCCESS
                                                 : __CILKRTS_SET_PARAM_LATE;
    }
    if (param && strcmp(param, "force reduce") == 0)
        return __CILKRTS_SET_PARAM_SUCCESS;
    return __CILKRTS_SET_PARAM_UNIMP;
}
/* Make the default pool now. */
static inline void __cilkrts_init(void) { (void)forkc_default_pool(); }
/* Stop the default pool's workers; the next use makes it again. */
static inline void __cilkrts_end_cilk(void) { (void)forkc_default_pool_end(); }
#else
static inline unsigned __cilkrts_get_nworkers(void) { return 1; }
static inline unsigned __cilkrts_get_worker_number(void) { return 0; }
static inline int __cilkrts_set_param(const char *param, const char *value) {
    unsigned n = 0;
    if (param && strcmp(param, "nworkers") == 0)
        return __forkc_cilk_nworkers_value(value, &n);
    if (param && strcmp(param, "force reduce") == 0)
        return __CILKRTS_SET_PARAM_SUCCESS;
    return __CILKRTS_SET_PARAM_UNIMP;
}
static inline void __cilkrts_init(void) {}
static inline void __cilkrts_end_cilk(void) {}
#endif

/* Cilk Plus: every worker the runtime has, which in forkc is the pool. */
static inline unsigned __cilkrts_get_total_workers(void) { return __cilkrts_get_nworkers(); }
/* Cilk Plus: whether reductions are forced at every spawn; never in forkc. */
static inline int __cilkrts_get_force_reduce(void) { return 0; }

#ifdef __cplusplus
}
#endif
#endif /* FORKC_CILK_API_H */
