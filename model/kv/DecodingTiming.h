#pragma once
// The paper's cost claim measured rather than counted (DecodingCost.h counts it): the wall time
// of every greedy decoding step with the KV cache and without it, on the same tokens.

#include <atomic>
#include <vector>

#include "Transformer.h"

namespace atlas {

struct StepTiming {
    int step = 0;                // t, 1-based, as in DecodingCost.h
    double cachedSeconds = 0;    // decode(y_{t−1}) against the cache
    double uncachedSeconds = 0;  // fresh caches and decode(y_0 … y_{t−1}), last logits only
};

struct TimingOptions {
    int steps = 64;   // N; at most max_positions − 1 (but at least 1)
    int repeats = 3;  // each step's time is the fastest of its repeats, which noise only slows
};

struct DecodingTiming {
    double prefillSeconds = 0;  // startDecoding(): the cross caches, paid once with the cache
    std::vector<StepTiming> steps;
    bool cancelled = false;  // `steps` then holds what was measured so far of the first repeat
};

// Decodes N tokens greedily without stopping at eos (so that N is the caller's), then times each
// step both ways. `cancel` is read between steps.
DecodingTiming timeDecoding(const Transformer& transformer, const std::vector<int>& sourceIds,
                            const TimingOptions& options,
                            const std::atomic<bool>* cancel = nullptr);

}  // namespace atlas
