#pragma once
// SPEC §2 "KV cache", the paper's cost claim counted: streaming generation that keeps keys and
// values (or MLA latents) costs O(N) per step and O(N²) in total; recomputing the whole prefix
// every step costs O(N²) per step and O(N³) in total. These are the floating-point operations
// of our decoder as the code performs them (Greedy.cpp, DecoderLayer.cpp).
//
// Convention: a product of an (m × k) by a (k × n) matrix is 2·m·k·n FLOPs (a multiply and an
// add each). Only matrix products are counted; biases, norms, rotations, the softmax and the
// activation add O(d) per token and are left out. The encoder runs once in either mode and is
// left out too.

#include <vector>

#include "Config.h"
#include "LatentAttention.h"

namespace atlas {

// FLOPs of one pass of the decoder stack, split as the chart's table shows them.
struct DecoderFlops {
    long long selfAttention = 0;   // Q, the new tokens' K/V (or latents), S = QKᵀ, A·V, W_o
    long long crossAttention = 0;  // Q, S, A·V, W_o against the cross cache
    long long crossFill = 0;       // the source's cross K/V (or latents), startDecoding()
    long long feedForward = 0;     // W₁ and W₂
    long long logits = 0;          // the last row against the d × V output matrix

    long long total() const {
        return selfAttention + crossAttention + crossFill + feedForward + logits;
    }
};

// What one decoder pass computes: `queries` new tokens whose self-attention sees `selfKeys`
// cached tokens (the kernel forms the whole queries × selfKeys matrix and masks it), against
// `sourceTokens` cached source tokens; `fillCross` when the pass rebuilds the cross caches.
struct DecoderPass {
    long long queries = 1;
    long long selfKeys = 1;
    long long sourceTokens = 1;
    bool fillCross = false;
};

// MLA's evaluation matters: the naive one expands k_h and v_h from every cached latent each step.
DecoderFlops decoderPassFlops(const Config& config, const DecoderPass& pass,
                              MlaEvaluation evaluation = MlaEvaluation::Absorbed);

// Step t (1-based) of greedy decoding produces y_t from the decoder input y_0 … y_{t−1}, y_0 being
// bos. With the cache it feeds y_{t−1} alone against t cached tokens; without it, it starts from
// fresh caches (the cross caches refilled) and feeds all t tokens, keeping only the last logits.
DecoderFlops cachedStepFlops(const Config& config, long long sourceTokens, long long step,
                             MlaEvaluation evaluation = MlaEvaluation::Absorbed);
DecoderFlops uncachedStepFlops(const Config& config, long long sourceTokens, long long step,
                               MlaEvaluation evaluation = MlaEvaluation::Absorbed);

// Steps 1 … N added up. The cached total includes the one cross-cache fill of startDecoding().
long long cachedTotalFlops(const Config& config, long long sourceTokens, long long steps,
                           MlaEvaluation evaluation = MlaEvaluation::Absorbed);
long long uncachedTotalFlops(const Config& config, long long sourceTokens, long long steps,
                             MlaEvaluation evaluation = MlaEvaluation::Absorbed);

// Without the cache, step t costs a + b·t + c·t² FLOPs: c·t² is the t × t scores (S = QKᵀ and
// A·V), b·t the projections and feed-forward of t tokens. This is the t beyond which c·t²
// dominates, and with it the N³ of the total; below it the total grows more like N².
double quadraticCrossover(const Config& config, long long sourceTokens,
                          MlaEvaluation evaluation = MlaEvaluation::Absorbed);

// The exponent p of a running total y_N ≈ a·N^p, fitted by least squares on log–log over the
// second half of the steps (the first ones are all overhead). 0 for fewer than 4 values.
double growthExponent(const std::vector<double>& cumulative);

}  // namespace atlas
