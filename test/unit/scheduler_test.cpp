// The scheduler running the hand-lowered tasks: exact results on 1, 2, 4 and
// 8 workers (oversubscribed on this 2-core machine), busy and lazy; explicit
// scheduling; nested roots; a steal-count stress; no lost wake-ups.
#include "hand_tasks.h"

#include <forkc.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Pool {
    forkc_pool *p = nullptr;
    Pool(unsigned workers, forkc_scheduler s) {
        forkc_pool_options o = forkc_pool_options_default();
        o.workers = workers;
        o.scheduler = s;
        EXPECT_EQ(forkc_pool_create(&p, &o), 0);
    }
    ~Pool() { EXPECT_EQ(forkc_pool_destroy(p), 0); }
    void run(std::function<void()> fn) {
        ASSERT_EQ(forkc_run(p, [](void *a) { (*static_cast<std::function<void()> *>(a))(); }, &fn), 0);
    }
    forkc_stats stats() {
        forkc_stats s;
        forkc_pool_stats(p, &s);
        return s;
    }
};

// Pools made through the default-pool path run roots from a non-worker
// thread: forkc_call_root submits to a worker and blocks.
struct AsDefault {
    explicit AsDefault(forkc_pool *p) { EXPECT_EQ(forkc_set_default_pool(p), 0); }
    ~AsDefault() { EXPECT_EQ(forkc_set_default_pool(nullptr), 0); }
};

using Param = std::tuple<unsigned, forkc_scheduler>;
class Workers : public ::testing::TestWithParam<Param> {};

TEST_P(Workers, FibAndSpawnLoopExact) {
    auto [n, s] = GetParam();
    Pool pool(n, s);
    AsDefault d(pool.p);
    for (int rep = 0; rep < 3; rep++) {
        ASSERT_EQ(hand_fib(27), ref_fib(27));
        ASSERT_EQ(hand_spawn_loop(10000), ref_spawn_loop(10000));
    }
    pool.run([] { ASSERT_EQ(hand_fib(20), ref_fib(20)); });  // nested root on a worker
}

TEST_P(Workers, ExplicitSchedulingLandsOnTheTarget) {
    auto [n, s] = GetParam();
    Pool pool(n, s);
    AsDefault d(pool.p);
    for (unsigned k = 0; k < n; k++) EXPECT_EQ(hand_hop((int)k), (int)k);
    for (int rep = 0; rep < 3; rep++) EXPECT_EQ(hand_hop_sum(64, (int)n), 64 * 65 / 2);
}

TEST_P(Workers, NestedRootsKeepTheOuterStrand) {
    auto [n, s] = GetParam();
    Pool pool(n, s);
    AsDefault d(pool.p);
    for (int rep = 0; rep < 3; rep++) EXPECT_EQ(hand_nested(21), ref_fib(21) + ref_fib(20));
}

TEST_P(Workers, ManyThreadsSubmitRootsAtOnce) {
    auto [n, s] = GetParam();
    Pool pool(n, s);
    AsDefault d(pool.p);
    std::vector<std::thread> ts;
    std::atomic<int> wrong{0};
    for (int t = 0; t < 4; t++)
        ts.emplace_back([&, t] {
            for (int rep = 0; rep < 5; rep++)
                if (hand_fib(15 + t) != ref_fib(15 + t)) wrong++;
        });
    for (auto &t : ts) t.join();
    EXPECT_EQ(wrong.load(), 0);
}

std::string name(const ::testing::TestParamInfo<Param> &i) {
    return std::to_string(std::get<0>(i.param)) +
           (std::get<1>(i.param) == FORKC_SCHED_BUSY ? "_busy" : "_lazy");
}

INSTANTIATE_TEST_SUITE_P(AllSizes, Workers,
                         ::testing::Combine(::testing::Values(1u, 2u, 4u, 8u),
                                            ::testing::Values(FORKC_SCHED_BUSY, FORKC_SCHED_LAZY)),
                         name);

// Idle lazy workers go to sleep eventually; on a loaded machine (sanitizer
// builds, parallel ctest) that can take long, so wait for it with a generous
// deadline instead of a fixed pause.
bool eventually_sleeps(forkc_pool *p) {
    for (int i = 0; i < 1000; i++) {
        forkc_stats st;
        forkc_pool_stats(p, &st);
        if (st.sleeps > 0) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

unsigned long long steal_target() {
    const char *e = std::getenv("FORKC_STRESS_STEALS");
    return e ? std::strtoull(e, nullptr, 10) : 1000000ull;
}

TEST(Stress, AMillionSteals) {
    const unsigned long long target = steal_target();
    Pool pool(2, FORKC_SCHED_BUSY); // one worker per core: thieves really run
    AsDefault d(pool.p);
    forkc_pool_reset_stats(pool.p);
    // A spawn loop of leaves is stolen from at nearly every child; fib
    // mixes in deep recursion.
    const long fib_want = ref_fib(18), loop_want = ref_spawn_loop(20000);
    unsigned long long rounds = 0;
    hand_set_leaf_work(300);
    while (pool.stats().steals < target) {
        ASSERT_EQ(hand_spawn_loop(20000), loop_want) << "after " << pool.stats().steals << " steals";
        ASSERT_EQ(hand_fib(18), fib_want) << "after " << pool.stats().steals << " steals";
        ASSERT_LT(++rounds, 20000000ull) << "steals stopped growing";
    }
    hand_set_leaf_work(0);
    forkc_stats st = pool.stats();
    std::printf("stress: %llu roots, %llu steals, %llu failed steals, %llu stacklets, peak %llu B\n",
                rounds, st.steals, st.failed_steals, st.stacklets, st.peak_stack_bytes);
    EXPECT_GE(st.steals, target);
}

// A root submitted to a lazy pool whose workers all sleep must still run.
TEST(Lazy, NoLostWakeups) {
    Pool pool(4, FORKC_SCHED_LAZY);
    AsDefault d(pool.p);
    unsigned seed = 1;
    for (int rep = 0; rep < 40; rep++) {
        seed = seed * 1103515245u + 12345u;
        // Vary the gap so that submissions land before, during and after the
        // workers go to sleep.
        std::this_thread::sleep_for(std::chrono::microseconds((seed >> 8) % 3000));
        ASSERT_EQ(hand_fib(12), ref_fib(12)) << "rep " << rep;
    }
    EXPECT_TRUE(eventually_sleeps(pool.p)) << "lazy workers never slept: the test proves nothing";
    ASSERT_EQ(hand_fib(20), ref_fib(20));
}

// Lazy scheduling per NUMA node (libfork III-D) on a synthetic machine of
// two nodes: results stay exact, and idle thieves do sleep.
TEST(Lazy, TwoSyntheticNumaNodes) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 4;
    o.scheduler = FORKC_SCHED_LAZY;
    o.synthetic_topology = "pack:2 numa:1 core:2 pu:1";
    forkc_pool *p = nullptr;
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    AsDefault d(p);
    for (int rep = 0; rep < 5; rep++) {
        ASSERT_EQ(hand_fib(22), ref_fib(22));
        ASSERT_EQ(hand_spawn_loop(5000), ref_spawn_loop(5000));
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_TRUE(eventually_sleeps(p));
    EXPECT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST(Pools, CreateDestroyLoop) {
    for (int i = 0; i < 30; i++) {
        Pool pool(1 + i % 4, i % 2 ? FORKC_SCHED_BUSY : FORKC_SCHED_LAZY);
        AsDefault d(pool.p);
        ASSERT_EQ(hand_fib(14), ref_fib(14));
    }
}

}  // namespace
