#pragma once
// Finding delimiters and splitting on them, as huggingface/tokenizers does it:
// tokenizers/src/tokenizer/pattern.rs (Pattern::find_matches for a char predicate and for a
// regex, Invert) and tokenizers/src/tokenizer/normalizer.rs (SplitDelimiterBehavior,
// NormalizedString::split), and the `pattern` field of Split and Replace ({"String": …} or
// {"Regex": …}).

#include <algorithm>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Pieces.h"
#include "Regex.h"
#include "Utf8.h"

namespace atlas::hf {

enum class SplitBehavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };
// The behaviour named by the string field `key` ("Removed", …).
SplitBehavior readSplitBehavior(const nlohmann::json& j, const char* key, const std::string& path);

// A part of a text: [start, end) in bytes, a delimiter or not.
struct Match {
    size_t start, end;
    bool isMatch;
};
using Matches = std::vector<Match>;

// pattern.rs, impl Pattern for Fn(char) -> bool: each delimiter character is its own match.
template <typename IsDelimiter>
Matches charMatches(std::string_view text, IsDelimiter isDelimiter) {
    if (text.empty()) return {{0, 0, false}};
    Matches out;
    size_t last = 0;
    for (size_t i = 0; i < text.size();) {
        const size_t n = utf8::charLength(text, i);
        if (isDelimiter(utf8::decode(text, i))) {
            if (last < i) out.push_back({last, i, false});
            out.push_back({i, i + n, true});
            last = i + n;
        }
        i += n;
    }
    if (last < text.size()) out.push_back({last, text.size(), false});
    return out;
}

// pattern.rs, impl Pattern for &Regex.
Matches regexMatches(const Regex& regex, std::string_view text);
// pattern.rs, Invert: delimiters become the rest and the rest delimiters.
Matches inverted(Matches matches);
// normalizer.rs, NormalizedString::split: the byte ranges kept, in order (empty ones included).
std::vector<std::pair<size_t, size_t>> splitRanges(const Matches& matches, SplitBehavior behavior);

// split.rs / replace.rs SplitPattern / ReplacePattern: a string (escaped into a regex there,
// searched as a literal here) or an Oniguruma regex.
class SplitPattern {
public:
    SplitPattern(const nlohmann::json& j, const std::string& path);
    Matches findMatches(std::string_view text) const;

private:
    std::string literal_;
    std::optional<Regex>
        regex_;  // the Regex form, and the empty literal (which matches everywhere)
};

// pre_tokenizer.rs, PreTokenizedString::split: each split that is not an added token is
// replaced by the parts `f` makes of it, in order, and empty parts are dropped.
template <typename F>
void splitEach(Splits& splits, F f) {
    Splits out;
    out.reserve(splits.size());
    for (Split& split : splits) {
        if (split.addedId >= 0) {
            out.push_back(std::move(split));
            continue;
        }
        const size_t first = out.size();
        f(split, out);
        out.erase(std::remove_if(out.begin() + ptrdiff_t(first), out.end(),
                                 [](const Split& s) { return s.text.empty(); }),
                  out.end());
    }
    splits = std::move(out);
}

// The parts of `split` at the byte ranges of its text. A part's `start` is the split's start
// plus the range's, which is exact when the stages before kept the text's length and always
// exact for the part at the split's beginning (what Metaspace's prepend_scheme "first" asks).
void appendParts(const Split& split, const std::vector<std::pair<size_t, size_t>>& ranges,
                 Splits& out);

}  // namespace atlas::hf
