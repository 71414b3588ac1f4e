/*
 * Worker placement and NUMA-aware victim selection (libfork III-D).
 *
 * Worker i is pinned to slot i mod C of the C cores used, slot k being the
 * core k places after the one the pool's creator ran on, in the tree's
 * logical order (wrapping): OpenMP's "close" binding, which puts its first
 * thread where the primary thread is.  A plain C program's first root runs
 * on worker 0 (root.c, the home worker), next to the data the program built
 * (docs/benchmarks.md: spmv at P = 1 was 1.15x TBB with worker 0 on another
 * core than main's).  The
 * topological distance r_ij between the cores of workers i and j is the
 * number of levels from the cores up to their common ancestor (two workers
 * sharing a core, when oversubscribed, are at distance 1).  A thief i picks
 * victim j with probability proportional to w_ij = 1 / (n_ij r_ij^2) (libfork
 * Eq. 6), n_ij being the number of other workers at distance r_ij from i:
 * every distance class gets weight 1/r^2 in total, shared by its members.
 *
 * Without a P x P table (issue 12: 4096 workers took 50 s to start, the
 * tables being built in O(P^2) time and O(P^2) memory, with an O(P) count per
 * entry).  The workers are laid out in `order` core by core, cores in hwloc's
 * logical order, which is the order of the tree: the workers below any
 * ancestor then form one contiguous run of `order`.  For the worker's core,
 * class r is the run of its ancestor r levels up minus the run of the
 * ancestor r-1 levels up (for r = 1: minus the thief itself), so a victim is
 * picked by choosing the class r (a scan of the core's cumulative class
 * weights, one per tree level) and then a uniform member of that run-minus-
 * run.  Setup is O(P + C * D) time and memory, C used cores of depth D;
 * a pick is O(D).  Cores of one hwloc type all sit at one depth, so "levels
 * up from i's core" is the larger of the two depths of Eq. 6.
 */
#include "topology.h"

#include "errors.h"
#include "hwloc_lib.h"

#include <errno.h>
#if defined(__linux__)
#include <dirent.h>
#include <pthread.h>
#include <sched.h>
#endif
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* hwloc's functions: every caller below runs after topology_open has
 * loaded the library (once per process, hwloc_lib.c). */
static const forkc_i_hwloc *hwl(void) { return forkc_i_hwloc_get(NULL); }

/* hwloc's inline helpers (hwloc/helper.h), over the loaded library. */
static int nbobjs_by_type(hwloc_topology_t topo, hwloc_obj_type_t type) {
    int d = hwl()->get_type_depth(topo, type);
    if (d == HWLOC_TYPE_DEPTH_UNKNOWN)
        return 0;
    return d == HWLOC_TYPE_DEPTH_MULTIPLE ? -1 : (int)hwl()->get_nbobjs_by_depth(topo, d);
}

static hwloc_obj_t obj_by_type(hwloc_topology_t topo, hwloc_obj_type_t type, unsigned idx) {
    int d = hwl()->get_type_depth(topo, type);
    if (d == HWLOC_TYPE_DEPTH_UNKNOWN || d == HWLOC_TYPE_DEPTH_MULTIPLE)
        return NULL;
    return hwl()->get_obj_by_depth(topo, d, idx);
}

/* The idx-th object of `type` inside `set` (objects with empty sets are
 * ignored), or with idx = UINT_MAX their count in *count. */
static hwloc_obj_t obj_inside(hwloc_topology_t topo, hwloc_const_cpuset_t set,
                              hwloc_obj_type_t type, unsigned idx, unsigned *count) {
    unsigned n = 0;
    for (hwloc_obj_t o = obj_by_type(topo, type, 0); o; o = o->next_cousin)
        if (!hwl()->bitmap_iszero(o->cpuset) && hwl()->bitmap_isincluded(o->cpuset, set) &&
            n++ == idx)
            return o;
    if (count)
        *count = n;
    return NULL;
}

