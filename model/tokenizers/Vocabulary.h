#pragma once
// The token ↔ id maps of BPE, WordPiece and WordLevel (huggingface/tokenizers, models/bpe/
// model.rs: `vocab` and `vocab_r`), read from the "vocab" object of tokenizer.json.
//
// tokenizers accepts two tokens with one id (vocab_r then keeps either, as its HashMap happens to
// iterate) and ids far beyond the vocabulary's size; we refuse both by name, since the first makes
// a token's text depend on chance and the second only wastes memory.

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "StringHash.h"

namespace atlas::hf {

class Vocabulary {
public:
    Vocabulary() = default;
    // The "vocab" object ({"token": id, ...}); path names it in messages ("model.vocab").
    Vocabulary(const nlohmann::json& vocab, const std::string& path);
    Vocabulary(const Vocabulary&) = delete;  // reverse_ points into tokens_
    Vocabulary& operator=(const Vocabulary&) = delete;
    Vocabulary(Vocabulary&&) = default;
    Vocabulary& operator=(Vocabulary&&) = default;

    std::optional<int> id(std::string_view token) const {
        const auto it = tokens_.find(token);
        return it == tokens_.end() ? std::nullopt : std::optional<int>(it->second);
    }
    const std::string* token(int id) const {
        return id >= 0 && size_t(id) < reverse_.size() ? reverse_[id] : nullptr;
    }
    int size() const { return int(tokens_.size()); }
    size_t longest() const { return longest_; }  // the longest token's bytes

private:
    std::unordered_map<std::string, int, StringHash, std::equal_to<>> tokens_;
    std::vector<const std::string*> reverse_;  // (max id + 1) keys of tokens_, null in holes
    size_t longest_ = 0;
};

// The piece byte_fallback uses for a byte: "<0x0A>" (models/bpe/model.rs merge_word,
// `format!("<{b:#04X}>")`; models/unigram/model.rs byte_to_piece).
std::string bytePiece(unsigned char byte);

}  // namespace atlas::hf
