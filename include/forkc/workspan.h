/*
 * forkc/workspan.h -- work, span and parallelism of a program's regions, as
 * OpenCilk's Cilkscale reports them (docs/workspan.md).
 *
 *   forkc_wsp start = forkc_wsp_now();
 *   ... tasks ...
 *   forkc_wsp_dump(forkc_wsp_sub(forkc_wsp_now(), start), "solve");
 *
 * Build every file with -fplugin-arg-forkplugin-workspan (CMake:
 * FORKC_WORKSPAN=ON).  Without it, and in the serial elision, the functions
 * compile, return zeros and write nothing.  Rows go to the file named by
 * FORKC_WORKSPAN_OUT (standard output when unset), in Cilkscale's CSV; the
 * last row, with an empty tag, is the whole program's, written at exit.
 */
#ifndef FORKC_WORKSPAN_H
#define FORKC_WORKSPAN_H

#ifdef __cplusplus
extern "C" {
#endif

/* Seconds: the work (T1), the span (T-infinity) and the span with a burden
 * on every edge a thief may take (Cilkview's burdened span). */
typedef struct forkc_wsp {
    double work, span, burdened_span;
} forkc_wsp;

#if defined(__FORKC_WORKSPAN__) || defined(FORKC_RUNTIME_BUILD)
#if defined(__GNUC__) || defined(__clang__)
#define FORKC_WSP_API __attribute__((visibility("default")))
#else
#define FORKC_WSP_API
#endif
/* The work and span of the computation so far, as seen from the calling
 * strand: in a task, what precedes this point in the DAG (children spawned
 * and not yet joined excluded); in plain C off the runtime's workers,
 * everything the thread's roots and its own code have done so far. */
FORKC_WSP_API forkc_wsp forkc_wsp_now(void);
FORKC_WSP_API forkc_wsp forkc_wsp_sub(forkc_wsp a, forkc_wsp b);
FORKC_WSP_API forkc_wsp forkc_wsp_add(forkc_wsp a, forkc_wsp b);
/* Appends the row `tag,work,span,parallelism,burdened span,burdened
 * parallelism`. */
FORKC_WSP_API void forkc_wsp_dump(forkc_wsp w, const char *tag);
#else
static inline forkc_wsp forkc_wsp_now(void) {
    forkc_wsp z = {0, 0, 0};
    return z;
}
static inline forkc_wsp forkc_wsp_sub(forkc_wsp a, forkc_wsp b) {
    (void)a;
    (void)b;
    return forkc_wsp_now();
}
static inline forkc_wsp forkc_wsp_add(forkc_wsp a, forkc_wsp b) {
    (void)a;
    (void)b;
    return forkc_wsp_now();
}
static inline void forkc_wsp_dump(forkc_wsp w, const char *tag) {
    (void)w;
    (void)tag;
}
#endif

#ifdef __cplusplus
}
#endif
#endif /* FORKC_WORKSPAN_H */