/* The first object of `type` whose CPUs meet `set`. */
static hwloc_obj_t first_covering(hwloc_topology_t topo, hwloc_const_cpuset_t set,
                                  hwloc_obj_type_t type) {
    hwloc_obj_t o = obj_by_type(topo, type, 0);
    while (o && !hwl()->bitmap_intersects(set, o->cpuset))
        o = o->next_cousin;
    return o;
}

static unsigned numa_index(hwloc_topology_t topo, hwloc_obj_t core) {
    int n = nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE);
    for (int k = 0; k < n; k++) {
        hwloc_obj_t numa = obj_by_type(topo, HWLOC_OBJ_NUMANODE, (unsigned)k);
        if (numa && hwl()->bitmap_isincluded(core->cpuset, numa->cpuset))
            return (unsigned)k;
    }
    return 0;
}

/* The machine core (hwloc logical index) of slot k. */
static unsigned machine_core(const forkc_i_topology *t, unsigned k) {
    return (t->first + k) % t->machine_cores;
}

/* The slot a machine core holds, C or more if it holds none. */
static unsigned slot_of(const forkc_i_topology *t, unsigned core) {
    return (core + t->machine_cores - t->first) % t->machine_cores;
}

/* Dense node indices in order of first use, so `nodes` counts used nodes.
 * Per core: a worker sits on the node of its core. */
static int assign_nodes(forkc_i_topology *t, const unsigned *node_of_core) {
    unsigned *map = malloc(sizeof(unsigned) * t->cores);
    unsigned *dense_of_core = malloc(sizeof(unsigned) * t->cores);
    if (!map || !dense_of_core) {
        free(map);
        free(dense_of_core);
        return ENOMEM;
    }
    unsigned used = 0;
    for (unsigned c = 0; c < t->cores; c++) { /* slots 0..C-1 hold workers 0..C-1 */
        unsigned k = 0;
        while (k < used && map[k] != node_of_core[c])
            k++;
        if (k == used)
            map[used++] = node_of_core[c];
        dense_of_core[c] = k;
    }
    for (unsigned i = 0; i < t->workers; i++)
        t->node_of[i] = dense_of_core[i % t->cores];
    t->nodes = used ? used : 1;
    free(map);
    free(dense_of_core);
    return 0;
}

/* Per used core and level r = 1..D: the run [lo, hi) of `order` below the
 * ancestor r levels up, and the cumulative class weights. */
static int build_classes(forkc_i_topology *t, hwloc_topology_t topo, hwloc_obj_type_t type,
                         unsigned ncores) {
    unsigned C = t->cores, D = t->depth;
    /* first position in `order` of each machine core's workers, in the
     * tree's order; cores of slot C or beyond hold none */
    unsigned *start = malloc(sizeof(unsigned) * ((size_t)ncores + 1));
    if (!start)
        return ENOMEM;
    unsigned P = t->workers, acc = 0;
    for (unsigned m = 0; m < ncores; m++) {
        unsigned k = slot_of(t, m);
        start[m] = acc;
        acc += k < C ? P / C + (k < P % C) : 0;
    }
    start[ncores] = acc;
    for (unsigned i = 0; i < P; i++) {
        unsigned p = start[machine_core(t, i % C)] + i / C;
        t->order[p] = i;
        t->pos[i] = p;
    }
    for (unsigned c = 0; c < C; c++) {
        unsigned m = machine_core(t, c);
        hwloc_obj_t core = obj_by_type(topo, type, m);
        hwloc_obj_t a = core;
        unsigned *lo = &t->run_lo[(size_t)c * D], *hi = &t->run_hi[(size_t)c * D];
        double *cum = &t->cumulative[(size_t)c * D];
        double total = 0;
        for (unsigned r = 1; r <= D; r++) {
            a = a->parent;
            /* The cores below `a` have consecutive logical indices (hwloc
             * numbers objects of a type in tree order). */
            unsigned n = 0;
            hwloc_obj_t first = obj_inside(topo, a->cpuset, type, 0, NULL);
            (void)obj_inside(topo, a->cpuset, type, UINT_MAX, &n);
            unsigned f = first ? first->logical_index : m;
            unsigned l = n > 0 ? f + n : m + 1;
            if (l > ncores)
                l = ncores;
            lo[r - 1] = start[f];
            hi[r - 1] = start[l];
            unsigned inner = r == 1 ? 1 : hi[r - 2] - lo[r - 2];
            unsigned members = hi[r - 1] - lo[r - 1] - inner;
            total += members ? 1.0 / ((double)r * (double)r) : 0.0;
            cum[r - 1] = total;
        }
        for (unsigned r = 0; r < D; r++)
            cum[r] = total > 0 ? cum[r] / total : 0;
    }
    free(start);
    return 0;
}

