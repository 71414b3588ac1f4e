// Geometric segmented stacks: Theorem 1 of the libfork paper on randomized
// allocation sequences, FILO misuse is fatal with a message.
#include "shim.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace {

size_t round16(size_t n) { return (n + 15) & ~size_t(15); }

// Theorem 1: a segmented stack storing M >= 1 bytes uses at most
// O(c) + c*log2(M) + 4M bytes (c: per-stacklet metadata).  Our O(c) term is
// the first stacklet's minimum size plus a few headers.
void check_bound(shim_stack *s, size_t stored, size_t c) {
    if (stored == 0) return;
    double M = (double)stored;
    double bound = 16384.0 + 3.0 * c + c * std::log2(M) + 4.0 * M;
    if ((double)shim_stack_heap_bytes(s) > bound) shim_stack_dump(s);
    ASSERT_LE((double)shim_stack_heap_bytes(s), bound) << "M=" << stored;
}

TEST(Stacklet, TheoremOneOnRandomSequences) {
    const size_t c = shim_stack_header_bytes();
    for (unsigned seed = 1; seed <= 20; seed++) {
        std::mt19937_64 rng(seed);
        shim_stack *s = shim_stack_new();
        std::vector<std::pair<void *, size_t>> live;
        size_t stored = 0;
        // Sizes span frames (tens of bytes) to big buffers (hundreds of KiB).
        std::uniform_int_distribution<int> pick(0, 99);
        for (int step = 0; step < 20000; step++) {
            bool alloc = live.empty() || pick(rng) < 52;
            if (alloc) {
                size_t size = pick(rng) < 95 ? 16 + rng() % 256 : 1 + rng() % (256 * 1024);
                void *p = shim_stack_bump(s, size);
                ASSERT_EQ((uintptr_t)p % 16, 0u);
                if (!live.empty())  // no overlap with the previous allocation
                    ASSERT_TRUE((char *)p >= (char *)live.back().first + round16(live.back().second) ||
                                (char *)p + round16(size) <= (char *)live.back().first);
                memset(p, 0xab, size);
                live.push_back({p, size});
                stored += round16(size);
            } else {
                shim_stack_unbump(s, live.back().first, live.back().second);
                stored -= round16(live.back().second);
                live.pop_back();
            }
            check_bound(s, stored, c);
        }
        while (!live.empty()) {
            shim_stack_unbump(s, live.back().first, live.back().second);
            live.pop_back();
        }
        EXPECT_TRUE(shim_stack_is_empty(s));
        shim_stack_delete(s);
    }
}

TEST(Stacklet, GeometricGrowth) {
    shim_stack *s = shim_stack_new();
    std::vector<void *> ps;
    for (int i = 0; i < 10000; i++) ps.push_back(shim_stack_bump(s, 100));
    // 10000 * 112 bytes, doubling from 16 KiB: 16+32+...+1024 KiB, i.e. 7
    // stacklets (a linear 16 KiB segmentation would need 69).
    const size_t M = 10000 * 112;
    EXPECT_LE(shim_stack_heap_bytes(s), 4 * M);
    EXPECT_LE(shim_stack_heap_bytes(s), (size_t(16) << 7) * 1024);
    for (int i = 9999; i >= 0; i--) shim_stack_unbump(s, ps[(size_t)i], 100);
    EXPECT_TRUE(shim_stack_is_empty(s));
    shim_stack_delete(s);
}

TEST(Stacklet, HotSplitIsCached) {
    shim_stack *s = shim_stack_new();
    void *a = shim_stack_bump(s, 16000);  // nearly fills the first stacklet
    size_t before = 0;
    for (int i = 0; i < 1000; i++) {       // crossing the boundary again and again
        void *b = shim_stack_bump(s, 1000);
        if (i == 0) before = shim_stack_heap_bytes(s);
        shim_stack_unbump(s, b, 1000);
        ASSERT_EQ(shim_stack_heap_bytes(s), before) << "the empty stacklet was not kept";
    }
    shim_stack_unbump(s, a, 16000);
    shim_stack_delete(s);
}

TEST(StackletDeath, OutOfOrderReleaseAborts) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_DEATH(
        {
            shim_stack *s = shim_stack_new();
            void *a = shim_stack_bump(s, 64);
            (void)shim_stack_bump(s, 64);
            shim_stack_unbump(s, a, 64);
        },
        "out of FILO order");
}

}  // namespace
