// Pool lifecycle misuse (issue 12): destroying the default pool, destroying
// twice, destroying from a worker, using a pool after destroy, and calling
// tasks while the pool is being destroyed.  Each returns an error or gives the
// caller a fresh default pool: no hang, no crash.  ASan checks that no test
// reads a freed pool.
#include "hand_tasks.h"

#include <forkc.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>
#include <thread>
#include <vector>

namespace {

forkc_pool *make_pool(unsigned n) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = n;
    o.pin = 0;
    forkc_pool *p = nullptr;
    EXPECT_EQ(forkc_pool_create(&p, &o), 0);
    return p;
}

// Back to the lazily made default after each test.
class Lifecycle : public ::testing::Test {
  protected:
    void TearDown() override { EXPECT_EQ(forkc_set_default_pool(nullptr), 0); }
};

TEST_F(Lifecycle, DestroyingTheDefaultPoolGivesAFreshOneToTheNextCall) {
    forkc_pool *d = forkc_default_pool();
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(hand_fib(15), ref_fib(15));
    EXPECT_EQ(forkc_pool_destroy(d), 0);
    EXPECT_EQ(forkc_pool_destroy(d), EINVAL) << "the old default is gone";
    EXPECT_EQ(hand_fib(16), ref_fib(16)) << "a task call makes a new default pool";
    forkc_pool *d2 = forkc_default_pool();
    ASSERT_NE(d2, nullptr);
    forkc_stats s;
    EXPECT_EQ(forkc_pool_stats(d2, &s), 0);
    EXPECT_GE(s.roots, 1u) << "the call above ran on the new default";
}

TEST_F(Lifecycle, DestroyingASetDefaultPoolFallsBackToAFreshDefault) {
    // The reproducer: set, call, destroy (0), call -- used to hang.
    forkc_pool *p = make_pool(2);
    ASSERT_EQ(forkc_set_default_pool(p), 0);
    EXPECT_EQ(hand_fib(15), ref_fib(15));
    EXPECT_EQ(forkc_pool_destroy(p), 0);
    EXPECT_NE(forkc_default_pool(), p);
    EXPECT_EQ(hand_fib(15), ref_fib(15));
}

TEST_F(Lifecycle, DestroyTwiceIsEinval) {
    forkc_pool *p = make_pool(2);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
    EXPECT_EQ(forkc_pool_destroy(p), EINVAL);
    EXPECT_EQ(forkc_pool_destroy(p), EINVAL);
}

TEST_F(Lifecycle, DestroyTwiceFromTwoThreadsAtOnce) {
    for (int round = 0; round < 20; round++) {
        forkc_pool *p = make_pool(2);
        std::atomic<int> ok{0}, inval{0};
        std::vector<std::thread> ts;
        for (int k = 0; k < 4; k++)
            ts.emplace_back([&] {
                int e = forkc_pool_destroy(p);
                (e == 0 ? ok : inval)++;
                EXPECT_TRUE(e == 0 || e == EINVAL) << e;
            });
        for (auto &t : ts) t.join();
        EXPECT_EQ(ok.load(), 1);
        EXPECT_EQ(inval.load(), 3);
    }
}

TEST_F(Lifecycle, DestroyFromOwnWorkerIsEdeadlkAndFromAnotherPoolsWorkerWorks) {
    forkc_pool *a = make_pool(2), *b = make_pool(2);
    struct Args {
        forkc_pool *own, *other;
        int own_err, other_err;
    } args{a, b, -1, -1};
    ASSERT_EQ(forkc_run(a,
                        [](void *v) {
                            auto *x = static_cast<Args *>(v);
                            x->own_err = forkc_pool_destroy(x->own);
                            x->other_err = forkc_pool_destroy(x->other);
                        },
                        &args),
              0);
    EXPECT_EQ(args.own_err, EDEADLK);
    EXPECT_EQ(args.other_err, 0);
    EXPECT_EQ(forkc_pool_destroy(b), EINVAL);
    EXPECT_EQ(forkc_pool_destroy(a), 0);
}