/* Only the CPUs this process may run on: those of its affinity mask
 * (taskset, numactl, a launcher's binding) within those of its cgroup, which
 * hwloc already leaves out.  Pinning a worker anywhere else would override
 * the user's choice, and the default worker count would count cores the
 * process cannot use. */
static bool restrict_to_affinity(hwloc_topology_t topo) {
    bool restricted = false;
    hwloc_cpuset_t cs = hwl()->bitmap_alloc();
    /* The main thread's mask (Linux: its tid is the pid), not the union over
     * all threads, which includes threads a library started before the
     * program set its affinity (a sanitizer runtime's, for one). */
    if (cs && hwl()->get_proc_cpubind(topo, getpid(), cs, HWLOC_CPUBIND_THREAD) == 0 &&
        !hwl()->bitmap_iszero(cs) &&
        !hwl()->bitmap_isincluded(hwl()->topology_get_topology_cpuset(topo), cs))
        /* on failure: the whole machine, as before */
        restricted = hwl()->topology_restrict(topo, cs, 0) == 0;
    hwl()->bitmap_free(cs);
    return restricted;
}

/* An MPI launcher binds each rank to a core or a socket (Open MPI does by
 * default): the workers stay inside that set, and when they outnumber its
 * cores they share them, which the user should hear of once. */
static void say_shared_cores(unsigned workers, unsigned cores) {
    static _Atomic bool said;
    if (workers > cores && !atomic_exchange(&said, true))
        fprintf(stderr,
                "forkc: %u workers share the %u core%s this process may run on (its affinity "
                "mask, e.g. an MPI launcher's binding); set FORKC_WORKERS=%u or widen the "
                "binding (docs/using-forkc.md, \"With MPI\")\n",
                workers, cores, cores == 1 ? "" : "s", cores);
}

/* hwloc's x86 backend reads CPUID on every PU by binding the calling thread
 * to each in turn: the user's thread that creates the pool (main, with the
 * data it just wrote in its caches) would hop over the whole machine and end
 * wherever the scheduler puts it.  On Linux, sysfs gives the same cores,
 * caches and NUMA nodes without moving anyone (strace: the three
 * sched_setaffinity calls on the creating thread are gone); elsewhere the
 * x86 backend may be the only source of cores, so it stays. */
static int topology_init(hwloc_topology_t *topo) {
    if (hwl()->topology_init(topo) < 0)
        return -1;
#if defined(__linux__)
    /* Failing (or an hwloc before 2.1) leaves the backend on: CPUID-based,
     * correct, only noisier. */
    if (hwl()->topology_set_components)
        (void)hwl()->topology_set_components(*topo, HWLOC_TOPOLOGY_COMPONENTS_FLAG_BLACKLIST,
                                             "x86");
#endif
    return 0;
}

#if defined(__linux__)
/* Whether this process runs one thread: then nobody can read the
 * environment while it changes (glibc's getenv is not safe against setenv). */
static bool single_threaded(void) {
    DIR *d = opendir("/proc/self/task");
    if (!d)
        return false;
    unsigned n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL && n < 2;)
        n += e->d_name[0] != '.';
    closedir(d);
    return n == 1;
}
#endif

/* Without hwloc (libhwloc15 not installed, or another major version) the
 * pool runs unplaced (forkc_i_topology_unplaced); the user hears why once. */
