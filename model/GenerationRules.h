#pragma once
// What a Hub folder's generation settings change in greedy decoding (SPEC §5, the logits
// processors of transformers' generate()); our own checkpoints carry none of them.

#include <vector>

namespace atlas {

struct GenerationRules {
    // transformers counts the decoder's start token in max_length: the decoder input
    // [start, y1 … ym] never grows past it (stopping criteria MaxLengthCriteria). 0: SPEC §2's
    // limit min(2n + 10, max_positions − 1) instead.
    int maxLength = 0;
    // NoBadWordsLogitsProcessor: the last id of each sequence is never chosen after the others.
    std::vector<std::vector<int>> badWords;
    // ForcedEOSTokenLogitsProcessor: at the step that reaches max_length, only this id (−1: none).
    int forcedEos = -1;
    // Never chosen (SPEC §5: greedy decoding never emits pad_token_id); −1: none.
    int neverEmitted = -1;
    // Decoder-only (SPEC §5): generation stops at any of these (generation_config.json's
    // eos_token_id list, else config.json's); empty: at the configuration's eos_id; {kNoStop}:
    // at none (eos_token_id None, as Qwen2Config leaves it).
    std::vector<int> stopIds;
    static constexpr int kNoStop = -1;

    bool any() const {
        return maxLength > 0 || !badWords.empty() || forcedEos >= 0 || neverEmitted >= 0;
    }
};

}  // namespace atlas
