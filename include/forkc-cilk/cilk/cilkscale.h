/* <cilk/cilkscale.h> for forkc: OpenCilk's Cilkscale API on forkc's work/span
 * profiler (docs/workspan.md).  Build with -fplugin-arg-forkplugin-workspan
 * (OpenCilk: -fcilktool=cilkscale); without it, and in the serial elision,
 * the figures are zeros and wsp_dump writes nothing, as forkc/workspan.h
 * says.  wsp_t's fields are forkc's (seconds: work, span, burdened_span),
 * not OpenCilk's raw durations. */
#ifndef FORKC_CILK_CILKSCALE_H
#define FORKC_CILK_CILKSCALE_H

#include "../../forkc/workspan.h"

typedef forkc_wsp wsp_t;

static inline wsp_t wsp_getworkspan(void) { return forkc_wsp_now(); }
static inline wsp_t wsp_zero(void) {
    wsp_t z = {0, 0, 0};
    return z;
}
static inline wsp_t wsp_add(wsp_t a, wsp_t b) { return forkc_wsp_add(a, b); }
static inline wsp_t wsp_sub(wsp_t a, wsp_t b) { return forkc_wsp_sub(a, b); }
static inline void wsp_dump(wsp_t w, const char *tag) { forkc_wsp_dump(w, tag); }

#endif /* FORKC_CILK_CILKSCALE_H */