static void say_no_hwloc(const char *why) {
    static _Atomic bool said;
    if (!atomic_exchange(&said, true))
        fprintf(stderr,
                "forkc: cannot load hwloc (%s): workers pick victims uniformly and are "
                "pinned only with one on every CPU (docs/runtime.md, \"Placement\")\n",
                why);
}

/* hwloc dlopens every plugin installed beside it (GPUs, OpenCL, libpciaccess,
 * libxml2) when a process makes its first topology: 2.7 MiB of resident
 * memory with Debian's libhwloc-plugins (fib 30: 5.3 MiB, 2.6 without), for
 * I/O objects and XML that forkc never asks for.  When only forkc loaded
 * hwloc (RTLD_LOCAL, hwloc_lib.c) the plugins fail to find hwloc's names,
 * but their libraries are mapped while they try: 0.9 MiB at the peak
 * (fib 30 at 3 workers).  An empty
 * HWLOC_PLUGINS_PATH while forkc loads its topology turns them off, only
 * when no other thread can read the environment and the user set none of
 * hwloc's plugin variables.  Linux only, where forkc destroys the topology
 * once the pool is placed (forkc_i_topology_build): hwloc's components are
 * counted per process, so a later hwloc user loads its plugins as usual. */
static int topology_open(hwloc_topology_t *topo, const char *synthetic) {
    const char *why = NULL;
    if (!forkc_i_hwloc_get(&why)) {
        say_no_hwloc(why);
        return ENOENT;
    }
    bool quiet = false;
#if defined(__linux__)
    quiet = !getenv("HWLOC_PLUGINS_PATH") && !getenv("HWLOC_PLUGINS_BLACKLIST") &&
            !getenv("HWLOC_COMPONENTS") && single_threaded() &&
            setenv("HWLOC_PLUGINS_PATH", "", 1) == 0;
#endif
    int err = topology_init(topo) < 0 ? ENOMEM : 0;
    if (!err && synthetic && hwl()->topology_set_synthetic(*topo, synthetic) < 0)
        err = EINVAL;
    if (!err && hwl()->topology_load(*topo) < 0)
        err = EINVAL;
    if (quiet)
        (void)unsetenv("HWLOC_PLUGINS_PATH");
    if (err == EINVAL)
        hwl()->topology_destroy(*topo);
    return err;
}

/* The core the calling thread (the pool's creator) last ran on, 0 if that
 * is unknown or outside the (restricted) topology. */
static unsigned creator_core(hwloc_topology_t topo, hwloc_obj_type_t type) {
    unsigned core = 0;
    hwloc_cpuset_t cs = hwl()->bitmap_alloc();
    if (cs && hwl()->get_last_cpu_location(topo, cs, HWLOC_CPUBIND_THREAD) == 0) {
        hwloc_obj_t o = first_covering(topo, cs, type);
        if (o)
            core = o->logical_index;
    }
    hwl()->bitmap_free(cs);
    return core;
}

#if defined(__linux__)
/* Slot c's cpu_set_t, empty (cpuset_bytes), or NULL without memory. */
static cpu_set_t *new_slot_cpuset(forkc_i_topology *t, unsigned c) {
    cpu_set_t *cs = CPU_ALLOC(t->cpuset_bytes * CHAR_BIT);
    if (cs)
        CPU_ZERO_S(t->cpuset_bytes, cs);
    t->core_cpuset[c] = cs;
    return cs;
}
#endif

/* Slot c's CPUs as binding takes them: on Linux a cpu_set_t of its own
 * (cpuset_bytes, set once for the machine), so the topology can go;
 * elsewhere hwloc's set, inside the kept topology. */
static int keep_cpuset(forkc_i_topology *t, unsigned c, hwloc_const_cpuset_t set) {
#if defined(__linux__)
    if (!t->this_system)
        return 0; /* a synthetic machine: never bound */
    cpu_set_t *cs = new_slot_cpuset(t, c);
    if (!cs)
        return ENOMEM;
    /* hwloc/glibc-sched.h's conversion, over the loaded library */
    for (int cpu = hwl()->bitmap_next(set, -1); cpu != -1; cpu = hwl()->bitmap_next(set, cpu))
        if ((size_t)cpu < t->cpuset_bytes * CHAR_BIT)
            CPU_SET_S((size_t)cpu, t->cpuset_bytes, cs);
    return 0;
#else
    t->core_cpuset[c] = (void *)set;
    return 0;
#endif
}

