/*
 * Worker placement and NUMA-aware victim selection (libfork III-D).
 *
 * Worker i is pinned to core i mod (number of cores) of the hwloc tree.  The
 * topological distance r_ij between the cores of workers i and j is the
 * larger of the two depths below their common ancestor (two workers sharing
 * a core, when oversubscribed, are at distance 1).  A thief i picks victim j
 * with probability proportional to w_ij = 1 / (n_ij r_ij^2) (libfork Eq. 6),
 * n_ij being the number of other workers at distance r_ij from i: every
 * distance class gets weight 1/r^2 in total, shared by its members.
 */
#include "internal.h"

#include <errno.h>
#include <hwloc.h>
#include <stdlib.h>
#include <string.h>

static hwloc_obj_t core_of(hwloc_topology_t topo, unsigned worker, hwloc_obj_type_t type,
                           unsigned ncores) {
    return hwloc_get_obj_by_type(topo, type, worker % ncores);
}

static unsigned tree_distance(hwloc_topology_t topo, hwloc_obj_t a, hwloc_obj_t b) {
    if (a == b)
        return 1;
    hwloc_obj_t anc = hwloc_get_common_ancestor_obj(topo, a, b);
    int da = a->depth - anc->depth, db = b->depth - anc->depth;
    return (unsigned)(da > db ? da : db);
}

static unsigned numa_index(hwloc_topology_t topo, hwloc_obj_t core) {
    int n = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE);
    for (int k = 0; k < n; k++) {
        hwloc_obj_t numa = hwloc_get_obj_by_type(topo, HWLOC_OBJ_NUMANODE, (unsigned)k);
        if (numa && hwloc_bitmap_isincluded(core->cpuset, numa->cpuset))
            return (unsigned)k;
    }
    return 0;
}

static void compute_weights(forkc_i_topology *t) {
    unsigned n = t->workers;
    for (unsigned i = 0; i < n; i++) {
        double *w = &t->weight[i * n];
        double total = 0;
        for (unsigned j = 0; j < n; j++) {
            unsigned r = t->distance[i * n + j];
            w[j] = 0;
            if (j == i)
                continue;
            unsigned same = 0; /* n_ij */
            for (unsigned k = 0; k < n; k++)
                same += k != i && t->distance[i * n + k] == r;
            w[j] = 1.0 / ((double)same * (double)r * (double)r);
            total += w[j];
        }
        double run = 0;
        for (unsigned j = 0; j < n; j++) {
            if (total > 0)
                w[j] /= total;
            run += w[j];
            t->cumulative[i * n + j] = run;
        }
    }
}

/* Dense node indices in order of first use, so `nodes` counts used nodes. */
static void densify_nodes(forkc_i_topology *t) {
    unsigned *map = malloc(sizeof(unsigned) * t->workers);
    unsigned used = 0;
    for (unsigned i = 0; i < t->workers; i++) {
        unsigned k = 0;
        while (k < used && map[k] != t->node_of[i])
            k++;
        if (k == used)
            map[used++] = t->node_of[i];
        t->node_of[i] = k;
    }
    t->nodes = used ? used : 1;
    free(map);
}

int forkc_i_topology_build(forkc_i_topology *t, unsigned workers, const char *synthetic) {
    memset(t, 0, sizeof *t);
    hwloc_topology_t topo;
    if (hwloc_topology_init(&topo) < 0)
        return ENOMEM;
    if (synthetic && hwloc_topology_set_synthetic(topo, synthetic) < 0) {
        hwloc_topology_destroy(topo);
        return EINVAL;
    }
    if (hwloc_topology_load(topo) < 0) {
        hwloc_topology_destroy(topo);
        return EINVAL;
    }
    hwloc_obj_type_t type = HWLOC_OBJ_CORE;
    int ncores = hwloc_get_nbobjs_by_type(topo, type);
    if (ncores <= 0) {
        type = HWLOC_OBJ_PU;
        ncores = hwloc_get_nbobjs_by_type(topo, type);
    }
    if (ncores <= 0) {
        hwloc_topology_destroy(topo);
        return EINVAL;
    }
    t->workers = workers;
    t->hwloc = topo;
    t->this_system = hwloc_topology_is_thissystem(topo) != 0;
    t->node_of = calloc(workers, sizeof *t->node_of);
    t->distance = calloc((size_t)workers * workers, sizeof *t->distance);
    t->weight = calloc((size_t)workers * workers, sizeof *t->weight);
    t->cumulative = calloc((size_t)workers * workers, sizeof *t->cumulative);
    t->core_cpuset = calloc(workers, sizeof *t->core_cpuset);
    if (!t->node_of || !t->distance || !t->weight || !t->cumulative || !t->core_cpuset) {
        forkc_i_topology_free(t);
        return ENOMEM;
    }
    for (unsigned i = 0; i < workers; i++) {
        hwloc_obj_t ci = core_of(topo, i, type, (unsigned)ncores);
        t->core_cpuset[i] = ci->cpuset;
        t->node_of[i] = numa_index(topo, ci);
        for (unsigned j = 0; j < workers; j++)
            t->distance[i * workers + j] =
                i == j ? 0 : tree_distance(topo, ci, core_of(topo, j, type, (unsigned)ncores));
    }
    densify_nodes(t);
    compute_weights(t);
    return 0;
}

void forkc_i_topology_free(forkc_i_topology *t) {
    free(t->node_of);
    free(t->distance);
    free(t->weight);
    free(t->cumulative);
    free(t->core_cpuset);
    if (t->hwloc)
        hwloc_topology_destroy((hwloc_topology_t)t->hwloc);
    memset(t, 0, sizeof *t);
}

void forkc_i_topology_pin_current_thread(const forkc_i_topology *t, unsigned worker) {
    if (!t->this_system)
        return; /* a synthetic machine: its cores are not ours */
    /* Failure to pin (e.g. a restricted cpuset) costs locality, not
     * correctness, so it is not an error. */
    (void)hwloc_set_cpubind((hwloc_topology_t)t->hwloc, (hwloc_cpuset_t)t->core_cpuset[worker],
                            HWLOC_CPUBIND_THREAD);
}

/* xorshift64*: cheap and good enough to pick victims. */
static uint64_t next_random(uint64_t *s) {
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

unsigned forkc_i_topology_pick_victim(const forkc_i_topology *t, unsigned self, uint64_t *rng) {
    unsigned n = t->workers;
    if (n < 2)
        return self;
    double u = (double)(next_random(rng) >> 11) * (1.0 / 9007199254740992.0);
    const double *c = &t->cumulative[self * n];
    unsigned lo = 0, hi = n - 1;
    while (lo < hi) {
        unsigned mid = (lo + hi) / 2;
        if (c[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    if (lo == self) /* rounding at the top end: any other worker will do */
        lo = (self + 1) % n;
    return lo;
}

unsigned forkc_i_topology_machine_cores(void) {
    hwloc_topology_t topo;
    if (hwloc_topology_init(&topo) < 0)
        return 1;
    unsigned n = 1;
    if (hwloc_topology_load(topo) == 0) {
        int c = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE);
        if (c <= 0)
            c = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU);
        if (c > 0)
            n = (unsigned)c;
    }
    hwloc_topology_destroy(topo);
    return n;
}