TEST_F(Lifecycle, UsingAPoolAfterDestroyIsEinval) {
    forkc_pool *p = make_pool(2);
    ASSERT_EQ(forkc_pool_destroy(p), 0);
    static int ran;
    ran = 0;
    EXPECT_EQ(forkc_run(p, [](void *) { ran = 1; }, nullptr), EINVAL);
    EXPECT_EQ(ran, 0);
    EXPECT_EQ(forkc_set_default_pool(p), EINVAL);
    forkc_stats s;
    EXPECT_EQ(forkc_pool_stats(p, &s), EINVAL);
    EXPECT_EQ(forkc_pool_workers(p), 0u);
    forkc_pool_reset_stats(p); // a no-op, not a write to freed memory
    // Task calls still work: the default was never the dead pool.
    EXPECT_EQ(hand_fib(12), ref_fib(12));
}

TEST_F(Lifecycle, CreateWithoutAnOutPointerIsEinval) {
    // Valid options: the missing destination alone must be refused, before
    // any thread starts.
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 2;
    EXPECT_EQ(forkc_pool_create(nullptr, &o), EINVAL);
    EXPECT_EQ(forkc_pool_create(nullptr, nullptr), EINVAL);
}

TEST_F(Lifecycle, ANeverCreatedHandleIsEinval) {
    alignas(64) static char not_a_pool[256];
    auto *bogus = reinterpret_cast<forkc_pool *>(not_a_pool);
    EXPECT_EQ(forkc_pool_destroy(bogus), EINVAL);
    EXPECT_EQ(forkc_run(bogus, [](void *) {}, nullptr), EINVAL);
    EXPECT_EQ(forkc_set_default_pool(bogus), EINVAL);
}

TEST_F(Lifecycle, TaskCallsWhileTheDefaultPoolIsDestroyed) {
    // Callers on other threads keep calling tasks while the main thread
    // destroys their default pool: each destroy either waits for no root
    // (EBUSY while one runs) or wins, and the callers move to a fresh default.
    std::atomic<bool> stop{false};
    std::atomic<long> calls{0};
    std::vector<std::thread> callers;
    for (int k = 0; k < 2; k++)
        callers.emplace_back([&] {
            while (!stop) {
                EXPECT_EQ(hand_fib(12), ref_fib(12));
                calls++;
                std::this_thread::yield(); // leave the destroyer a window
            }
        });
    int destroyed = 0, busy = 0;
    for (int round = 0; round < 20; round++) {
        forkc_pool *p = make_pool(2);
        // EBUSY while a caller's root runs on the current default.
        int set;
        while ((set = forkc_set_default_pool(p)) == EBUSY) std::this_thread::yield();
        ASSERT_EQ(set, 0);
        for (;;) {
            int e = forkc_pool_destroy(p);
            if (e == 0) {
                destroyed++;
                break;
            }
            ASSERT_EQ(e, EBUSY);
            busy++;
            std::this_thread::yield();
        }
        EXPECT_EQ(forkc_pool_destroy(p), EINVAL);
    }
    stop = true;
    for (auto &t : callers) t.join();
    EXPECT_EQ(destroyed, 20);
    EXPECT_GT(calls.load(), 0);
    ::testing::Test::RecordProperty("busy", busy);
}

TEST_F(Lifecycle, ForkcRunWhileThePoolIsDestroyed) {
    // forkc_run on a pool that another thread destroys: it runs (and the
    // destroy says EBUSY) or it is refused with EINVAL; never a hang.
    for (int round = 0; round < 50; round++) {
        forkc_pool *p = make_pool(2);
        std::atomic<int> result{-1};
        std::thread runner([&] { result = forkc_run(p, [](void *) {}, nullptr); });
        int e;
        while ((e = forkc_pool_destroy(p)) == EBUSY) std::this_thread::yield();
        EXPECT_EQ(e, 0);
        runner.join();
        EXPECT_TRUE(result == 0 || result == EINVAL) << result;
    }
}

} // namespace
