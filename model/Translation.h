#pragma once
// SPEC §4 `translate`: one sentence through the model, with everything the views and the JSON
// dump show: the tokens, every head's attention, the logits and the KV cache's size.

#include <optional>
#include <string>
#include <vector>

#include "Model.h"
#include "RecordedDecoding.h"

namespace atlas {

// An encoder-only model (SPEC §6) fills its masks instead: sourceIds are tokenizer(text)
// ["input_ids"], targetIds the predicted id of each mask in order, targetText the filled text,
// encoderSelf its one stack, logits (n, V) the masked-LM head at every position (with
// TranslateOptions::logitsAtMasksOnly, one row a mask).
// A decoder-only model (SPEC §5 "Decoder-only") continues its prompt instead: sourceIds are
// the prompt ([bos] + pieces, and the arrow for our English → German models, ArrowPrompt.h),
// targetIds the appended ids, decoderSelf the one causal pass over both, logits (n+m, V).
struct Translation {
    std::string sourceText, targetText;
    std::vector<int> sourceIds;                 // eos appended (decoder-only: the prompt)
    std::vector<int> targetIds;                 // y1 … ym, no eos
    LayerMaps encoderSelf, decoderSelf, cross;  // [layer][head] (queries, keys)
    std::vector<Matrix> encoderStates;          // when asked: x, then each encoder layer's output
    Matrix logits;                              // (m+1, V): position t predicts y_{t+1}
    size_t selfCacheBytes = 0;                  // after the m+1 decoder positions
    size_t crossCacheBytes = 0;
};

struct TranslateOptions {
    std::optional<std::string> target;  // teacher forcing instead of greedy decoding
    GreedyOptions greedy;
    bool keepEncoderStates = false;  // fill Translation::encoderStates (the embeddings page)
    // Greedy decoding's guess of the result: the target ids of the text before a keystroke
    // (recordedGreedyDecode). The result is the same without it, only slower.
    std::vector<int> draft;
    // Decoder-only: at most this many ids appended (SPEC §5 --max-new-tokens); nullopt: 32, or
    // for an arrow model SPEC §2's limit for its English.
    std::optional<int> maxNewTokens;
    // Encoder-only without a masked-LM head: a mask in the text is left as it is (the window
    // still shows the encoder) instead of refused (translate, SPEC §6).
    bool leaveMasksWithoutHead = false;
    // Encoder-only: the head only at the masks, Translation::logits one row a mask in order (the
    // window's fill-mask; a 30 522-wide head at every position is a fifth of BERT-base's pass).
    bool logitsAtMasksOnly = false;
};

Translation translate(const Model& model, const std::string& text,
                      const TranslateOptions& options = {});

// The JSON of SPEC §4 (`translate --json`).
std::string translationJson(const Model& model, const Translation& translation);

}  // namespace atlas
