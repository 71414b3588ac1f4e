// NUMA placement and victim weights (libfork Eq. 6) on an hwloc synthetic
// topology: 2 packages x 2 NUMA nodes x 8 cores, checked on the computed
// weights and on sampled victims.
#include "shim.h"

#include <gtest/gtest.h>
#include <forkc.h>
#include <dirent.h>
#include <dlfcn.h>
#include <hwloc.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <pthread.h>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

const char *kTopo = "pack:2 numa:2 core:8 pu:1";
constexpr unsigned kW = 32;

struct Topo {
    unsigned nodes = 0;
    std::vector<unsigned> node_of = std::vector<unsigned>(kW);
    std::vector<unsigned> dist = std::vector<unsigned>(kW * kW);
    std::vector<double> weight = std::vector<double>(kW * kW);
    Topo() { EXPECT_EQ(shim_topology(kW, kTopo, &nodes, node_of.data(), dist.data(), weight.data()), 0); }
};

TEST(Topology, WorkersSitOnFourNumaNodes) {
    Topo t;
    EXPECT_EQ(t.nodes, 4u);
    for (unsigned i = 0; i < kW; i++) EXPECT_EQ(t.node_of[i], i / 8) << "worker " << i;
}

TEST(Topology, DistancesFollowTheTree) {
    Topo t;
    for (unsigned i = 0; i < kW; i++)
        for (unsigned j = 0; j < kW; j++) {
            unsigned want = i == j ? 0 : i / 8 == j / 8 ? 1 : i / 16 == j / 16 ? 2 : 3;
            ASSERT_EQ(t.dist[i * kW + j], want) << i << "," << j;
        }
}

TEST(Topology, WeightsAreEquationSix) {
    Topo t;
    // From any worker: 7 others at r=1, 8 at r=2, 16 at r=3.
    const double total = 1.0 / (7 * 1) * 7 + 1.0 / (8 * 4) * 8 + 1.0 / (16 * 9) * 16;
    for (unsigned i = 0; i < kW; i++) {
        double sum = 0;
        for (unsigned j = 0; j < kW; j++) {
            double w = t.weight[i * kW + j];
            sum += w;
            unsigned r = t.dist[i * kW + j];
            double n = r == 1 ? 7 : r == 2 ? 8 : 16;
            double want = i == j ? 0 : 1.0 / (n * r * r) / total;
            ASSERT_NEAR(w, want, 1e-12) << i << "->" << j;
        }
        ASSERT_NEAR(sum, 1.0, 1e-9);
    }
}

TEST(Topology, SampledVictimsFollowTheWeights) {
    Topo t;
    const unsigned draws = 400000, self = 5;
    std::vector<unsigned> counts(kW);
    ASSERT_EQ(shim_sample_victims(kW, kTopo, self, draws, counts.data()), 0);
    EXPECT_EQ(counts[self], 0u) << "a thief never picks itself";
    for (unsigned j = 0; j < kW; j++) {
        double expect = t.weight[self * kW + j] * draws;
        if (j == self) continue;
        // 5 sigma of a binomial count.
        EXPECT_NEAR(counts[j], expect, 5 * std::sqrt(expect) + 1) << "victim " << j;
    }
}

TEST(Topology, OversubscribedWorkersShareCores) {
    unsigned nodes;
    std::vector<unsigned> node_of(8), dist(64);
    std::vector<double> weight(64);
    ASSERT_EQ(shim_topology(8, "core:2 pu:1", &nodes, node_of.data(), dist.data(), weight.data()), 0);
    EXPECT_EQ(nodes, 1u);
    for (unsigned i = 0; i < 8; i++) {
        double sum = 0;
        for (unsigned j = 0; j < 8; j++) sum += weight[i * 8 + j];
        EXPECT_NEAR(sum, 1.0, 1e-9);
    }
}

TEST(Topology, BadSyntheticDescriptionIsAnError) {
    unsigned nodes, node_of[2], dist[4];
    double weight[4];
    EXPECT_NE(shim_topology(2, "this is not a topology", &nodes, node_of, dist, weight), 0);
}

