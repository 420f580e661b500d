#pragma once
// tokenizers/src/tokenizer/added_vocabulary.rs: the tokens found in the text before anything
// else runs — first those with normalized=false on the raw text, then those with
// normalized=true on each remaining part once normalized — honouring lstrip, rstrip and
// single_word.

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "Components.h"

namespace atlas::hf {

struct AddedToken {
    int id = 0;
    std::string content;
    bool singleWord = false, lstrip = false, rstrip = false, normalized = true, special = false;
};

class AddedVocabulary {
public:
    AddedVocabulary() = default;
    // The "added_tokens" array; path names it in messages.
    AddedVocabulary(const nlohmann::json& tokens, const std::string& path);

    // The text as splits: added tokens fixed (addedId set), the rest normalized.
    Splits split(std::string_view text, const Normalizer* normalizer) const;

    std::optional<int> idOf(std::string_view content) const;
    const AddedToken* tokenOf(int id) const;  // null when the id is not an added token
    const std::vector<AddedToken>& tokens() const { return tokens_; }

private:
    std::vector<AddedToken> tokens_;
    std::unordered_map<std::string, int> byContent_;
};

}  // namespace atlas::hf
