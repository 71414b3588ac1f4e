// NUMA placement and victim weights (libfork Eq. 6) on an hwloc synthetic
// topology: 2 packages x 2 NUMA nodes x 8 cores, checked on the computed
// weights and on sampled victims.
#include "shim.h"

#include <gtest/gtest.h>

#include <cmath>
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

}  // namespace
