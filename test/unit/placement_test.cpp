// When a pool reads the machine (docs/runtime.md, "Placement"): hwloc is
// loaded, and workers bound, only for pools of three or more workers or with
// FORKC_PIN_ALWAYS; without hwloc every pool runs unplaced.  Each case runs
// in a child process: hwloc, once loaded, stays for the process.
#include <forkc.h>
#include <gtest/gtest.h>

#include <dlfcn.h>
#include <sched.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

// Whether hwloc is mapped into this process (this test does not link it).
bool hwloc_mapped() {
    void *h = dlopen(FORKC_TEST_HWLOC_SONAME, RTLD_NOW | RTLD_NOLOAD);
    if (h)
        dlclose(h);
    return h != nullptr;
}

int cpus_of_this_thread() {
    cpu_set_t cs;
    return sched_getaffinity(0, sizeof cs, &cs) == 0 ? CPU_COUNT(&cs) : -1;
}

struct Seen {
    int cpus = -1; // the CPUs worker 0's thread may run on
};

// Makes a pool of `workers` with `pin`, runs on it, and returns 1 if hwloc
// is mapped afterwards, 0 if not, + 2 if worker 0 was bound to fewer CPUs
// than the process may use; 16 and up when something failed.
int place(unsigned workers, int pin) {
    if (hwloc_mapped())
        return 16;
    int process_cpus = cpus_of_this_thread();
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = workers;
    o.pin = pin;
    forkc_pool *p = nullptr;
    if (forkc_pool_create(&p, &o) != 0)
        return 17;
    Seen seen;
    if (forkc_run(p, [](void *a) { static_cast<Seen *>(a)->cpus = cpus_of_this_thread(); },
                  &seen) != 0)
        return 18;
    forkc_pool_destroy(p);
    if (seen.cpus <= 0 || seen.cpus > process_cpus)
        return 19;
    return (hwloc_mapped() ? 1 : 0) + (seen.cpus < process_cpus ? 2 : 0);
}

using ::testing::ExitedWithCode;

TEST(PlacementDeathTest, PoolsOfOneOrTwoReadNoTopology) {
    EXPECT_EXIT(exit(place(1, 1)), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(2, 1)), ExitedWithCode(0), "");
    EXPECT_EXIT(exit(place(2, 0)), ExitedWithCode(0), "");
}

// Whether worker 0, bound to its core, runs on fewer CPUs than the process:
// yes when the process may use two CPUs or more and no core has two
// (sysfs; the parent must not load hwloc, which its children would inherit).
bool binding_narrows() {
    if (cpus_of_this_thread() < 2)
        return false;
    FILE *f = fopen("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list", "r");
    char list[64] = "";
    bool one_per_core = f && fgets(list, sizeof list, f) && !strpbrk(list, ",-");
    if (f)
        fclose(f);
    return one_per_core;
}

// Exit code 1 (hwloc, worker 0 not narrowed) or 3 (narrowed), as expected.
::testing::ExitedWithCode placed_code() {
    return ExitedWithCode(binding_narrows() ? 3 : 1);
}

TEST(PlacementDeathTest, ThreeWorkersOrPinAlwaysLoadHwloc) {
    // pin = 0: the tree still weighs the victims; nobody is bound
    EXPECT_EXIT(exit(place(3, 0)), ExitedWithCode(1), "");
    EXPECT_EXIT(exit(place(3, 1)), placed_code(), "");
    EXPECT_EXIT(exit(place(2, FORKC_PIN_ALWAYS)), placed_code(), "");
}

TEST(PlacementDeathTest, PinAlwaysFromTheEnvironment) {
    EXPECT_EXIT(
        {
            setenv("FORKC_PIN", "Always", 1);
            exit(forkc_pool_options_default().pin == FORKC_PIN_ALWAYS ? 0 : 1);
        },
        ExitedWithCode(0), "");
}

// Without hwloc (FORKC_HWLOC names a file that is not there): pools of any
// size run, unbound, the runtime says why once, and a synthetic topology,
// which only hwloc can build, is an error.
int without_hwloc() {
    setenv("FORKC_HWLOC", "/nonexistent/libhwloc.so.15", 1);
    if (place(4, 1) != 0 || place(3, 1) != 0)
        return 1;
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 4;
    o.synthetic_topology = "pack:2 core:2 pu:1";
    forkc_pool *p = nullptr;
    return forkc_pool_create(&p, &o) == ENOENT && p == nullptr ? 0 : 2;
}

TEST(PlacementDeathTest, WithoutHwlocPoolsRunUnplaced) {
    EXPECT_EXIT(exit(without_hwloc()), ExitedWithCode(0),
                "^forkc: cannot load hwloc \\(/nonexistent/libhwloc.so.15: [^\n]*\\): workers "
                "are not pinned and pick victims uniformly \\(docs/runtime.md, \"Placement\"\\)\n$");
}

} // namespace