// Eq. 6 computed the old way, by brute force over all pairs, on symmetric
// trees given by their arities from the root down to the cores: the
// O(P + C D) tables must give exactly the same distances and weights for any
// worker count, fewer workers than cores and oversubscribed alike.
struct Reference {
    unsigned workers, cores;
    std::vector<unsigned> arity;
    unsigned first = 0; // worker 0's core; worker i on the (i mod C)-th core after it
    unsigned core(unsigned i) const {
        unsigned used = std::min(workers, cores);
        return (first + i % used) % cores;
    }
    unsigned dist(unsigned i, unsigned j) const {
        if (i == j) return 0;
        unsigned ci = core(i), cj = core(j);
        if (ci == cj) return 1; // two workers on one core
        unsigned span = 1;
        for (unsigned r = 1; r <= arity.size(); r++) {
            span *= arity[arity.size() - r];
            if (ci / span == cj / span) return r;
        }
        return ~0u;
    }
    double weight(unsigned i, unsigned j) const {
        if (i == j) return 0;
        double total = 0, wij = 0;
        for (unsigned k = 0; k < workers; k++) {
            if (k == i) continue;
            unsigned r = dist(i, k), same = 0;
            for (unsigned m = 0; m < workers; m++) same += m != i && dist(i, m) == r;
            double w = 1.0 / (same * double(r) * r);
            total += w;
            if (k == j) wij = w;
        }
        return wij / total;
    }
};

void expect_matches_reference(const char *desc, std::vector<unsigned> arity, unsigned workers,
                              unsigned first = 0) {
    unsigned machine = 1;
    for (unsigned a : arity) machine *= a;
    Reference ref{workers, machine, arity, first};
    unsigned nodes;
    std::vector<unsigned> node_of(workers), dist(workers * workers);
    std::vector<double> weight(workers * workers);
    ASSERT_EQ(shim_topology_at(workers, desc, first, &nodes, node_of.data(), dist.data(),
                               weight.data()),
              0);
    for (unsigned i = 0; i < workers; i++) {
        double sum = 0;
        for (unsigned j = 0; j < workers; j++) {
            ASSERT_EQ(dist[i * workers + j], ref.dist(i, j))
                << desc << ", " << workers << " workers from core " << first << ": " << i << "," << j;
            ASSERT_NEAR(weight[i * workers + j], ref.weight(i, j), 1e-12)
                << desc << ", " << workers << " workers from core " << first << ": " << i << "->" << j;
            sum += weight[i * workers + j];
        }
        if (workers > 1) ASSERT_NEAR(sum, 1.0, 1e-9);
    }
}

TEST(Topology, MatchesBruteForceEquationSix) {
    for (unsigned n : {1u, 2u, 3u, 5u, 8u, 9u, 17u, 31u, 32u, 33u, 70u})
        expect_matches_reference("pack:2 numa:2 core:8 pu:1", {2, 2, 8}, n);
    for (unsigned n : {2u, 6u, 16u, 40u})
        expect_matches_reference("pack:2 l3:2 core:4 pu:2", {2, 2, 4}, n);
    for (unsigned n : {2u, 3u, 8u})
        expect_matches_reference("core:2 pu:1", {2}, n);
    for (unsigned n : {2u, 7u})
        expect_matches_reference("core:1 pu:1", {1}, n);
}

// Worker 0 sits on the pool creator's core and the others follow it in the
// tree's order, wrapping past the last core (OpenMP's "close" binding):
// the classes of Eq. 6 are the same as for the same cores numbered from 0.
TEST(Topology, MatchesBruteForceFromAnyFirstCore) {
    for (unsigned first : {1u, 5u, 13u, 15u})
        for (unsigned n : {2u, 3u, 6u, 16u, 40u})
            expect_matches_reference("pack:2 l3:2 core:4 pu:2", {2, 2, 4}, n, first);
    for (unsigned n : {1u, 2u, 3u})
        expect_matches_reference("core:2 pu:1", {2}, n, 1);
}

// Eight workers from core 12 of the 4-node machine: cores 12..15 (node 3)
// and then 0..3 (node 0), two nodes used, numbered in order of first use.
TEST(Topology, WorkersFromALateCoreWrapAround) {
    unsigned nodes;
    std::vector<unsigned> node_of(8), dist(64);
    std::vector<double> weight(64);
    ASSERT_EQ(shim_topology_at(8, kTopo, 12, &nodes, node_of.data(), dist.data(), weight.data()), 0);
    EXPECT_EQ(nodes, 2u);
    for (unsigned i = 0; i < 8; i++)
        EXPECT_EQ(node_of[i], i < 4 ? 0u : 1u) << "worker " << i;
    EXPECT_EQ(dist[0 * 8 + 3], 1u); // cores 12 and 15: one NUMA node
    EXPECT_EQ(dist[0 * 8 + 4], 3u); // cores 12 and 0: other package
}

