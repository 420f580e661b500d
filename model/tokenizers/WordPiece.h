#pragma once
// The WordPiece model of tokenizer.json (huggingface/tokenizers, models/wordpiece/mod.rs
// WordPiece::tokenize): greedy longest match first, every piece after the first written with
// continuing_subword_prefix; a word of more than max_input_chars_per_word characters, or with a
// part that no piece matches, is unk_token as a whole.

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "VocabularyModel.h"

namespace atlas::hf {

class WordPiece final : public VocabularyModel {
public:
    // The "model" object with "type": "WordPiece"; unk_token, continuing_subword_prefix and
    // max_input_chars_per_word are required, as serde requires them.
    WordPiece(const nlohmann::json& model, const std::string& path);

    void tokenize(std::string_view word, std::vector<int>& ids,
                  std::vector<std::string>& pieces) const override;
    std::vector<ModelStep> explain(std::string_view word) const override;
    const std::string& continuingPrefix() const { return prefix_; }

private:
    struct Match {
        std::string piece;  // with the prefix when not at the start
        int id = -1;        // -1: nothing matches at this position
        size_t end = 0;
    };
    Match longestMatch(std::string_view word, size_t start) const;

    std::string unkToken_, prefix_;
    size_t maxChars_ = 100;
};

}  // namespace atlas::hf
