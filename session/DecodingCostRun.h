#pragma once
// The KV page's "cost" work: the paper's claim that caching keys and values turns streaming
// generation from O(N³) total work into O(N²), measured on our model (DecodingTiming) with the
// FLOPs counted beside it (DecodingCost), as plain values for the panel to draw.

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "Config.h"

namespace atlas {
class Model;
}  // namespace atlas

namespace atlas::views {

// One figure with the KV cache and without it.
struct CachedAndNot {
    double cached = 0;
    double uncached = 0;
};

struct CostStep {
    int step = 0;  // t, 1-based
    CachedAndNot seconds, flops;
    // Running totals up to t. The cached time starts with the prefill and the cached FLOPs with
    // the one cross-cache fill, both paid once.
    CachedAndNot totalSeconds, totalFlops;
};

struct DecodingCostRun {
    Config config;
    long long sourceTokens = 0;   // n, eos included
    std::vector<CostStep> steps;  // fewer than asked when cancelled
    // The exponent p of each running total ≈ a·N^p over the last half of the steps.
    CachedAndNot timeGrowth, flopGrowth;
    double crossover = 0;  // the t beyond which the uncached step's c·t² dominates (may be ∞)
};

// Decodes `steps` tokens of `text` greedily and times each step both ways (each step's fastest
// of three repeats: a shared machine only slows). Runs off the GUI thread; `cancelled` is read
// between steps.
DecodingCostRun measureDecodingCost(std::shared_ptr<const atlas::Model> model,
                                    const std::string& text, int steps,
                                    const std::atomic<bool>& cancelled);

}  // namespace atlas::views
