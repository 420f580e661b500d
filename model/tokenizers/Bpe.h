#pragma once
// The BPE model of tokenizer.json (huggingface/tokenizers, models/bpe/model.rs BPE; its JSON as
// models/bpe/serialization.rs reads it). A word is split into characters — each with
// continuing_subword_prefix after the first and end_of_word_suffix on the last, unknown ones as
// <0xNN> bytes (byte_fallback) or unk_token (fused when fuse_unk) — then merged by rank.
//
// dropout: null, 0 and 1 give what tokenizers gives (1 applies no merge); a dropout strictly
// between 0 and 1 makes tokenizers pick merges at random on every encoding, so we apply none of
// that randomness and merge as with 0 — the ids a model was evaluated with.

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

#include "BpeMerges.h"
#include "BpeWord.h"
#include "VocabularyModel.h"
#include "WordCache.h"

namespace atlas::hf {

class Bpe final : public VocabularyModel {
public:
    // The "model" object with "type": "BPE"; path names it in messages.
    Bpe(const nlohmann::json& model, const std::string& path);

    void tokenize(std::string_view word, std::vector<int>& ids,
                  std::vector<std::string>& pieces) const override;
    std::vector<ModelStep> explain(std::string_view word) const override;

private:
    BpeWord characters(std::string_view word) const;  // model.rs merge_word before merge_all
    std::vector<int> merged(std::string_view word) const;
    std::vector<std::string> piecesOf(const std::vector<int>& ids) const;

    BpeMerges merges_;
    std::optional<std::string> unkToken_, prefix_, suffix_;
    bool fuseUnk_ = false, byteFallback_ = false, ignoreMerges_ = false;
    bool noMerges_ = false;              // dropout 1
    std::array<int, 256> byteIds_{};     // the id of "<0xNN>", -1 when absent
    WordCache<std::vector<int>> cache_;  // word → ids (model.rs tokenize_with_cache)
};

}  // namespace atlas::hf
