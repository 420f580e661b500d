#pragma once
// A regex of a tokenizer.json, matched as huggingface/tokenizers matches it: its SysRegex
// (tokenizers/src/utils/onig.rs) is Oniguruma, and so is ours, so every pattern means what it
// means there. The split patterns of GPT-2, Llama 3 and Qwen2 run on PCRE2's JIT instead, 4 to
// 10 times faster, rewritten where the two engines differ (docs/tokenizers.md has the figures
// and the check). A pattern that backtracks without end stops at a limit with RegexError.

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "Components.h"

namespace atlas::hf {

struct RegexError : TokenizerJsonError {
    using TokenizerJsonError::TokenizerJsonError;
};

class Regex {
public:
    enum class Engine { Automatic, Oniguruma };  // Oniguruma: never the PCRE2 fast path
    // Throws RegexError (one line, naming the pattern) when the pattern does not compile.
    explicit Regex(std::string_view pattern, Engine engine = Engine::Automatic);
    ~Regex();
    Regex(Regex&&) noexcept;
    Regex& operator=(Regex&&) noexcept;

    // The matches in text (valid UTF-8), as the onig crate's find_iter gives them: leftmost
    // first, an empty match right after the previous match skipped. Throws RegexError when a
    // match exceeds the backtracking limit.
    std::vector<std::pair<size_t, size_t>> findAll(std::string_view text) const;
    const std::string& pattern() const { return pattern_; }
    bool usesPcre2() const;

private:
    struct Onig;
    struct Pcre;
    std::string pattern_;
    std::unique_ptr<Onig> onig_;
    std::unique_ptr<Pcre> pcre_;  // null unless a known pattern
};

}  // namespace atlas::hf
