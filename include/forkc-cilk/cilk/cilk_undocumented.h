/* <cilk/cilk_undocumented.h> for forkc: what Cilk Plus programs use of it.
 * __cilkrts_dump_stats prints the default pool's counters on stderr (the
 * totals of FORKC_STATS=1's table); in the serial elision, nothing. */
#ifndef FORKC_CILK_UNDOCUMENTED_H
#define FORKC_CILK_UNDOCUMENTED_H

#include <stdio.h>

#include "cilk_api.h"

#if defined(__FORKC_PLUGIN__) || defined(__FORKC_LOWERED__)
static inline void __cilkrts_dump_stats(void) {
    forkc_stats s;
    forkc_pool *p = forkc_default_pool();
    if (forkc_pool_stats(p, &s) != 0)
        return;
    fprintf(stderr,
            "forkc: %u workers, %llu steals, %llu failed steals, %llu sleeps, %llu stacklets, "
            "peak %llu bytes of task frames\n",
            forkc_pool_workers(p), s.steals, s.failed_steals, s.sleeps, s.stacklets,
            s.peak_stack_bytes);
}
#else
static inline void __cilkrts_dump_stats(void) {}
#endif

#endif /* FORKC_CILK_UNDOCUMENTED_H */
