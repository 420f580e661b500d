#pragma once
// The WordLevel model of tokenizer.json (huggingface/tokenizers, models/wordlevel/mod.rs
// WordLevel::tokenize): a word is its id in the vocabulary, or unk_token's.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "Components.h"
#include "Vocabulary.h"

namespace atlas::hf {

class WordLevel final : public SubwordModel {
public:
    // The "model" object with "type": "WordLevel"; vocab and unk_token are required.
    WordLevel(const nlohmann::json& model, const std::string& path);

    void tokenize(std::string_view word, std::vector<int>& ids,
                  std::vector<std::string>& pieces) const override;
    std::optional<int> tokenToId(std::string_view token) const override { return vocab_.id(token); }
    const std::string* idToToken(int id) const override { return vocab_.token(id); }
    int vocabSize() const override { return vocab_.size(); }
    std::vector<ModelStep> explain(std::string_view word) const override;

private:
    std::string path_;
    Vocabulary vocab_;
    std::string unkToken_;
};

}  // namespace atlas::hf