// 4096 workers on the 32-core machine: 128 per core.  From a thief's view:
// 127 others on its core + 7 * 128 on its NUMA node share r=1, 8 * 128 are
// at r=2, 16 * 128 at r=3.  Sampling must follow the class weights.
TEST(Topology, ManyWorkersSampleByClass) {
    const unsigned n = 4096, self = 1234, draws = 400000;
    std::vector<unsigned> counts(n);
    ASSERT_EQ(shim_sample_victims(n, kTopo, self, draws, counts.data()), 0);
    EXPECT_EQ(counts[self], 0u);
    const unsigned core_self = self % kW;
    double per_class[4] = {0, 0, 0, 0};
    for (unsigned j = 0; j < n; j++) {
        unsigned c = j % kW;
        unsigned r = c / 8 == core_self / 8 ? 1 : c / 16 == core_self / 16 ? 2 : 3;
        per_class[r] += counts[j];
    }
    const double total = 1.0 + 1.0 / 4 + 1.0 / 9;
    const double want[4] = {0, 1.0 / total, 0.25 / total, (1.0 / 9) / total};
    for (unsigned r = 1; r <= 3; r++) {
        double expect = want[r] * draws;
        EXPECT_NEAR(per_class[r], expect, 5 * std::sqrt(expect)) << "class r=" << r;
    }
    // Within the r=1 class every member is equally likely (128*8 - 1 of them).
    unsigned lo = ~0u, hi = 0;
    for (unsigned j = 0; j < n; j++)
        if (j != self && (j % kW) / 8 == core_self / 8) {
            lo = std::min(lo, counts[j]);
            hi = std::max(hi, counts[j]);
        }
    const double each = want[1] * draws / (8 * 128 - 1);
    EXPECT_GT(lo, each - 6 * std::sqrt(each));
    EXPECT_LT(hi, each + 6 * std::sqrt(each));
}

}  // namespace

// A process confined to one CPU (taskset, a launcher's binding) gets a
// default-sized pool of one worker, pinned there: pinning never moves a
// worker outside the process's affinity.  Run in a child process (the
// affinity is the whole process's).
static int confined_pool_runs_on_its_cpu() {
    cpu_set_t all;
    if (sched_getaffinity(0, sizeof all, &all) != 0)
        return 2;
    int last = -1;
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &all))
            last = c;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(last, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0)
        return 3;
    unsetenv("FORKC_WORKERS");
    forkc_pool_options o = forkc_pool_options_default();
    o.pin = FORKC_PIN_ALWAYS; // a pool of one reads the machine only then
    forkc_pool *p = nullptr;
    if (forkc_pool_create(&p, &o) != 0)
        return 4;
    int cpu = -1;
    forkc_run(p, [](void *a) { *static_cast<int *>(a) = sched_getcpu(); }, &cpu);
    unsigned n = forkc_pool_workers(p);
    forkc_pool_destroy(p);
    if (n != 1)
        return 5;
    return cpu == last ? 0 : 6;
}

// Worker 0 of a pinned pool runs on the core of the thread that made the
// pool (here a thread confined to the last allowed CPU; the process keeps
// its whole mask), where that thread's data is.  Before, worker 0 always sat
// on the first core.
TEST(Topology, FirstWorkerSitsOnTheCreatorsCore) {
    cpu_set_t all;
    ASSERT_EQ(sched_getaffinity(0, sizeof all, &all), 0);
    int last = -1;
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &all))
            last = c;
    ASSERT_GE(last, 0);
    int cpu = -1, code = 0;
    std::thread creator([&] {
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(last, &one);
        if (pthread_setaffinity_np(pthread_self(), sizeof one, &one) != 0) {
            code = 1;
            return;
        }
        forkc_pool_options o = forkc_pool_options_default();
        o.workers = 1;
        o.pin = FORKC_PIN_ALWAYS; // a pool of one reads the machine only then
        forkc_pool *p = nullptr;
        if (forkc_pool_create(&p, &o) != 0) {
            code = 2;
            return;
        }
        forkc_run(p, [](void *a) { *static_cast<int *>(a) = sched_getcpu(); }, &cpu);
        forkc_pool_destroy(p);
    });
    creator.join();
    ASSERT_EQ(code, 0);
    EXPECT_EQ(cpu, last);
}