/* The per-worker arrays and the C x D class tables (`cells` entries). */
static bool alloc_tables(forkc_i_topology *t, size_t cells) {
    t->node_of = calloc(t->workers, sizeof *t->node_of);
    t->order = calloc(t->workers, sizeof *t->order);
    t->pos = calloc(t->workers, sizeof *t->pos);
    t->run_lo = calloc(cells, sizeof *t->run_lo);
    t->run_hi = calloc(cells, sizeof *t->run_hi);
    t->cumulative = calloc(cells, sizeof *t->cumulative);
    return t->node_of && t->order && t->pos && t->run_lo && t->run_hi && t->cumulative;
}

int forkc_i_topology_build(forkc_i_topology *t, unsigned workers, const char *synthetic,
                           unsigned first) {
    memset(t, 0, sizeof *t);
    hwloc_topology_t topo;
    int err = topology_open(&topo, synthetic);
    if (err == ENOENT && !synthetic)
        return forkc_i_topology_unplaced(t, workers);
    if (err)
        return err;
    bool restricted = !synthetic && restrict_to_affinity(topo);
    hwloc_obj_type_t type = HWLOC_OBJ_CORE;
    int ncores = nbobjs_by_type(topo, type);
    if (ncores <= 0) {
        type = HWLOC_OBJ_PU;
        ncores = nbobjs_by_type(topo, type);
    }
    if (ncores <= 0) {
        hwl()->topology_destroy(topo);
        return EINVAL;
    }
    if (restricted)
        say_shared_cores(workers, (unsigned)ncores);
    t->workers = workers;
    t->hwloc = topo;
    t->this_system = hwl()->topology_is_thissystem(topo) != 0;
    t->cores = workers < (unsigned)ncores ? workers : (unsigned)ncores;
    t->machine_cores = (unsigned)ncores;
    if (first == FORKC_I_TOPOLOGY_CREATOR)
        first = t->this_system && !synthetic ? creator_core(topo, type) : 0;
    t->first = first % t->machine_cores;
    hwloc_obj_t core0 = obj_by_type(topo, type, 0);
    t->depth = core0->depth > 0 ? (unsigned)core0->depth : 1;
    bool tables = alloc_tables(t, (size_t)t->cores * t->depth);
    t->core_cpuset = (void **)calloc(t->cores, sizeof *t->core_cpuset);
    unsigned *node_of_core = calloc(t->cores, sizeof *node_of_core);
    if (!tables || !t->core_cpuset || !node_of_core) {
        free(node_of_core);
        forkc_i_topology_free(t);
        return ENOMEM;
    }
#if defined(__linux__)
    int last_cpu = hwl()->bitmap_last(hwl()->topology_get_complete_cpuset(topo));
    t->cpuset_bytes = CPU_ALLOC_SIZE((size_t)(last_cpu < 0 ? 1 : last_cpu + 1));
#endif
    for (unsigned c = 0; c < t->cores && !err; c++) {
        hwloc_obj_t core = obj_by_type(topo, type, machine_core(t, c));
        err = keep_cpuset(t, c, core->cpuset);
        node_of_core[c] = numa_index(topo, core);
    }
    if (!err)
        err = assign_nodes(t, node_of_core);
    free(node_of_core);
    if (!err)
        err = build_classes(t, topo, type, (unsigned)ncores);
    if (err) {
        forkc_i_topology_free(t);
        return err;
    }
#if defined(__linux__)
    /* placed: the cpu_set_ts are all binding needs (topology_open) */
    hwl()->topology_destroy(topo);
    t->hwloc = NULL;
#endif
    return 0;
}

