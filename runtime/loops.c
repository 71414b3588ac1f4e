/*
 * fork_for support: what the lowering of a parallel loop asks the runtime
 * (plugin/ForLoops.cpp, docs/lowering.md "Parallel loops").
 */
#include "errors.h"

#include "pool.h"
#include "worker.h"

#include <forkc.h>

#define FORKC_FOR_MAX_GRAIN 2048ull /* cilk_for's cap: larger leaves balance badly */

/* cilk_for's default grain, min(2048, n / 8P): about eight leaves per worker
 * leave thieves enough pieces, and the cap bounds the imbalance of the last
 * one.  P is the pool the loop runs on: the calling worker's, else the
 * default pool's (the loop's root call runs there). */
unsigned long long forkc_for_grain_(unsigned long long iterations) {
    forkc_i_worker *w = forkc_i_tls_worker();
    unsigned long long p = w ? w->pool->n : forkc_pool_workers(forkc_default_pool());
    unsigned long long g = iterations / (8ull * (p ? p : 1ull));
    if (g > FORKC_FOR_MAX_GRAIN)
        g = FORKC_FOR_MAX_GRAIN;
    return g ? g : 1ull;
}

void forkc_for_misuse_(const char *what, const char *file, int line) {
    forkc_i_die("fork_for at %s:%d: %s", file, line, what);
}
