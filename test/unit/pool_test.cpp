// The public API: errors for misuse, statistics, the default pool.
#include "hand_tasks.h"

#include <forkc.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <thread>
#include <vector>

namespace {

forkc_pool_options opts(unsigned n, forkc_scheduler s = FORKC_SCHED_LAZY) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = n;
    o.scheduler = s;
    return o;
}

TEST(PoolApi, ZeroWorkersIsEinval) {
    forkc_pool *p = nullptr;
    forkc_pool_options o = opts(0);
    EXPECT_EQ(forkc_pool_create(&p, &o), EINVAL);
    EXPECT_EQ(p, nullptr);
    o = opts(2);
    o.scheduler = (forkc_scheduler)7;
    EXPECT_EQ(forkc_pool_create(&p, &o), EINVAL);
    EXPECT_EQ(forkc_pool_create(nullptr, &o), EINVAL);
    EXPECT_EQ(forkc_pool_destroy(nullptr), EINVAL);
}

TEST(PoolApi, BadSyntheticTopologyIsEinval) {
    forkc_pool *p = nullptr;
    forkc_pool_options o = opts(2);
    o.synthetic_topology = "bogus:3";
    EXPECT_EQ(forkc_pool_create(&p, &o), EINVAL);
}

TEST(PoolApi, DestroyWhileRunningIsEbusy) {
    forkc_pool *p;
    forkc_pool_options o = opts(2);
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    static std::atomic<int> state;
    state = 0;
    std::thread t([p] {
        forkc_run(p, [](void *) {
            state = 1;
            while (state != 2) std::this_thread::yield();
        }, nullptr);
    });
    while (state != 1) std::this_thread::yield();
    EXPECT_EQ(forkc_pool_destroy(p), EBUSY);
    state = 2;
    t.join();
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST(PoolApi, DestroyFromItsOwnWorkerIsRefused) {
    forkc_pool *p;
    forkc_pool_options o = opts(2);
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    static int got;
    forkc_run(p, [](void *pp) { got = forkc_pool_destroy(static_cast<forkc_pool *>(pp)); }, p);
    EXPECT_EQ(got, EDEADLK);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST(PoolApi, StatsCountRootsAndStacklets) {
    forkc_pool *p;
    forkc_pool_options o = opts(2, FORKC_SCHED_BUSY);
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    ASSERT_EQ(forkc_set_default_pool(p), 0);
    for (int i = 0; i < 5; i++) ASSERT_EQ(hand_fib(20), ref_fib(20));
    forkc_stats s;
    ASSERT_EQ(forkc_pool_stats(p, &s), 0);
    EXPECT_GE(s.roots, 5u);
    EXPECT_GE(s.stacklets, 1u);
    EXPECT_GE(s.peak_stack_bytes, 16384u);
    ASSERT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST(PoolApi, CurrentWorkerOffAndOnAPool) {
    EXPECT_EQ(forkc_current_worker(), -1);
    forkc_pool *p;
    forkc_pool_options o = opts(3);
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    static int idx;
    idx = -1;
    forkc_run(p, [](void *) { idx = forkc_current_worker(); }, nullptr);
    EXPECT_GE(idx, 0);
    EXPECT_LT(idx, 3);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

// A thread's roots start on one worker, its home (root.c), and two threads
// get different homes: a time-stepping loop of roots keeps its data where the
// last step left it, and threads still spread over the pool.
TEST(PoolApi, RootsOfAThreadStartOnItsHomeWorker) {
    forkc_pool *p;
    forkc_pool_options o = opts(3);
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    auto starts = [p] {
        std::vector<int> where;
        for (int i = 0; i < 12; i++) {
            int idx = -1;
            forkc_run(p, [](void *at) { *static_cast<int *>(at) = forkc_current_worker(); },
                      &idx);
            where.push_back(idx);
        }
        return where;
    };
    std::vector<int> mine = starts(), theirs;
    std::thread t([&] { theirs = starts(); });
    t.join();
    ASSERT_GE(mine[0], 0);
    ASSERT_GE(theirs[0], 0);
    for (int w : mine) EXPECT_EQ(w, mine[0]);
    for (int w : theirs) EXPECT_EQ(w, theirs[0]);
    EXPECT_NE(mine[0], theirs[0]);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

// The largest pool (FORKC_MAX_WORKERS) starts, runs tasks on every path
// (roots, steals) and stops (issue 12: its P x P victim tables took ~50 s).
// Timing is bench_startup's job; this checks that it works at all.
TEST(PoolApi, LargestPoolRunsTasks) {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
    const unsigned n = 512; // sanitizers pay per thread
#else
    const unsigned n = 4096;
#endif
#else
    const unsigned n = 4096;
#endif
    forkc_pool *p;
    forkc_pool_options o = opts(n);
    o.pin = 0;
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    EXPECT_EQ(forkc_pool_workers(p), n);
    ASSERT_EQ(forkc_set_default_pool(p), 0);
    EXPECT_EQ(hand_fib(18), ref_fib(18));
    EXPECT_EQ(hand_spawn_loop(2000), ref_spawn_loop(2000));
    ASSERT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST(StackApi, OffAWorkerItIsTheHeap) {
    void *a = forkc_stack_alloc(100), *b = forkc_stack_alloc(0);
    ASSERT_NE(a, nullptr);
    ASSERT_NE(b, nullptr);
    forkc_stack_free(b);
    forkc_stack_free(a);
}

class Death : public ::testing::Test {
  protected:
    void SetUp() override { GTEST_FLAG_SET(death_test_style, "threadsafe"); }
};

TEST_F(Death, StackFreeOutOfOrder) {
    EXPECT_DEATH(hand_stack_misuse(0), "not the most recent forkc_stack_alloc");
}

TEST_F(Death, TaskReturnsHoldingStackMemory) {
    EXPECT_DEATH(hand_stack_misuse(1), "still allocated");
}

// The free tests only the floor (abi.h), which a held block raises: frames
// above it still come and go, and the block's free lowers it again.
TEST(StackApi, FramesAboveABlockComeAndGo) {
    for (int round = 0; round < 3; round++) {
        EXPECT_EQ(hand_stack_misuse(2), 1);
        EXPECT_EQ(hand_stack_misuse(3), 1);
        EXPECT_EQ(hand_fib(18), ref_fib(18)); // the stack is whole afterwards
    }
}

TEST_F(Death, ResumeOnAMissingWorker) {
    EXPECT_DEATH(
        {
            forkc_pool *p;
            forkc_pool_options o = opts(2);
            forkc_pool_create(&p, &o);
            forkc_set_default_pool(p);
            hand_hop(5);
        },
        "forkc_resume_on\\(5\\): the pool has only 2 workers");
}

TEST_F(Death, BadWorkerCountInEnvironment) {
    EXPECT_DEATH(
        {
            setenv("FORKC_WORKERS", "lots", 1);
            forkc_pool_options_default();
        },
        "FORKC_WORKERS=\"lots\"");
}

TEST_F(Death, BadSchedulerInEnvironment) {
    EXPECT_DEATH(
        {
            setenv("FORKC_SCHEDULER", "eager", 1);
            forkc_pool_options_default();
        },
        "neither \"busy\" nor \"lazy\"");
}

}  // namespace
