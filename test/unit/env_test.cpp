// Strict parsing of the FORKC_* environment variables (issue 12): malformed
// values abort with a message naming the variable and what it accepts;
// documented synonyms and empty values (= unset) are accepted.
#include <forkc.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

namespace {

// Sets a variable for one scope of a test that runs in this process.
struct Env {
    const char *name;
    Env(const char *n, const char *v) : name(n) { setenv(n, v, 1); }
    ~Env() { unsetenv(name); }
};

class EnvDeath : public ::testing::Test {
  protected:
    void SetUp() override { GTEST_FLAG_SET(death_test_style, "threadsafe"); }
};

// The statement runs in a child process: its setenv does not leak here.
void expect_options_die(const char *name, const char *value, const std::string &msg) {
    EXPECT_DEATH(
        {
            setenv(name, value, 1);
            forkc_pool_options_default();
        },
        msg)
        << name << "=" << value;
}

// The same for a variable read when a pool is created.
void expect_pool_create_die(const char *name, const char *value, const std::string &msg) {
    EXPECT_DEATH(
        {
            setenv(name, value, 1);
            forkc_pool_options o = forkc_pool_options_default();
            o.workers = 1;
            forkc_pool *p;
            forkc_pool_create(&p, &o);
        },
        msg)
        << name << "=" << value;
}

TEST_F(EnvDeath, MalformedWorkerCounts) {
    const std::string msg = "FORKC_WORKERS=.* is not accepted: expected a worker count, a decimal "
                            "number from 1 to 4096";
    for (const char *v : {"abc", "0", "-1", "-0", "+4", " 4", "4 ", "4x", "0x10", "4.0", "4097",
                          "99999999999999999999999", "18446744073709551617"})
        expect_options_die("FORKC_WORKERS", v, msg);
}

TEST_F(EnvDeath, MalformedPin) {
    const std::string msg = "FORKC_PIN=.* is not accepted: expected 1, yes, true or on; 0, no, "
                            "false or off";
    for (const char *v : {"2", "-1", "nope", "yes please", " 0", "00"})
        expect_options_die("FORKC_PIN", v, msg);
}

TEST_F(EnvDeath, MalformedScheduler) {
    for (const char *v : {"eager", "Busy", "busy "})
        expect_options_die("FORKC_SCHEDULER", v, "FORKC_SCHEDULER=.* neither \"busy\" nor \"lazy\"");
}

TEST_F(EnvDeath, MalformedOsStackSize) {
    // Read when a pool starts its threads.
    for (const char *v : {"0", "big", "65537", "-5", "12MB"})
        expect_pool_create_die("FORKC_OS_STACK_MB", v,
                               "FORKC_OS_STACK_MB=.* is not accepted: expected a worker's OS stack "
                               "size in MiB, a decimal number from 1 to 65536");
}

TEST_F(EnvDeath, MalformedIdleSpin) {
    // Read when a pool is made.
    for (const char *v : {"-1", "fast", "1000001", "2ms", " 5"})
        expect_pool_create_die("FORKC_IDLE_SPIN_US", v,
                               "FORKC_IDLE_SPIN_US=.* is not accepted: expected microseconds an "
                               "idle lazy thief spins before sleeping, a decimal number from 0 to "
                               "1000000");
}

TEST(Env, WellFormedValues) {
    {
        Env e("FORKC_WORKERS", "7");
        EXPECT_EQ(forkc_pool_options_default().workers, 7u);
    }
    {
        Env e("FORKC_WORKERS", "4096");
        EXPECT_EQ(forkc_pool_options_default().workers, 4096u);
    }
    {
        Env e("FORKC_WORKERS", "1");
        EXPECT_EQ(forkc_pool_options_default().workers, 1u);
    }
    {
        Env e("FORKC_SCHEDULER", "busy");
        EXPECT_EQ(forkc_pool_options_default().scheduler, FORKC_SCHED_BUSY);
    }
    {
        Env e("FORKC_SCHEDULER", "lazy");
        EXPECT_EQ(forkc_pool_options_default().scheduler, FORKC_SCHED_LAZY);
    }
}

TEST(Env, PinSynonyms) {
    for (const char *v : {"0", "no", "false", "off", "NO", "Off", "FALSE"}) {
        Env e("FORKC_PIN", v);
        EXPECT_EQ(forkc_pool_options_default().pin, 0) << v;
    }
    for (const char *v : {"1", "yes", "true", "on", "YES", "On"}) {
        Env e("FORKC_PIN", v);
        EXPECT_EQ(forkc_pool_options_default().pin, 1) << v;
    }
    for (const char *v : {"always", "ALWAYS"}) {
        Env e("FORKC_PIN", v);
        EXPECT_EQ(forkc_pool_options_default().pin, FORKC_PIN_ALWAYS) << v;
    }
}

TEST(Env, EmptyMeansUnset) {
    unsetenv("FORKC_WORKERS");
    unsetenv("FORKC_SCHEDULER");
    unsetenv("FORKC_PIN");
    forkc_pool_options unset = forkc_pool_options_default();
    EXPECT_GE(unset.workers, 1u);
    EXPECT_EQ(unset.scheduler, FORKC_SCHED_LAZY);
    EXPECT_EQ(unset.pin, 1);
    Env a("FORKC_WORKERS", ""), b("FORKC_SCHEDULER", ""), c("FORKC_PIN", "");
    forkc_pool_options empty = forkc_pool_options_default();
    EXPECT_EQ(empty.workers, unset.workers);
    EXPECT_EQ(empty.scheduler, unset.scheduler);
    EXPECT_EQ(empty.pin, unset.pin);
}

TEST(Env, OsStackSizeIsUsed) {
    Env e("FORKC_OS_STACK_MB", "1");
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 1;
    forkc_pool *p;
    ASSERT_EQ(forkc_pool_create(&p, &o), 0);
    static int ran;
    ran = 0;
    EXPECT_EQ(forkc_run(p, [](void *) { ran = 1; }, nullptr), 0);
    EXPECT_EQ(ran, 1);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
}

// Sleeps a lazy pool's idle thieves make while plain C runs 10 roots `gap`
// apart (a time-stepping program with serial code between its steps); the
// count starts after a first root and a pause, so that a fresh worker's first
// sleep, which comes at once, falls before it.  *in_time: the 10 roots took
// less than 900 ms.
static unsigned long long sleeps_between_roots(std::chrono::milliseconds gap, bool *in_time) {
    forkc_pool_options o = forkc_pool_options_default();
    o.workers = 2;
    o.scheduler = FORKC_SCHED_LAZY;
    forkc_pool *p;
    EXPECT_EQ(forkc_pool_create(&p, &o), 0);
    EXPECT_EQ(forkc_run(p, [](void *) {}, nullptr), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    forkc_pool_reset_stats(p);
    auto start = std::chrono::steady_clock::now();
    for (int step = 0; step < 10; step++) {
        std::this_thread::sleep_for(gap);
        EXPECT_EQ(forkc_run(p, [](void *) {}, nullptr), 0);
    }
    forkc_stats s;
    EXPECT_EQ(forkc_pool_stats(p, &s), 0);
    *in_time = std::chrono::steady_clock::now() - start < std::chrono::milliseconds(900);
    EXPECT_EQ(forkc_pool_destroy(p), 0);
    return s.sleeps;
}

TEST(Env, IdleSpinIsUsed) {
    bool in_time;
    {
        // No spin: the worker that ran a root sleeps in every gap (20 ms, so
        // that a loaded machine still gives it the CPU to fail its 64 steals
        // in most gaps).
        Env e("FORKC_IDLE_SPIN_US", "0");
        EXPECT_GE(sleeps_between_roots(std::chrono::milliseconds(20), &in_time), 5u);
    }
    {
        // A one-second spin outlasts every gap: nobody sleeps (checked only
        // when the roots came within the second).
        Env e("FORKC_IDLE_SPIN_US", "1000000");
        unsigned long long sleeps = sleeps_between_roots(std::chrono::milliseconds(5), &in_time);
        if (in_time)
            EXPECT_EQ(sleeps, 0u);
    }
}

} // namespace
