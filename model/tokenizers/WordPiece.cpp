#include "WordPiece.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "ModelJson.h"
#include "Utf8.h"

namespace atlas::hf {

namespace mj = modeljson;

namespace {

size_t characterCount(std::string_view word) {
    size_t n = 0;
    for (const char c : word) n += ((unsigned char)c & 0xC0) != 0x80;
    return n;
}

// The start of the last character of s[0, end).
size_t lastCharStart(std::string_view s, size_t end) {
    size_t i = end - 1;
    while (i > 0 && ((unsigned char)s[i] & 0xC0) == 0x80) --i;
    return i;
}

}  // namespace

WordPiece::WordPiece(const nlohmann::json& model, const std::string& path)
    : VocabularyModel(model, path),
      unkToken_(mj::requiredString(model, "unk_token", path)),
      prefix_(mj::requiredString(model, "continuing_subword_prefix", path)),
      maxChars_(size_t(mj::index(mj::require(model, "max_input_chars_per_word", path),
                                 path + ".max_input_chars_per_word"))) {}

WordPiece::Match WordPiece::longestMatch(std::string_view word, size_t start) const {
    // No piece is longer than the longest token: start there (the same matches as Rust's
    // search from the word's end, without its quadratic cost on a long word).
    size_t end = std::min(word.size(), start + vocab_.longest());
    while (end < word.size() && ((unsigned char)word[end] & 0xC0) == 0x80) --end;
    Match m;
    for (; end > start; end = lastCharStart(word, end)) {
        m.piece.assign(start > 0 ? prefix_ : "").append(word.substr(start, end - start));
        if (const auto id = vocab_.id(m.piece)) {
            m.id = *id;
            m.end = end;
            return m;
        }
    }
    m.id = -1;
    return m;
}

void WordPiece::tokenize(std::string_view word, std::vector<int>& ids,
                         std::vector<std::string>& pieces) const {
    if (characterCount(word) > maxChars_) {
        ids.push_back(unkId(unkToken_));
        pieces.push_back(unkToken_);
        return;
    }
    std::vector<int> found;
    std::vector<std::string> foundPieces;
    for (size_t start = 0; start < word.size();) {
        Match m = longestMatch(word, start);
        if (m.id < 0) {
            ids.push_back(unkId(unkToken_));
            pieces.push_back(unkToken_);
            return;
        }
        found.push_back(m.id);
        foundPieces.push_back(std::move(m.piece));
        start = m.end;
    }
    ids.insert(ids.end(), found.begin(), found.end());
    for (auto& p : foundPieces) pieces.push_back(std::move(p));
}

std::vector<ModelStep> WordPiece::explain(std::string_view word) const {
    if (characterCount(word) > maxChars_)
        return {ModelStep{
            {unkToken_},
            "more than " + std::to_string(maxChars_) + " characters: " + mj::quote(unkToken_),
            0,
            ModelStep::Kind::TooLong,
            {unkToken_}}};
    std::vector<ModelStep> out;
    std::vector<std::string> parts;
    for (size_t start = 0; start < word.size();) {
        const Match m = longestMatch(word, start);
        if (m.id < 0) {
            const std::string rest(word.substr(start));
            out.push_back(ModelStep{
                {unkToken_},
                "no piece begins " + mj::quote(rest) + ": the word is " + mj::quote(unkToken_),
                0,
                ModelStep::Kind::NoMatch,
                {rest, unkToken_}});
            return out;
        }
        parts.push_back(m.piece);
        std::vector<std::string> now = parts;
        if (m.end < word.size()) now.emplace_back(word.substr(m.end));
        out.push_back(ModelStep{now,
                                "longest match " + mj::quote(m.piece),
                                0,
                                ModelStep::Kind::LongestMatch,
                                {m.piece}});
        start = m.end;
    }
    return out;
}

}  // namespace atlas::hf
