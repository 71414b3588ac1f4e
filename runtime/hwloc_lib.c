/*
 * hwloc, loaded at first need (hwloc_lib.h says why).  The library is found
 * by its soname, the one the runtime was built against (FORKC_HWLOC_SONAME,
 * from the top CMakeLists.txt), through the dynamic loader's usual search
 * (or the file FORKC_HWLOC names),
 * and checked as hwloc's documentation asks of any program that may meet
 * another build at run time: the major API version must match
 * (hwloc_get_api_version() >> 16).  It is never unloaded: objects of its
 * topologies may outlive a pool on systems where forkc keeps one.
 */
#include "hwloc_lib.h"

#include <dlfcn.h>
#include <string.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef FORKC_HWLOC_SONAME
#define FORKC_HWLOC_SONAME "libhwloc.so.15"
#endif

static forkc_i_hwloc hwloc_table;
static const forkc_i_hwloc *hwloc_loaded;
static char hwloc_why[320] = "not loaded";
static pthread_once_t hwloc_once = PTHREAD_ONCE_INIT;

/* Resolves `name` from `lib` (opened as `file`) into *slot; false, with the
 * reason, if it is missing. */
static bool resolve(void *lib, const char *file, const char *name, void *slot) {
    void *fn = dlsym(lib, name);
    if (!fn) {
        snprintf(hwloc_why, sizeof hwloc_why, "%s has no %s", file, name);
        return false;
    }
    /* POSIX: a function pointer has the representation of dlsym's result */
    memcpy(slot, (const void *)&fn, sizeof fn);
    return true;
}

/* hwloc_NAME as the library exports it: hwloc/rename.h may prefix it. */
#define FORKC_HWLOC_STR2(x) #x
#define FORKC_HWLOC_STR(x) FORKC_HWLOC_STR2(x)
#define FORKC_HWLOC_FN(field) resolve(lib, file, FORKC_HWLOC_STR(hwloc_##field), (void *)&t->field)

static bool resolve_all(void *lib, const char *file, forkc_i_hwloc *t) {
    /* optional: only a quieter topology depends on it (topology.c) */
    void *set_components = dlsym(lib, FORKC_HWLOC_STR(hwloc_topology_set_components));
    memcpy((void *)&t->topology_set_components, (const void *)&set_components,
           sizeof set_components);
    return FORKC_HWLOC_FN(topology_init) && FORKC_HWLOC_FN(topology_set_synthetic) &&
           FORKC_HWLOC_FN(topology_load) && FORKC_HWLOC_FN(topology_destroy) &&
           FORKC_HWLOC_FN(topology_restrict) && FORKC_HWLOC_FN(topology_is_thissystem) &&
           FORKC_HWLOC_FN(topology_get_topology_cpuset) &&
           FORKC_HWLOC_FN(topology_get_complete_cpuset) && FORKC_HWLOC_FN(get_type_depth) &&
           FORKC_HWLOC_FN(get_nbobjs_by_depth) && FORKC_HWLOC_FN(get_obj_by_depth) &&
           FORKC_HWLOC_FN(get_proc_cpubind) && FORKC_HWLOC_FN(get_last_cpu_location) &&
           FORKC_HWLOC_FN(set_cpubind) && FORKC_HWLOC_FN(bitmap_alloc) &&
           FORKC_HWLOC_FN(bitmap_free) && FORKC_HWLOC_FN(bitmap_iszero) &&
           FORKC_HWLOC_FN(bitmap_isincluded) && FORKC_HWLOC_FN(bitmap_intersects) &&
           FORKC_HWLOC_FN(bitmap_next) && FORKC_HWLOC_FN(bitmap_last);
}

/* Whether `lib` is the hwloc API forkc was built against (its major
 * version), as hwloc's documentation asks of dynamically loaded builds. */
static bool same_api(void *lib, const char *file) {
    unsigned (*api_version)(void) = NULL;
    if (!resolve(lib, file, FORKC_HWLOC_STR(hwloc_get_api_version), (void *)&api_version))
        return false;
    unsigned found = api_version();
    if (found >> 16 == (unsigned)HWLOC_API_VERSION >> 16)
        return true;
    snprintf(hwloc_why, sizeof hwloc_why,
             "%s has hwloc API version %#x, forkc was built against %#x", file, found,
             (unsigned)HWLOC_API_VERSION);
    return false;
}

static void load_hwloc(void) {
    /* FORKC_HWLOC: another build of hwloc, by file name */
    const char *file = getenv("FORKC_HWLOC");
    if (!file || !*file)
        file = FORKC_HWLOC_SONAME;
    /* RTLD_LOCAL: hwloc's names stay out of the program's namespace, and
     * its plugins, which look for them there, stay unloaded (topology.c) */
    void *lib = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *e = dlerror();
        snprintf(hwloc_why, sizeof hwloc_why, "%s", e ? e : file);
        return;
    }
    if (same_api(lib, file) && resolve_all(lib, file, &hwloc_table))
        hwloc_loaded = &hwloc_table;
    else
        (void)dlclose(lib); /* not kept mapped for nothing */
}

const forkc_i_hwloc *forkc_i_hwloc_get(const char **why) {
    (void)pthread_once(&hwloc_once, load_hwloc);
    if (!hwloc_loaded && why)
        *why = hwloc_why;
    return hwloc_loaded;
}
