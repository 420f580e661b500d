#include "RunBudget.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "Greedy.h"
#include "Tensor.h"

namespace atlas {

namespace {

std::string mebibytes(long long elements) {
    char text[32];
    const double bytes = double(elements) * sizeof(float);
    if (bytes >= double(1LL << 30))
        std::snprintf(text, sizeof text, "%.1f GiB", bytes / double(1LL << 30));
    else
        std::snprintf(text, sizeof text, "%.0f MiB", bytes / double(1LL << 20));
    return text;
}

std::string mapShapeText(long long layers, const Config& c, long long queries, long long keys) {
    return std::to_string(layers) + " layers × " + std::to_string(c.n_heads) + " heads × " +
           std::to_string(queries) + " × " + std::to_string(keys);
}

// The widest row a layer computes per token: residual stream and norms, the feed-forward's
// hidden layer, queries, the block output before W_o, new cache rows, and MLA's absorbed context.
long long rowWidth(const Config& c) {
    const long long H = c.n_heads, dh = c.d_head, dr = c.ropeWidth();
    return 4LL * c.d_model + 2LL * c.d_ff + H * (dh + dr) + H * dh + c.kvElementsPerToken() +
           (c.isLatent() ? H * (c.d_latent + dr) : 0);
}

// One head's scores (queries × keys) on each thread at once, plus MLA's per-head keys and
// values in the naive evaluation.
long long scoreElements(const Config& c, long long queries, long long keys) {
    const long long perHead = queries * keys + (c.isLatent() ? keys * (3LL * c.d_head) : 0);
    return std::max(1, threadCount()) * perHead;
}

}  // namespace

// Sizes are bounded by ConfigLimits (2^14 positions, 2^10 heads, 2^8 layers, 2^16 widths), so
// none of these products nears 2^63.
RunCost RunBudget::encoding(const Config& c, long long n, bool maps) {
    RunCost cost;
    if (maps) {
        cost.maps = c.n_encoder_layers * (long long)c.n_heads * n * n;
        cost.mapShape = "encoder " + mapShapeText(c.n_encoder_layers, c, n, n);
    }
    cost.activations = n * rowWidth(c) + scoreElements(c, n, n);
    return cost;
}

RunCost RunBudget::decoding(const Config& c, long long n, long long first, long long tokens,
                            bool maps, bool allLogits) {
    const long long L = c.n_decoder_layers, keys = first + tokens;
    RunCost cost;
    if (maps) {
        cost.maps = L * c.n_heads * tokens * (keys + n);
        cost.mapShape = "decoder " + mapShapeText(L, c, tokens, keys) + " and " +
                        mapShapeText(L, c, tokens, n) + " (cross)";
    }
    const long long caches = L * (keys + n) * c.kvElementsPerToken();
    cost.activations = tokens * rowWidth(c) + scoreElements(c, tokens, std::max(keys, n)) + caches +
                       (allLogits ? tokens : 1) * (long long)c.targetVocab();
    return cost;
}

RunCost RunBudget::translation(const Config& c, long long n, long long m) {
    const RunCost encoder = encoding(c, n, true), decoder = decoding(c, n, 0, m, true, true);
    RunCost cost;
    cost.maps = encoder.maps + decoder.maps;
    cost.mapShape = encoder.mapShape + ", " + decoder.mapShape;
    // Greedy decoding's single steps hold less than the teacher-forced pass over all m.
    cost.activations = std::max(encoder.activations, decoder.activations);
    return cost;
}

bool RunBudget::fits(const RunCost& cost) {
    return cost.maps * (long long)sizeof(float) <= kMapBytes &&
           cost.activations * (long long)sizeof(float) <= kActivationBytes;
}

void RunBudget::require(const RunCost& cost, const std::string& what) {
    if (cost.maps * (long long)sizeof(float) > kMapBytes)
        throw std::length_error(what + ": the attention maps would take " + mebibytes(cost.maps) +
                                " (" + cost.mapShape + "), over the " +
                                mebibytes(kMapBytes / sizeof(float)) + " budget");
    if (cost.activations * (long long)sizeof(float) > kActivationBytes)
        throw std::length_error(what + ": the activations and caches would take " +
                                mebibytes(cost.activations) + ", over the " +
                                mebibytes(kActivationBytes / sizeof(float)) + " budget");
}

int RunBudget::longestSource(const Config& c, int targetTokens) {
    auto fitsSource = [&](int n) {
        const int m = 1 + (targetTokens >= 0 ? targetTokens : greedyLimit(c, n));
        return fits(translation(c, n, m));
    };
    // The cost grows with n: the largest n that fits, by bisection.
    int lo = 0, hi = c.max_positions;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (fitsSource(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

}  // namespace atlas