/* The CPUs of the process's affinity mask, read without hwloc. */
static unsigned affinity_cpus(void) {
#if defined(__linux__)
    cpu_set_t cs; /* the main thread's, as restrict_to_affinity reads it */
    if (sched_getaffinity(getpid(), sizeof cs, &cs) == 0 && CPU_COUNT(&cs) > 0)
        return (unsigned)CPU_COUNT(&cs);
#endif
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (unsigned)n : 1;
}

#if defined(__linux__)
/* A pool with one worker on every CPU of the affinity mask has no placement
 * to choose, so it is bound without the machine's tree: worker i gets the
 * i-th CPU counted from the creator's, as placed pools count cores from the
 * creator's.  Bound, the threads stay on their CPUs: on the 2-vCPU EPYC fib
 * at two workers took 6-12% less time than unbound (docs/benchmarks.md,
 * "Entries by kind, implicit counters, bound small pools").  Without memory
 * for the sets the pool stays unbound. */
static void bind_every_cpu(forkc_i_topology *t, unsigned workers) {
    cpu_set_t mask; /* the creating thread's: the mask its workers inherit */
    if (sched_getaffinity(0, sizeof mask, &mask) != 0 || (unsigned)CPU_COUNT(&mask) != workers)
        return;
    int cpu[CPU_SETSIZE], n = 0, first = 0, here = sched_getcpu();
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &mask)) {
            first = c == here ? n : first;
            cpu[n++] = c;
        }
    t->core_cpuset = (void **)calloc(workers, sizeof *t->core_cpuset);
    if (!t->core_cpuset)
        return;
    t->cpuset_bytes = CPU_ALLOC_SIZE((size_t)cpu[n - 1] + 1);
    for (unsigned i = 0; i < workers; i++) {
        cpu_set_t *cs = new_slot_cpuset(t, i);
        if (!cs)
            return; /* this_system stays false: nobody binds */
        CPU_SET_S((size_t)cpu[(first + (int)i) % n], t->cpuset_bytes, cs);
    }
    t->this_system = true;
}
#endif

/* One level holding every worker: each is every other's only class (Eq. 6
 * with D = 1, a uniform pick).  The threads keep the affinity they inherit
 * from the pool's creator, unless every CPU of it gets a worker (Linux:
 * bind_every_cpu). */
int forkc_i_topology_unplaced(forkc_i_topology *t, unsigned workers) {
    memset(t, 0, sizeof *t);
    unsigned cpus = affinity_cpus();
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    if (online > 0 && cpus < (unsigned long)online) /* a restricted process, as with hwloc */
        say_shared_cores(workers, cpus);
    t->workers = workers;
    t->nodes = 1;
    t->cores = t->machine_cores = workers;
    t->depth = 1;
    if (!alloc_tables(t, workers)) {
        forkc_i_topology_free(t);
        return ENOMEM;
    }
    for (unsigned i = 0; i < workers; i++) {
        t->order[i] = t->pos[i] = i;
        t->run_hi[i] = workers;
        t->cumulative[i] = 1.0;
    }
#if defined(__linux__)
    bind_every_cpu(t, workers);
#endif
    return 0;
}

void forkc_i_topology_free(forkc_i_topology *t) {
    free(t->node_of);
    free(t->order);
    free(t->pos);
    free(t->run_lo);
    free(t->run_hi);
    free(t->cumulative);
#if defined(__linux__)
    for (unsigned c = 0; t->core_cpuset && c < t->cores; c++)
        CPU_FREE(t->core_cpuset[c]);
#endif
    free((void *)t->core_cpuset);
    if (t->hwloc)
        hwl()->topology_destroy((hwloc_topology_t)t->hwloc);
    memset(t, 0, sizeof *t);
}

