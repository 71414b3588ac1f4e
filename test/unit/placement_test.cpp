// When a pool reads the machine (docs/runtime.md, "Placement"): hwloc is
// loaded, and workers bound to cores, only for pools of three or more workers
// or with FORKC_PIN_ALWAYS; without hwloc every pool runs unplaced.  An
// unplaced pool with a worker on every CPU of the process's mask binds each
// to one CPU.  Each case runs
// in a child process: hwloc, once loaded, stays for the process, and the
// parent never loads it (this test does not link it, and never asks for the
// default worker count, which reads the machine on more than two CPUs).
#include <forkc.h>
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <sched.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

bool hwloc_mapped() {
    void *h = dlopen(FORKC_TEST_HWLOC_SONAME, RTLD_NOW | RTLD_NOLOAD);
    if (h)
        dlclose(h);
    return h != nullptr;
}

cpu_set_t process_cpus() {
    cpu_set_t cs;
    CPU_ZERO(&cs);
    if (sched_getaffinity(getpid(), sizeof cs, &cs) != 0)
        exit(30);
    return cs;
}

// The CPUs of the core `cpu` belongs to (its SMT siblings, from sysfs) that
// the process may use: where hwloc's placement binds a worker that ran there.
cpu_set_t core_of(int cpu) {
    char path[128], list[256] = "";
    snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%d/topology/thread_siblings_list",
             cpu);
    FILE *f = fopen(path, "r");
    if (!f || !fgets(list, sizeof list, f))
        exit(31);
    fclose(f);
    cpu_set_t core, allowed = process_cpus(), both;
    CPU_ZERO(&core);
    for (char *p = list; *p && *p != '\n';) { // "a-b,c"
        char *end;
        long lo = strtol(p, &end, 10), hi = lo;
        if (*end == '-')
            hi = strtol(end + 1, &end, 10);
        for (long c = lo; c <= hi; c++)
            CPU_SET(c, &core);
        p = *end == ',' ? end + 1 : end;
    }
    CPU_AND(&both, &core, &allowed);
    return both;
}

struct Seen {
    cpu_set_t mask; // worker 0's
    int cpu = -1;   // where it ran
};

// Where worker 0 should be bound: nowhere (the process's mask), to its
// core's CPUs (hwloc's placement), or to the one CPU it ran on (an unplaced
// pool with a worker on every CPU of the mask).
enum Bound { Unbound, Core, OwnCpu };

// An unplaced pool: bound to single CPUs when it pins and every CPU of the
// process's mask gets a worker, unbound otherwise.
Bound unplaced(unsigned workers, int pin) {
    cpu_set_t cs = process_cpus();
    return pin && CPU_COUNT(&cs) == static_cast<int>(workers) ? OwnCpu : Unbound;
}

// Makes a pool of `workers` with `pin`, runs on it, and returns 0 when what
// happened is what is wanted: hwloc mapped or not, worker 0 bound as `want`
// says (and a code naming the mismatch).
int place(unsigned workers, int pin, bool want_hwloc, Bound want_bound) {
    if (hwloc_mapped())
        return 16;
    forkc_pool_options o;
    memset(&o, 0, sizeof o);
    o.workers = workers;
    o.scheduler = FORKC_SCHED_LAZY;
    o.pin = pin;
    forkc_pool *p = nullptr;
    if (forkc_pool_create(&p, &o) != 0)
        return 17;
    Seen seen;
    if (forkc_run(
            p,
            [](void *a) {
                auto *s = static_cast<Seen *>(a);
                s->cpu = sched_getcpu();
                if (sched_getaffinity(0, sizeof s->mask, &s->mask) != 0)
                    s->cpu = -1;
            },
            &seen) != 0 ||
        seen.cpu < 0)
        return 18;
    forkc_pool_destroy(p);
    if (hwloc_mapped() != want_hwloc)
        return want_hwloc ? 1 : 2;
    cpu_set_t want = process_cpus();
    if (want_bound == Core)
        want = core_of(seen.cpu);
    if (want_bound == OwnCpu) {
        CPU_ZERO(&want);
        CPU_SET(seen.cpu, &want);
    }
    return CPU_EQUAL(&seen.mask, &want) ? 0 : 3;
}

using ::testing::ExitedWithCode;

// Bound to single CPUs where every CPU gets a worker (two on this 2-vCPU
// machine), unbound otherwise.
TEST(PlacementDeathTest, PoolsOfOneOrTwoReadNoTopology) {
    EXPECT_EXIT(exit(place(1, 1, false, unplaced(1, 1))), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(2, 1, false, unplaced(2, 1))), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(2, 0, false, Unbound)), ExitedWithCode(0), "");
}

TEST(PlacementDeathTest, ThreeWorkersOrPinAlwaysLoadHwloc) {
    // pin = 0: the tree still weighs the victims; nobody is bound
    EXPECT_EXIT(exit(place(3, 0, true, Unbound)), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(3, 1, true, Core)), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(2, FORKC_PIN_ALWAYS, true, Core)), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(1, FORKC_PIN_ALWAYS, true, Core)), ExitedWithCode(0), "");
}

TEST(PlacementDeathTest, PinAlwaysFromTheEnvironment) {
    EXPECT_EXIT(
        {
            setenv("FORKC_PIN", "Always", 1);
            setenv("FORKC_WORKERS", "2", 1);
            exit(forkc_pool_options_default().pin == FORKC_PIN_ALWAYS ? 0 : 1);
        },
        ExitedWithCode(0), "");
}

// Without hwloc (FORKC_HWLOC names a file that is not there): pools of any
// size run unplaced, the runtime says why, and a synthetic topology, which
// only hwloc can build, is an error.
int without_hwloc() {
    setenv("FORKC_HWLOC", "/nonexistent/libhwloc.so.15", 1);
    if (place(3, 1, false, unplaced(3, 1)) != 0 ||
        place(2, FORKC_PIN_ALWAYS, false, unplaced(2, FORKC_PIN_ALWAYS)) != 0)
        return 1;
    forkc_pool_options o;
    memset(&o, 0, sizeof o);
    o.workers = 4;
    o.pin = 1;
    o.synthetic_topology = "pack:2 core:2 pu:1";
    forkc_pool *p = nullptr;
    return forkc_pool_create(&p, &o) == ENOENT && p == nullptr ? 0 : 2;
}

TEST(PlacementDeathTest, WithoutHwlocPoolsRunUnplaced) {
    EXPECT_EXIT(exit(without_hwloc()), ExitedWithCode(0),
                "forkc: cannot load hwloc \\(/nonexistent/libhwloc.so.15: [^\n]*\\): workers "
                "pick victims uniformly and are pinned only with one on every CPU "
                "\\(docs/runtime.md, \"Placement\"\\)");
}

} // namespace
