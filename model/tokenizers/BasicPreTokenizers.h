#pragma once
// The pre-tokenizers that only cut the text (huggingface/tokenizers,
// tokenizers/src/pre_tokenizers/): Split, Whitespace, WhitespaceSplit, BertPreTokenizer,
// Digits, Punctuation, Sequence.

#include <memory>
#include <vector>

#include "Components.h"
#include "SplitPattern.h"

namespace atlas::hf {

// split.rs Split::pre_tokenize: the pattern's matches (or, with invert, the rest) as behavior
// says.
class SplitPreTokenizer final : public PreTokenizer {
public:
    SplitPreTokenizer(SplitPattern pattern, SplitBehavior behavior, bool invert)
        : pattern_(std::move(pattern)), behavior_(behavior), invert_(invert) {}
    void preTokenize(Splits& splits) const override;

private:
    SplitPattern pattern_;
    SplitBehavior behavior_;
    bool invert_;
};

// whitespace.rs Whitespace: the matches of \w+|[^\w\s]+ (the regex crate's, not Oniguruma:
// runs of word characters and runs of other non-spaces), the rest removed.
class WhitespacePreTokenizer final : public PreTokenizer {
public:
    void preTokenize(Splits& splits) const override;
};

// whitespace.rs WhitespaceSplit: split on char::is_whitespace, removed.
class WhitespaceSplitPreTokenizer final : public PreTokenizer {
public:
    void preTokenize(Splits& splits) const override;
};

// bert.rs BertPreTokenizer: whitespace removed, then each punctuation character isolated.
class BertPreTokenizer final : public PreTokenizer {
public:
    void preTokenize(Splits& splits) const override;
};

// digits.rs Digits: numeric characters (char::is_numeric) isolated one by one
// (individual_digits) or in runs.
class DigitsPreTokenizer final : public PreTokenizer {
public:
    explicit DigitsPreTokenizer(bool individualDigits) : individual_(individualDigits) {}
    void preTokenize(Splits& splits) const override;

private:
    bool individual_;
};

// punctuation.rs Punctuation: ASCII and Unicode punctuation, split as behavior says.
class PunctuationPreTokenizer final : public PreTokenizer {
public:
    explicit PunctuationPreTokenizer(SplitBehavior behavior) : behavior_(behavior) {}
    void preTokenize(Splits& splits) const override;

private:
    SplitBehavior behavior_;
};

// sequence.rs Sequence: each in turn.
class SequencePreTokenizer final : public PreTokenizer {
public:
    explicit SequencePreTokenizer(std::vector<std::unique_ptr<PreTokenizer>> steps)
        : steps_(std::move(steps)) {}
    void preTokenize(Splits& splits) const override;

private:
    std::vector<std::unique_ptr<PreTokenizer>> steps_;
};

}  // namespace atlas::hf
