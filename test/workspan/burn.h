/* The leaves of the work/span tests: a fixed amount of the thread's CPU
 * time, so a loaded machine does not change their length; and a balanced
 * tree of them. */
#ifndef FORKC_TEST_WORKSPAN_BURN_H
#define FORKC_TEST_WORKSPAN_BURN_H

#include <forkc.h>
#include <time.h>

#define LEAF_US 2000.0

static inline double cpu_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

/* Burn `us` microseconds of this thread's CPU time. */
static inline void burn(double us) {
    double end = cpu_us() + us;
    while (cpu_us() < end)
        ;
}

static inline fork_task void leaf(void) { burn(LEAF_US); }

/* A balanced tree of 2^k leaves. */
static inline fork_task void tree(int k) {
    if (k == 0) {
        leaf();
        return;
    }
    fork_spawn(tree(k - 1));
    tree(k - 1);
    fork_join();
}

#endif
