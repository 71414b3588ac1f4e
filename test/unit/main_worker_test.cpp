// forkc_main_worker() and the default pool's seat: the program's main
// thread is worker 0 of the default pool while it waits for a root; roots
// of other threads run on the other workers (with one worker, on worker 0
// in turn); a remade default pool has the seat again; a pool of
// forkc_pool_create's has none.  Under both schedulers.
#include "hand_tasks.h"

#include <forkc.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <pthread.h>
#include <sched.h>
#include <string>
#include <thread>

namespace {

pthread_t main_thread;

struct Where {
    int worker = -2;
    bool on_main = false;
};

void record(void *arg) {
    auto *w = static_cast<Where *>(arg);
    w->worker = forkc_current_worker();
    w->on_main = pthread_equal(pthread_self(), main_thread) != 0;
}

// A fresh default pool of n workers under `sched`, made from this thread.
forkc_pool *remake_default(unsigned n, const char *sched) {
    EXPECT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(forkc_default_pool()), 0);
    setenv("FORKC_WORKERS", std::to_string(n).c_str(), 1);
    setenv("FORKC_SCHEDULER", sched, 1);
    forkc_pool *p = forkc_default_pool();
    unsetenv("FORKC_WORKERS");
    unsetenv("FORKC_SCHEDULER");
    return p;
}

class Seat : public ::testing::TestWithParam<const char *> {
  protected:
    void SetUp() override { main_thread = pthread_self(); }
    void TearDown() override { EXPECT_EQ(forkc_set_default_pool(nullptr), 0); }
};

TEST_P(Seat, MainThreadIsWorkerZeroWhileItRunsARoot) {
    forkc_pool *d = remake_default(3, GetParam());
    EXPECT_EQ(forkc_main_worker(), 0);
    EXPECT_EQ(forkc_current_worker(), -1) << "outside a root the main thread is no worker";
    Where w;
    ASSERT_EQ(forkc_run(d, record, &w), 0);
    EXPECT_EQ(w.worker, 0);
    EXPECT_TRUE(w.on_main);
    EXPECT_EQ(forkc_current_worker(), -1) << "and none after it";
    for (int r = 0; r < 50; r++) {
        EXPECT_EQ(hand_hop(2), 2);
        EXPECT_EQ(hand_hop(forkc_main_worker()), 0) << "a move to the main worker lands";
    }
    EXPECT_EQ(hand_hop_sum(48, 3), 48L * 49 / 2) << "moves to every worker and back";
    forkc_stats s;
    ASSERT_EQ(forkc_pool_stats(d, &s), 0);
    EXPECT_GE(s.roots, 102u) << "roots on the seat count as roots from outside";
}

TEST_P(Seat, OtherThreadsRootsRunOnTheOtherWorkers) {
    forkc_pool *d = remake_default(3, GetParam());
    std::atomic<int> bad{0};
    std::thread t([&] {
        for (int r = 0; r < 200; r++) {
            Where w;
            if (forkc_run(d, record, &w) != 0 || w.worker < 1 || w.worker > 2 || w.on_main)
                bad++;
            if (hand_fib(12) != ref_fib(12))
                bad++;
        }
    });
    for (int r = 0; r < 200; r++) {
        EXPECT_EQ(hand_hop(forkc_main_worker()), 0);
        EXPECT_EQ(hand_fib(14), ref_fib(14));
    }
    t.join();
    EXPECT_EQ(bad.load(), 0);
}

TEST_P(Seat, WithOneWorkerEveryCallerTakesWorkerZeroInTurn) {
    forkc_pool *d = remake_default(1, GetParam());
    EXPECT_EQ(forkc_main_worker(), 0);
    std::atomic<int> bad{0};
    std::thread t([&] {
        for (int r = 0; r < 200; r++) {
            Where w;
            if (forkc_run(d, record, &w) != 0 || w.worker != 0 || w.on_main)
                bad++;
            if (hand_fib(12) != ref_fib(12))
                bad++;
        }
    });
    for (int r = 0; r < 200; r++) {
        Where w;
        ASSERT_EQ(forkc_run(d, record, &w), 0);
        EXPECT_EQ(w.worker, 0);
        EXPECT_TRUE(w.on_main);
        EXPECT_EQ(hand_nested(10), hand_nested(10));
    }
    t.join();
    EXPECT_EQ(bad.load(), 0);
}

