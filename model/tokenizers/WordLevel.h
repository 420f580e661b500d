#pragma once
// The WordLevel model of tokenizer.json (huggingface/tokenizers, models/wordlevel/mod.rs
// WordLevel::tokenize): a word is its id in the vocabulary, or unk_token's.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "VocabularyModel.h"

namespace atlas::hf {

class WordLevel final : public VocabularyModel {
public:
    // The "model" object with "type": "WordLevel"; vocab and unk_token are required.
    WordLevel(const nlohmann::json& model, const std::string& path);

    void tokenize(std::string_view word, std::vector<int>& ids,
                  std::vector<std::string>& pieces) const override;
    std::vector<ModelStep> explain(std::string_view word) const override;

private:
    std::string unkToken_;
};

}  // namespace atlas::hf
