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
    // What decode shows for it: a normalized token's content as the normalizer makes it
    // (tokenizers 0.23.2 decodes "Mañana" added with normalized=true under Lowercase and
    // StripAccents as "manana"; tests/data/tokenizers/bpe-prefix).
    std::string decoded;
};

class AddedVocabulary {
public:
    AddedVocabulary() = default;
    // The "added_tokens" array, added in order as the deserializer adds them
    // (tokenizer/serialization.rs visit_map): an id is the model's for a content it has, else
    // the next free one (add_tokens); a stated id that differs is only warned about there, so
    // it is ignored here. `path` names the array in messages.
    AddedVocabulary(const nlohmann::json& tokens, const std::string& path,
                    const SubwordModel& model, const Normalizer* normalizer);

    // The text as splits: added tokens fixed (addedId set), the rest normalized.
    Splits split(std::string_view text, const Normalizer* normalizer) const;

    std::optional<int> idOf(std::string_view content) const;
    const AddedToken* tokenOf(int id) const;  // null when the id is not an added token
    const std::vector<AddedToken>& tokens() const { return tokens_; }

    // The patterns matched leftmost-longest, as an Aho-Corasick automaton with
    // MatchKind::LeftmostLongest finds them; public for the matcher's own file.
    struct Patterns {
        std::vector<std::string> text;
        std::vector<int> ids;
        std::vector<std::vector<int>> byFirstByte = std::vector<std::vector<int>>(256);
        void add(std::string pattern, int id);
    };

private:
    struct Match {
        int id;  // -1: text between tokens
        size_t begin, end;
    };
    void add(AddedToken token, const SubwordModel& model);
    std::vector<Match> findMatches(std::string_view sentence, const Patterns& patterns) const;

    std::vector<AddedToken> tokens_;                  // by the order they were added
    std::unordered_map<std::string, int> byContent_;  // content → id
    std::unordered_map<int, size_t> byId_;            // id → index in tokens_
    Patterns raw_, normalized_;
};

}  // namespace atlas::hf