TEST_P(Seat, ARemadeDefaultPoolHasTheSeatAgain) {
    for (int k = 0; k < 5; k++) {
        forkc_pool *d = remake_default(2, GetParam());
        EXPECT_EQ(forkc_main_worker(), 0);
        Where w;
        ASSERT_EQ(forkc_run(d, record, &w), 0);
        EXPECT_EQ(w.worker, 0);
        EXPECT_TRUE(w.on_main);
        EXPECT_EQ(hand_fib(16), ref_fib(16));
    }
}

TEST_P(Seat, APoolMadeByAnotherThreadStillSeatsTheMainThread) {
    EXPECT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(forkc_default_pool()), 0);
    setenv("FORKC_WORKERS", "2", 1);
    setenv("FORKC_SCHEDULER", GetParam(), 1);
    std::thread([] { EXPECT_EQ(hand_fib(10), ref_fib(10)); }).join(); // makes the default
    unsetenv("FORKC_WORKERS");
    unsetenv("FORKC_SCHEDULER");
    Where w;
    ASSERT_EQ(forkc_run(forkc_default_pool(), record, &w), 0);
    EXPECT_EQ(w.worker, 0);
    EXPECT_TRUE(w.on_main);
}

TEST_P(Seat, ACreatedPoolHasNoSeat) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 2;
    o.pin = 0;
    o.scheduler = std::string(GetParam()) == "busy" ? FORKC_SCHED_BUSY : FORKC_SCHED_LAZY;
    forkc_pool *p = nullptr;
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    ASSERT_EQ(forkc_set_default_pool(p), 0);
    EXPECT_EQ(forkc_main_worker(), -1);
    Where w;
    ASSERT_EQ(forkc_run(p, record, &w), 0);
    EXPECT_GE(w.worker, 0);
    EXPECT_FALSE(w.on_main) << "its workers are its own threads";
    ASSERT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

TEST_P(Seat, MainWorkerOffGivesEveryWorkerAThread) {
    EXPECT_EQ(forkc_set_default_pool(nullptr), 0);
    EXPECT_EQ(forkc_pool_destroy(forkc_default_pool()), 0);
    setenv("FORKC_MAIN_WORKER", "0", 1);
    forkc_pool *d = remake_default(2, GetParam());
    unsetenv("FORKC_MAIN_WORKER");
    EXPECT_EQ(forkc_main_worker(), -1);
    Where w;
    ASSERT_EQ(forkc_run(d, record, &w), 0);
    EXPECT_GE(w.worker, 0);
    EXPECT_FALSE(w.on_main) << "the main thread only waits";
    EXPECT_EQ(hand_fib(16), ref_fib(16));
}

// An MPI launcher binds a rank to a core: more workers than the cores of
// the process's affinity mask share them, and the runtime says so once.
TEST(SharedCores, SaidOnceWhenWorkersOutnumberTheAffinityMask) {
    cpu_set_t all, one;
    ASSERT_EQ(sched_getaffinity(0, sizeof all, &all), 0);
    if (CPU_COUNT(&all) < 2)
        GTEST_SKIP() << "one CPU: a mask of one core restricts nothing";
    int first = -1;
    for (int c = 0; c < CPU_SETSIZE && first < 0; c++)
        if (CPU_ISSET(c, &all))
            first = c;
    ASSERT_GE(first, 0);
    CPU_ZERO(&one);
    CPU_SET(first, &one);
    ASSERT_EQ(sched_setaffinity(0, sizeof one, &one), 0);
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 3;
    forkc_pool *p = nullptr, *q = nullptr;
    testing::internal::CaptureStderr();
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    ASSERT_EQ(forkc_pool_create(&q, &o), 0);
    std::string err = testing::internal::GetCapturedStderr();
    ASSERT_EQ(sched_setaffinity(0, sizeof all, &all), 0);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
    EXPECT_EQ(forkc_pool_destroy(q), 0);
    const std::string said = "forkc: 3 workers share the 1 core this process may run on";
    size_t at = err.find(said);
    EXPECT_NE(at, std::string::npos) << err;
    EXPECT_EQ(err.find(said, at + 1), std::string::npos) << "said once, not per pool: " << err;
}

INSTANTIATE_TEST_SUITE_P(Schedulers, Seat, ::testing::Values("busy", "lazy"));

} // namespace
