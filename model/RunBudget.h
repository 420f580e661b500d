#pragma once
// What one pass through the transformer may hold at once, known from the configuration and the
// sequence lengths before anything is computed. Every limit of ConfigLimits can be within
// bounds while their product is not: 256 layers × 1024 heads × 70² attention maps are 5 GB, and
// a std::bad_alloc halfway through a pass leaves nothing to show. Such a pass is refused first,
// with a message naming the sizes (std::length_error, like a source that exceeds max_positions).

#include <string>

#include "Config.h"

namespace atlas {

// Float32 numbers, so 4 bytes each.
struct RunCost {
    long long maps = 0;         // Z⁻¹A kept for the views: layers × heads × queries × keys
    long long activations = 0;  // the largest working set: rows of every width, scores, caches
    std::string mapShape;       // how `maps` was counted, for the message
};

class RunBudget {
public:
    static constexpr long long kMapBytes = 256LL << 20;
    static constexpr long long kActivationBytes = 512LL << 20;

    // Encoding n source tokens (eos included), the maps kept or not.
    static RunCost encoding(const Config& c, long long n, bool maps);
    // Feeding `tokens` decoder inputs at positions first, … against a source of n tokens.
    static RunCost decoding(const Config& c, long long n, long long first, long long tokens,
                            bool maps, bool allLogits);
    // translate(): the encoder with its maps, then m decoder positions [bos, y1 … y_{m−1}] in one
    // pass with their maps and logits; all maps are kept together.
    static RunCost translation(const Config& c, long long n, long long m);

    static bool fits(const RunCost& cost);
    // Throws std::length_error "<what>: … over the … budget" when the cost does not fit.
    static void require(const RunCost& cost, const std::string& what);

    // The longest source (eos included, at most max_positions) whose translation fits, with
    // `targetTokens` forced (teacher forcing) or, when negative, as many as greedy decoding may
    // produce; 0 when not even one token fits.
    static int longestSource(const Config& c, int targetTokens = -1);
};

}  // namespace atlas
