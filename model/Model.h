#pragma once
// A checkpoint made runnable: its configuration, tokenizer and transformer together.

#include <string>
#include <vector>

#include "Checkpoint.h"
#include "Tokenizer.h"
#include "Transformer.h"

namespace atlas {

// tokenizer(text_a, text_b) for an encoder-only model: the ids, their token types (BERT's
// token_type_ids: 0 for the first part, 1 for the second; RoBERTa's all 0) and where the second
// text's tokens begin (the first part holds [CLS] A [SEP], or <s> A </s></s>).
struct SentencePairIds {
    std::vector<int> ids, types;
    int secondBegin = 0;
};

class Model {
public:
    // Throws CheckpointError when the model computes NaN or infinity (requireFiniteProbe).
    explicit Model(const Checkpoint& checkpoint);

    const Config& config() const { return transformer_.config(); }
    const Tokenizer& tokenizer() const { return tokenizer_; }
    const Transformer& transformer() const { return transformer_; }
    // A Hub folder's config.json as read (SPEC §5), empty for our own checkpoints.
    const std::string& hubConfigJson() const { return hubConfigJson_; }
    // The folder a Hub model was opened from, empty for our own checkpoints.
    const std::string& hubFolder() const { return hubFolder_; }

    // SPEC §2 "Tokens": the source's ids with eos_id appended; an encoder-only model's
    // tokenizer(text)["input_ids"] (SPEC §6: [CLS] … [SEP]; ours: [bos] … [eos]); throws
    // std::length_error when they exceed max_positions.
    std::vector<int> sourceIds(const std::string& text) const;
    // Two texts as one input (the Alignment page's sentence pair); throws std::length_error past
    // max_positions and std::invalid_argument for a model that is not encoder-only.
    SentencePairIds pairIds(const std::string& a, const std::string& b) const;
    // The mask token's id (an encoder-only model's fill-mask), −1 when the tokenizer has none.
    int maskId() const { return maskId_; }
    // Target text as ids y1 … ym (no bos, no eos).
    std::vector<int> targetIds(const std::string& text) const;
    // Decoder-only (SPEC §5): [bos_id] + the text's pieces, without bos when the folder's
    // tokenizer_config.json says add_bos_token false; throws std::length_error past
    // max_positions and std::invalid_argument when nothing is left.
    std::vector<int> promptIds(const std::string& text) const;
    // SPEC §2 "Tokens": the teacher-forced decoder input [bos, y1 … ym].
    std::vector<int> decoderInput(const std::vector<int>& targetIds) const {
        return transformer_.decoderInput(targetIds);
    }

private:
    std::vector<int> maskedPieces(const std::string& text) const;
    void requireFits(size_t count, const char* what) const;

    Tokenizer tokenizer_;
    Transformer transformer_;
    std::string hubConfigJson_, hubFolder_;
    bool addBos_ = true;
    int maskId_ = -1;
};

// The checkpoint's tokenizer, without the model: ours, a Hub folder's tokenizer.json or
// SentencePiece model, or Marian's pair of models with its vocabulary.
Tokenizer checkpointTokenizer(const Checkpoint& checkpoint);

}  // namespace atlas
