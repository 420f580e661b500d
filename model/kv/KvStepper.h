#pragma once
// SPEC §2 "KV cache", watched one token at a time: greedy decoding of one source with the cache,
// recording after every step the bytes the live caches really hold, so that they can be held
// against what the configuration says they must hold (analyticCacheBytes).

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "CacheBytes.h"
#include "Model.h"

namespace atlas {

// One step of the stepper: y_{t−1} fed, y_t chosen, and what the caches then hold.
struct KvStep {
    int step = 0;    // t, 1-based: the self caches now hold t tokens per layer
    int input = 0;   // y_{t−1} (bos at t = 1)
    int output = 0;  // y_t, the arg-max of the logits
    CacheBytes measured;
    CacheBytes analytic;  // analyticCacheBytes() for the same moment
    double seconds = 0;   // the decode() call alone
    // This step's one query row of Z⁻¹A, [layer][head]: 1 × t (self), 1 × n (cross); empty
    // unless the stepper records attention.
    LayerMaps selfAttention, crossAttention;
};

class KvStepper {
public:
    // Encodes the source and fills the cross-attention caches (step 0). The model is shared so
    // that a stepper outlives the window's switch to another model. Throws std::length_error
    // when the source exceeds max_positions.
    KvStepper(std::shared_ptr<const Model> model, const std::string& sourceText);
    // A decoder-only model (docs/format.md): nothing is encoded; step t feeds the prompt's token
    // t while there is one, then the token chosen before, for at most maxNewTokens more, so that
    // the self caches grow from empty (a sliding layer's up to its window). Stops at a stop id
    // (isStop) once the prompt is fed.
    KvStepper(std::shared_ptr<const Model> model, std::vector<int> prompt, int maxNewTokens);

    // Decodes one more token; throws std::logic_error once finished().
    const KvStep& step();
    // Keep each step's attention rows in its KvStep (step-through teaching); off by default.
    void recordAttention(bool on) { recordAttention_ = on; }
    // Step-through teaching shows every row of the teacher-forced pass, the last greedy token's
    // too: up to greedyLimit() + 1 steps instead of greedyLimit().
    void setLimit(int steps) { limit_ = std::clamp(steps, 0, greedyLimit_ + 1); }
    // Eos chosen, or greedyLimit() steps taken.
    bool finished() const;

    const Model& model() const { return *model_; }
    const std::vector<int>& sourceIds() const { return sourceIds_; }
    int limit() const { return limit_; }
    const std::vector<KvStep>& steps() const { return steps_; }
    // What the caches held after encoding (step 0: the cross caches alone), and hold now.
    const CacheBytes& initial() const { return initial_; }
    CacheBytes measured() const;
    CacheBytes analytic() const;
    // The live caches themselves (how many tokens each layer holds, from which position).
    const KvCache& cache() const { return state_.cache; }
    const std::vector<int>& prompt() const { return prompt_; }

private:
    std::shared_ptr<const Model> model_;
    std::vector<int> sourceIds_;  // empty for a decoder-only model
    std::vector<int> prompt_;     // a decoder-only model's, fed before any chosen token
    int limit_ = 0;
    int greedyLimit_ = 0;
    DecoderState state_;
    std::vector<KvStep> steps_;
    CacheBytes initial_;
    bool recordAttention_ = false;
};

}  // namespace atlas
