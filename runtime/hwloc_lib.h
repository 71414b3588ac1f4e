/* hwloc, loaded when a pool first needs the machine's tree (topology.c),
 * not at program start: mapping libhwloc and what it links (libudev, libm,
 * whose ifunc resolution alone touches 0.3 MiB) cost a forkc program 0.6 MiB
 * of resident memory that pools of one or two workers never use
 * (docs/runtime.md, "Placement"). */
#ifndef FORKC_RUNTIME_HWLOC_LIB_H
#define FORKC_RUNTIME_HWLOC_LIB_H

#include "internal.h"

#include <hwloc.h>

/* The hwloc functions forkc calls, resolved from the loaded library.  Its
 * header's inline helpers call exported functions by name, so topology.c
 * writes the few it needs against this table instead. */
typedef struct forkc_i_hwloc {
    int (*topology_init)(hwloc_topology_t *);
    int (*topology_set_components)(hwloc_topology_t, unsigned long, const char *);
    int (*topology_set_synthetic)(hwloc_topology_t, const char *);
    int (*topology_load)(hwloc_topology_t);
    void (*topology_destroy)(hwloc_topology_t);
    int (*topology_restrict)(hwloc_topology_t, hwloc_const_cpuset_t, unsigned long);
    int (*topology_is_thissystem)(hwloc_topology_t);
    hwloc_const_cpuset_t (*topology_get_topology_cpuset)(hwloc_topology_t);
    hwloc_const_cpuset_t (*topology_get_complete_cpuset)(hwloc_topology_t);
    int (*get_type_depth)(hwloc_topology_t, hwloc_obj_type_t);
    int (*get_nbobjs_by_depth)(hwloc_topology_t, int);
    hwloc_obj_t (*get_obj_by_depth)(hwloc_topology_t, int, unsigned);
    int (*get_proc_cpubind)(hwloc_topology_t, hwloc_pid_t, hwloc_cpuset_t, int);
    int (*get_last_cpu_location)(hwloc_topology_t, hwloc_cpuset_t, int);
    int (*set_cpubind)(hwloc_topology_t, hwloc_const_cpuset_t, int);
    hwloc_bitmap_t (*bitmap_alloc)(void);
    void (*bitmap_free)(hwloc_bitmap_t);
    int (*bitmap_iszero)(hwloc_const_bitmap_t);
    int (*bitmap_isincluded)(hwloc_const_bitmap_t, hwloc_const_bitmap_t);
    int (*bitmap_intersects)(hwloc_const_bitmap_t, hwloc_const_bitmap_t);
    int (*bitmap_next)(hwloc_const_bitmap_t, int);
    int (*bitmap_last)(hwloc_const_bitmap_t);
} forkc_i_hwloc;

/* The library's functions, loaded once per process and kept; NULL when it
 * cannot be loaded or is not the hwloc API forkc was built against, with
 * the reason in *why. */
const forkc_i_hwloc *forkc_i_hwloc_get(const char **why);

#endif
