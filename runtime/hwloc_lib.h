/* hwloc, loaded when a pool first needs the machine's tree (topology.c),
 * not at program start: mapping libhwloc and what it links (libudev, libm,
 * whose ifunc resolution alone touches 0.3 MiB) cost a forkc program 0.6 MiB
 * of resident memory that pools of one or two workers never use
 * (docs/runtime.md, "Placement"). */
#ifndef FORKC_RUNTIME_HWLOC_LIB_H
#define FORKC_RUNTIME_HWLOC_LIB_H

#include "internal.h"

#include <hwloc.h>

/* The hwloc functions forkc calls, resolved from the loaded library, each
 * typed as hwloc.h declares it (an unevaluated __typeof__: no reference to
 * the symbol).  The header's inline helpers call exported functions by name,
 * so topology.c writes the few it needs against this table instead. */
#define FORKC_HWLOC_SLOT(name) __typeof__(&hwloc_##name) name
typedef struct forkc_i_hwloc {
    FORKC_HWLOC_SLOT(topology_init);
    FORKC_HWLOC_SLOT(topology_set_components); /* hwloc 2.1 and later: may be NULL */
    FORKC_HWLOC_SLOT(topology_set_synthetic);
    FORKC_HWLOC_SLOT(topology_load);
    FORKC_HWLOC_SLOT(topology_destroy);
    FORKC_HWLOC_SLOT(topology_restrict);
    FORKC_HWLOC_SLOT(topology_is_thissystem);
    FORKC_HWLOC_SLOT(topology_get_topology_cpuset);
    FORKC_HWLOC_SLOT(topology_get_complete_cpuset);
    FORKC_HWLOC_SLOT(get_type_depth);
    FORKC_HWLOC_SLOT(get_nbobjs_by_depth);
    FORKC_HWLOC_SLOT(get_obj_by_depth);
    FORKC_HWLOC_SLOT(get_proc_cpubind);
    FORKC_HWLOC_SLOT(get_last_cpu_location);
    FORKC_HWLOC_SLOT(set_cpubind);
    FORKC_HWLOC_SLOT(bitmap_alloc);
    FORKC_HWLOC_SLOT(bitmap_free);
    FORKC_HWLOC_SLOT(bitmap_iszero);
    FORKC_HWLOC_SLOT(bitmap_isincluded);
    FORKC_HWLOC_SLOT(bitmap_intersects);
    FORKC_HWLOC_SLOT(bitmap_next);
    FORKC_HWLOC_SLOT(bitmap_last);
} forkc_i_hwloc;
#undef FORKC_HWLOC_SLOT

/* The library's functions, loaded once per process and kept; NULL when it
 * cannot be loaded or is not the hwloc API forkc was built against, with
 * the reason in *why. */
const forkc_i_hwloc *forkc_i_hwloc_get(const char **why);

#endif
