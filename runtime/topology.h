/* The machine's tree and victim selection (topology.c), libfork III-D,
 * Eq. 6: a thief picks a victim r levels away with weight 1/r^2. */
#ifndef FORKC_RUNTIME_TOPOLOGY_H
#define FORKC_RUNTIME_TOPOLOGY_H

#include "internal.h"

#include <limits.h>

typedef struct forkc_i_topology {
    unsigned workers;
    unsigned nodes;         /* NUMA nodes the workers sit on (>= 1)           */
    unsigned *node_of;      /* worker -> dense node index                     */
    unsigned cores;         /* C: cores used; worker i on slot i mod C        */
    unsigned machine_cores; /* cores of the (restricted) machine              */
    unsigned first;         /* slot 0's core (logical index): the creator's  */
    unsigned depth;         /* D: levels from a core up to the root           */
    unsigned *order;        /* workers core by core, cores in tree order      */
    unsigned *pos;          /* worker -> its position in `order`              */
    unsigned *run_lo;       /* C x D: [run_lo, run_hi) of `order` below the   */
    unsigned *run_hi;       /*   ancestor r = 1..D levels above the core      */
    double *cumulative;     /* C x D: running sums of the class weights 1/r^2 */
    void **core_cpuset;     /* slot -> its CPUs: a cpu_set_t of cpuset_bytes  */
    size_t cpuset_bytes;    /*   on Linux (NULL for a synthetic machine),     */
                            /*   else an hwloc_cpuset_t of `hwloc`            */
    void *hwloc;            /* hwloc_topology_t, kept only off Linux          */
    bool this_system;       /* false for a synthetic or unplaced one: unbound */
} forkc_i_topology;

/* Slot 0 (worker 0) on machine core `first` (a logical index, taken modulo
 * the core count), or, with FORKC_I_TOPOLOGY_CREATOR, on the core the
 * calling thread runs on (0 for a synthetic topology). */
#define FORKC_I_TOPOLOGY_CREATOR UINT_MAX
int forkc_i_topology_build(forkc_i_topology *t, unsigned workers, const char *synthetic,
                           unsigned first);
/* The most workers a pool runs unplaced (pool.c, place), and so the most
 * CPUs the default worker count counts without reading the machine. */
#define FORKC_I_UNPLACED_MAX 2u
/* Workers with no place on the machine and no hwloc: one level, uniform
 * victims, bound only when each CPU of the creator's mask gets one (small
 * pools, pool.c). */
int forkc_i_topology_unplaced(forkc_i_topology *t, unsigned workers);
void forkc_i_topology_free(forkc_i_topology *t);
void forkc_i_topology_pin_current_thread(const forkc_i_topology *t, unsigned worker);
unsigned forkc_i_topology_pick_victim(const forkc_i_topology *t, unsigned self, uint64_t *rng);
/* r_ij of Eq. 6 (0 for i == j) and the probability that thief i picks j:
 * O(D) each, for tests and diagnostics. */
unsigned forkc_i_topology_distance(const forkc_i_topology *t, unsigned i, unsigned j);
double forkc_i_topology_weight(const forkc_i_topology *t, unsigned i, unsigned j);
unsigned forkc_i_topology_machine_cores(void);

#endif