TEST(TopologyDeathTest, PinningStaysWithinTheProcessAffinity) {
    EXPECT_EXIT(exit(confined_pool_runs_on_its_cpu()), ::testing::ExitedWithCode(0), "");
}

// hwloc's plugins (GPUs, OpenCL, libpciaccess, libxml2: 2.7 MiB resident
// with Debian's libhwloc-plugins) stay out of forkc's own topology, which
// asks for none of their objects (runtime/topology.c, topology_open).
static std::string hwloc_plugin_dir() {
    Dl_info info;
    if (!dladdr(reinterpret_cast<void *>(&hwloc_topology_init), &info) || !info.dli_fname)
        return "";
    std::string lib = info.dli_fname;
    return lib.substr(0, lib.rfind('/') + 1) + "hwloc";
}

static bool hwloc_plugins_installed() {
    DIR *d = opendir(hwloc_plugin_dir().c_str());
    if (!d)
        return false;
    bool found = false;
    for (struct dirent *e; (e = readdir(d)) != nullptr;)
        found |= strncmp(e->d_name, "hwloc_", 6) == 0 && strstr(e->d_name, ".so") != nullptr;
    closedir(d);
    return found;
}

// Whether hwloc found a plugin to load while `fn` ran: HWLOC_PLUGINS_VERBOSE
// makes it name each one it finds on standard error, captured here.
template <class F> static bool loads_a_plugin(F fn) {
    fflush(stderr);
    FILE *log = tmpfile();
    int saved = dup(2);
    if (!log || saved < 0 || dup2(fileno(log), 2) < 0)
        exit(65);
    fn();
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    rewind(log);
    char line[4096];
    bool found = false;
    while (fgets(line, sizeof line, log))
        found |= strstr(line, "dlforeach found") != nullptr;
    fclose(log);
    return found;
}

// Makes a pinned pool (from a process of one thread, or of two) and returns
// 1 if hwloc loaded a plugin for it, + 2 if HWLOC_PLUGINS_PATH is left set,
// + 4 if a later hwloc topology of the program's own loads one.
static int plugins_after_pool(bool second_thread) {
    setenv("HWLOC_PLUGINS_VERBOSE", "1", 1);
    std::atomic<bool> stop{false};
    std::thread other;
    if (second_thread)
        other = std::thread([&] {
            while (!stop.load())
                std::this_thread::yield();
        });
    forkc_pool *p = nullptr;
    int code = loads_a_plugin([&] {
        forkc_pool_options o = forkc_pool_options_default();
        o.workers = 3; // a pool that reads the machine (docs/runtime.md, "Placement")
        o.pin = 1;
        if (forkc_pool_create(&p, &o) != 0)
            exit(64);
    }) ? 1 : 0;
    code |= getenv("HWLOC_PLUGINS_PATH") ? 2 : 0;
    code |= loads_a_plugin([] {
        hwloc_topology_t t;
        if (hwloc_topology_init(&t) == 0) {
            (void)hwloc_topology_load(t);
            hwloc_topology_destroy(t);
        }
    }) ? 4 : 0;
    forkc_pool_destroy(p);
    stop.store(true);
    if (other.joinable())
        other.join();
    return code;
}

TEST(TopologyDeathTest, HwlocPluginsStayOutOfForkcsTopology) {
#if !defined(__linux__)
    GTEST_SKIP() << "Linux only (runtime/topology.c, topology_open)";
#endif
    if (!hwloc_plugins_installed())
        GTEST_SKIP() << "no hwloc plugins in " << hwloc_plugin_dir() << " (libhwloc-plugins)";
    // each child a fresh process: hwloc loads its plugins once per process
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    // alone: none for forkc, the environment as it was, the program's own
    // topology with its plugins
    EXPECT_EXIT(exit(plugins_after_pool(false)), ::testing::ExitedWithCode(4), "");
    // another thread could be reading the environment: left alone
    EXPECT_EXIT(exit(plugins_after_pool(true)), ::testing::ExitedWithCode(5), "");
    // the user's own hwloc setting wins
    EXPECT_EXIT(
        {
            setenv("HWLOC_PLUGINS_BLACKLIST", "", 1);
            exit(plugins_after_pool(false));
        },
        ::testing::ExitedWithCode(5), "");
}
