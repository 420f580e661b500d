#include "BasicPreTokenizers.h"

#include "Unicode.h"
#include "Utf8.h"

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
    const bool ascii = (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
                       (c >= '{' && c <= '~');
    return ascii || unicode::isPunctuation(c);
}

}  // namespace

void SplitPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, behavior_, [&](const std::string& text) {
        return invert_ ? inverted(pattern_.findMatches(text)) : pattern_.findMatches(text);
    });
}

namespace {

// The matches of \w+|[^\w\s]+ are the maximal runs of one kind, word or symbol.
Matches wordAndSymbolRuns(std::string_view text) {
    if (text.empty()) return {{0, 0, false}};
    enum Kind { Space, Word, Symbol };
    const auto kind = [&](size_t i) {
        const char32_t c = utf8::decode(text, i);
        return unicode::isWordCharacter(c) ? Word : unicode::isWhitespace(c) ? Space : Symbol;
    };
    Matches out;
    for (size_t i = 0; i < text.size();) {
        const Kind k = kind(i);
        size_t end = i + utf8::charLength(text, i);
        while (end < text.size() && k != Space && kind(end) == k)
            end += utf8::charLength(text, end);
        // Already inverted: the spaces are the delimiters, each alone (Removed drops them).
        out.push_back({i, end, k == Space});
        i = end;
    }
    return out;
}

}  // namespace

void WhitespacePreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, SplitBehavior::Removed,
            [&](const std::string& text) { return wordAndSymbolRuns(text); });
}

void WhitespaceSplitPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, SplitBehavior::Removed,
            [](const std::string& text) { return charMatches(text, unicode::isWhitespace); });
}

void BertPreTokenizer::preTokenize(Splits& splits) const {
    WhitespaceSplitPreTokenizer().preTokenize(splits);
    PunctuationPreTokenizer(SplitBehavior::Isolated).preTokenize(splits);
}

void DigitsPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, individual_ ? SplitBehavior::Isolated : SplitBehavior::Contiguous,
            [](const std::string& text) { return charMatches(text, unicode::isNumeric); });
}

void PunctuationPreTokenizer::preTokenize(Splits& splits) const {
    splitBy(splits, behavior_,
            [](const std::string& text) { return charMatches(text, isPunctuation); });
}

void SequencePreTokenizer::preTokenize(Splits& splits) const {
    for (const auto& step : steps_) step->preTokenize(splits);
}

}  // namespace atlas::hf
