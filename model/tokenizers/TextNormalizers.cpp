#include "TextNormalizers.h"

#include "Unicode.h"
#include "Utf8.h"

namespace atlas::hf {

void PrependNormalizer::normalize(std::string& text) const {
    if (!text.empty()) text.insert(0, prepend_);
}

std::string ReplaceNormalizer::replaced(const std::string& text) const {
    std::string out;
    out.reserve(text.size());
    for (const Match& m : pattern_.findMatches(text)) {
        if (m.isMatch)
            out += content_;
        else
            out.append(text, m.start, m.end - m.start);
    }
    return out;
}

void ReplaceNormalizer::normalize(std::string& text) const {
    text = replaced(text);
}

void StripNormalizer::normalize(std::string& text) const {
    size_t begin = 0, end = text.size();
    if (left_)
        while (begin < end && unicode::isWhitespace(utf8::decode(text, begin)))
            begin += utf8::charLength(text, begin);
    if (right_)
        while (end > begin) {
            size_t last = end - 1;
            while (last > begin && (text[last] & 0xC0) == 0x80) --last;
            if (!unicode::isWhitespace(utf8::decode(text, last))) break;
            end = last;
        }
    text = text.substr(begin, end - begin);
}

void SequenceNormalizer::normalize(std::string& text) const {
    for (const auto& step : steps_) step->normalize(text);
}

}  // namespace atlas::hf
