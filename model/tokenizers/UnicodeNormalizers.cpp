#include "UnicodeNormalizers.h"

#include "Utf8.h"

namespace atlas::hf {

void NormalFormNormalizer::normalize(std::string& text) const {
    text = unicode::normalize(text, form_);
}

void LowercaseNormalizer::normalize(std::string& text) const {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); i += utf8::charLength(text, i))
        unicode::appendLowercase(out, utf8::decode(text, i));
    text = std::move(out);
}

void StripAccentsNormalizer::normalize(std::string& text) const {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        const size_t n = utf8::charLength(text, i);
        if (!unicode::isCombiningMark(utf8::decode(text, i))) out.append(text, i, n);
        i += n;
    }
    text = std::move(out);
}

}  // namespace atlas::hf
