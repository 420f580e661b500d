#include "BasicPreTokenizers.h"

#include "Unicode.h"

namespace atlas::hf {

namespace {

// Splits each split by `matches(text)` with the behaviour given.
template <typename MatchesOf>
void splitBy(Splits& splits, SplitBehavior behavior, MatchesOf matches) {
    splitEach(splits, [&](const Split& split, Splits& out) {
        appendParts(split, splitRanges(matches(split.text), behavior), out);
    });
}

// bert.rs is_bert_punc and punctuation.rs is_punc: char::is_ascii_punctuation or
// unicode_categories' is_punctuation.
bool isPunctuation(char32_t c) {
    const bool ascii = (c >= '!' && c <= '/') || (c >= ':' && c <= '@') ||
                       (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
    return ascii || unicode::isPunctuation(c);
}

}  // namespace

void SplitPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, behavior_, [&](const std::string& text) {
        return invert_ ? inverted(pattern_.findMatches(text)) : pattern_.findMatches(text);
    });
}

WhitespacePreTokenizer::WhitespacePreTokenizer() {
    static const Regex words(R"(\w+|[^\w\s]+)", Regex::Engine::Oniguruma);
    regex_ = &words;
}

void WhitespacePreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, SplitBehavior::Removed,
            [&](const std::string& text) { return inverted(regexMatches(*regex_, text)); });
}

void WhitespaceSplitPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, SplitBehavior::Removed, [](const std::string& text) {
        return charMatches(text, unicode::isWhitespace);
    });
}

void BertPreTokenizer::preTokenize(Splits& splits) const {
    WhitespaceSplitPreTokenizer().preTokenize(splits);
    PunctuationPreTokenizer(SplitBehavior::Isolated).preTokenize(splits);
}

void DigitsPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, individual_ ? SplitBehavior::Isolated : SplitBehavior::Contiguous,
            [](const std::string& text) {
                return charMatches(text, unicode::isNumeric);
            });
}

void PunctuationPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, behavior_,
            [](const std::string& text) { return charMatches(text, isPunctuation); });
}

void SequencePreTokenizer::preTokenize(Splits& splits) const {
    for (const auto& step : steps_) step->preTokenize(splits);
}

}  // namespace atlas::hf
