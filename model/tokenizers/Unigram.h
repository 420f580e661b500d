#pragma once
// The Unigram model of tokenizer.json (huggingface/tokenizers, models/unigram/model.rs Unigram;
// its JSON as models/unigram/serialization.rs reads it): the segmentation of a word into pieces
// whose scores (log-probabilities) sum highest, by encode_optimized's Viterbi pass. A character
// no piece covers alone is an unknown node scored min score − 10 (K_UNK_PENALTY); adjacent
// unknown nodes are fused into one, which becomes <0xNN> pieces (byte_fallback) or unk_id.

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "Components.h"
#include "PieceTrie.h"
#include "WordCache.h"

namespace atlas::hf {

class Unigram final : public SubwordModel {
public:
    // The "model" object with "type": "Unigram".
    Unigram(const nlohmann::json& model, const std::string& path);
    Unigram(const Unigram&) = delete;  // ids_ and trie_ point into pieces_
    Unigram& operator=(const Unigram&) = delete;

    void tokenize(std::string_view word, std::vector<int>& ids,
                  std::vector<std::string>& pieces) const override;
    std::optional<int> tokenToId(std::string_view token) const override;
    const std::string* idToToken(int id) const override;
    int vocabSize() const override { return int(pieces_.size()); }
    std::vector<ModelStep> explain(std::string_view word) const override;

    // One node of a segmentation: word[start, end) as the piece `id`, or as an unknown
    // character (scored unkScore_, id unk_id or -1 when there is none).
    struct Node {
        size_t start, end;
        int id;
        bool unknown;
    };
    using Path = std::vector<Node>;

private:
    Path bestPath(std::string_view word) const;  // model.rs encode_optimized, before fusing
    std::pair<std::vector<int>, std::vector<std::string>> tokens(std::string_view word) const;
    Path runnerUp(std::string_view word, const Path& best) const;
    double scoreOf(const Path& path) const;
    int unkId() const;  // throws UnigramError::MissingUnkId's message when there is none

    std::string path_;
    std::vector<std::string> pieces_;                // (vocab size) by id
    std::vector<double> scores_;                     // (vocab size) by id
    std::unordered_map<std::string_view, int> ids_;  // piece → its last id, as token_to_ids
    PieceTrie trie_;
    std::optional<int> unkId_;
    bool byteFallback_ = false;
    double unkScore_ = 0;  // min score − K_UNK_PENALTY
    WordCache<std::pair<std::vector<int>, std::vector<std::string>>> cache_;
};

}  // namespace atlas::hf
