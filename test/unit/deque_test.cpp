// Chase-Lev deque: concurrent owner push/pop against several thieves; every
// item must be taken exactly once, through growth from a tiny buffer.
#include "shim.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace {

constexpr size_t kItems = 400000;

struct Tally {
    std::vector<std::atomic<int>> taken;
    Tally() : taken(kItems) {
        for (auto &t : taken) t.store(0);
    }
    void claim(void *item) {
        long i = shim_index(item);
        ASSERT_GE(i, 0);
        ASSERT_LT(i, (long)kItems);
        taken[(size_t)i].fetch_add(1);
    }
    void expect_each_once() {
        size_t bad = 0;
        for (size_t i = 0; i < kItems; i++) bad += taken[i].load() != 1;
        EXPECT_EQ(bad, 0u) << "items taken zero or several times";
    }
};

// Owner uses forkc_pop (the lowered code's pop): it only says whether the
// most recent push is still ours, so the owner mirrors its pushes.
void owner_with_pop(shim_deque *d, Tally &tally) {
    std::vector<void *> mirror;
    size_t next = 0;
    unsigned rnd = 12345;
    while (next < kItems || !mirror.empty()) {
        rnd = rnd * 1103515245u + 12345u;
        bool push = next < kItems && (mirror.empty() || (rnd >> 16) % 3 != 0);
        if (push) {
            void *it = shim_item(next++);
            shim_deque_push(d, it);
            mirror.push_back(it);
        } else if (shim_deque_pop(d)) {
            tally.claim(mirror.back());
            mirror.pop_back();
        } else {
            // A failed pop means the deque was empty: thieves have them all.
            mirror.clear();
        }
    }
}

void owner_with_take(shim_deque *d, Tally &tally) {
    size_t next = 0;
    unsigned rnd = 777;
    for (;;) {
        rnd = rnd * 1103515245u + 12345u;
        if (next < kItems && (rnd >> 16) % 4 != 0) {
            shim_deque_push(d, shim_item(next++));
            continue;
        }
        void *it = shim_deque_take(d);
        if (it)
            tally.claim(it);
        else if (next == kItems)
            break;
    }
}

template <class Owner>
void run(Owner owner, unsigned thieves, size_t capacity) {
    shim_deque *d = shim_deque_create(capacity);
    Tally tally;
    std::atomic<bool> done{false};
    std::vector<std::thread> ts;
    std::atomic<unsigned long> stolen{0};
    for (unsigned k = 0; k < thieves; k++)
        ts.emplace_back([&] {
            while (!done.load(std::memory_order_acquire) || shim_deque_size(d) > 0) {
                void *it = shim_deque_steal(d);
                if (it) {
                    tally.claim(it);
                    stolen++;
                } else {
                    std::this_thread::yield();
                }
            }
        });
    owner(d, tally);
    done.store(true, std::memory_order_release);
    for (auto &t : ts) t.join();
    tally.expect_each_once();
    EXPECT_GT(stolen.load(), 0u) << "the thieves never stole: the test proves nothing";
    shim_deque_destroy(d);
}

TEST(Deque, PushPopAgainstThreeThievesFromTinyBuffer) {
    shim_set_asymmetric(0);
    run(owner_with_pop, 3, 2);
}
TEST(Deque, PushTakeAgainstThreeThieves) {
    shim_set_asymmetric(0);
    run(owner_with_take, 3, 4);
}
// The owner's pop with only a compiler barrier; thieves use membarrier.
TEST(Deque, AsymmetricFencePushPopAgainstThreeThieves) {
    if (!shim_set_asymmetric(1)) GTEST_SKIP() << "membarrier unavailable (or ThreadSanitizer build)";
    for (int rep = 0; rep < 3; rep++) run(owner_with_pop, 3, 2);
    shim_set_asymmetric(0);
}

TEST(Deque, SingleThreadLifoAndGrowth) {
    shim_deque *d = shim_deque_create(2);
    for (size_t i = 0; i < 1000; i++) shim_deque_push(d, shim_item(i));
    EXPECT_EQ(shim_deque_size(d), 1000);
    EXPECT_EQ(shim_index(shim_deque_steal(d)), 0);  // thieves take the oldest
    for (size_t i = 999; i >= 1; i--) ASSERT_EQ(shim_index(shim_deque_take(d)), (long)i);
    EXPECT_EQ(shim_deque_take(d), nullptr);
    EXPECT_EQ(shim_deque_pop(d), 0);
    shim_deque_push(d, shim_item(5));
    EXPECT_EQ(shim_deque_pop(d), 1);
    EXPECT_EQ(shim_deque_size(d), 0);
    shim_deque_destroy(d);
}

}  // namespace