void forkc_i_topology_pin_current_thread(const forkc_i_topology *t, unsigned worker) {
    if (!t->this_system)
        return; /* a synthetic machine: its cores are not ours */
    /* Failure to pin (e.g. a restricted cpuset) costs locality, not
     * correctness, so it is not an error. */
#if defined(__linux__)
    (void)pthread_setaffinity_np(pthread_self(), t->cpuset_bytes,
                                 (const cpu_set_t *)t->core_cpuset[worker % t->cores]);
#else
    (void)hwl()->set_cpubind((hwloc_topology_t)t->hwloc,
                             (hwloc_cpuset_t)t->core_cpuset[worker % t->cores],
                             HWLOC_CPUBIND_THREAD);
#endif
}

/* The class of victim j for thief i (1..D), 0 for j == i. */
unsigned forkc_i_topology_distance(const forkc_i_topology *t, unsigned i, unsigned j) {
    if (i == j)
        return 0;
    unsigned c = i % t->cores, pj = t->pos[j];
    const unsigned *lo = &t->run_lo[(size_t)c * t->depth], *hi = &t->run_hi[(size_t)c * t->depth];
    for (unsigned r = 1; r <= t->depth; r++)
        if (pj >= lo[r - 1] && pj < hi[r - 1])
            return r;
    return t->depth; /* not reached: the root's run holds every worker */
}

/* Members of class r for a thief on core c. */
static unsigned class_size(const forkc_i_topology *t, unsigned c, unsigned r) {
    const unsigned *lo = &t->run_lo[(size_t)c * t->depth], *hi = &t->run_hi[(size_t)c * t->depth];
    unsigned inner = r == 1 ? 1 : hi[r - 2] - lo[r - 2];
    return hi[r - 1] - lo[r - 1] - inner;
}

double forkc_i_topology_weight(const forkc_i_topology *t, unsigned i, unsigned j) {
    if (i == j)
        return 0;
    unsigned c = i % t->cores, r = forkc_i_topology_distance(t, i, j);
    const double *cum = &t->cumulative[(size_t)c * t->depth];
    double p = cum[r - 1] - (r > 1 ? cum[r - 2] : 0.0);
    return p / (double)class_size(t, c, r);
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
    if (t->workers < 2)
        return self;
    unsigned c = self % t->cores, D = t->depth;
    const double *cum = &t->cumulative[(size_t)c * D];
    double u = (double)(next_random(rng) >> 11) * (1.0 / 9007199254740992.0);
    unsigned r = 1;
    /* the first class whose cumulative weight exceeds u; rounding at the top
     * end falls to the last non-empty class */
    while (r < D && (cum[r - 1] <= u || class_size(t, c, r) == 0))
        r++;
    while (class_size(t, c, r) == 0) /* only if u hit the very top */
        r--;
    unsigned n = class_size(t, c, r);
    unsigned m = (unsigned)(((next_random(rng) >> 32) * (uint64_t)n) >> 32);
    const unsigned *lo = &t->run_lo[(size_t)c * D], *hi = &t->run_hi[(size_t)c * D];
    unsigned p;
    if (r == 1) {
        /* the run below the parent, the thief itself skipped */
        p = lo[0] + m;
        if (p >= t->pos[self])
            p++;
    } else {
        /* the run r levels up minus the run r-1 levels up: two pieces */
        unsigned left = lo[r - 2] - lo[r - 1];
        p = m < left ? lo[r - 1] + m : hi[r - 2] + (m - left);
    }
    return t->order[p];
}

unsigned forkc_i_topology_machine_cores(void) {
    /* So few CPUs that a pool of as many workers reads no topology (pool.c,
     * place): neither does its count; two SMT siblings of one core count
     * as two. */
    unsigned cpus = affinity_cpus();
    if (cpus <= FORKC_I_UNPLACED_MAX)
        return cpus;
    hwloc_topology_t topo;
    int err = topology_open(&topo, NULL);
    if (err)
        return err == ENOENT ? cpus : 1;
    restrict_to_affinity(topo);
    int c = nbobjs_by_type(topo, HWLOC_OBJ_CORE);
    if (c <= 0)
        c = nbobjs_by_type(topo, HWLOC_OBJ_PU);
    hwl()->topology_destroy(topo);
    return c > 0 ? (unsigned)c : 1;
}
