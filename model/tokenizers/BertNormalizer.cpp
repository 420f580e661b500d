#include "BertNormalizer.h"

#include "Unicode.h"
#include "UnicodeNormalizers.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

// bert.rs is_whitespace and is_control: \t, \n and \r count as whitespace, not as control.
bool isBertWhitespace(char32_t c) {
    return c == '\t' || c == '\n' || c == '\r' || unicode::isWhitespace(c);
}
bool isBertControl(char32_t c) {
    return c != '\t' && c != '\n' && c != '\r' && unicode::isOther(c);
}

// Rewrites the text character by character: each(c, out) appends what c becomes.
template <typename Each>
void rewrite(std::string& text, Each each) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); i += utf8::charLength(text, i))
        each(utf8::decode(text, i), out);
    text = std::move(out);
}

}  // namespace

void BertNormalizer::normalize(std::string& text) const {
    if (options_.cleanText)  // do_clean_text
        rewrite(text, [](char32_t c, std::string& out) {
            if (c == 0 || c == 0xFFFD || isBertControl(c)) return;
            utf8::append(out, isBertWhitespace(c) ? U' ' : c);
        });
    if (options_.handleChineseChars)  // do_handle_chinese_chars
        rewrite(text, [](char32_t c, std::string& out) {
            const bool cjk = unicode::isChineseChar(c);
            if (cjk) out += ' ';
            utf8::append(out, c);
            if (cjk) out += ' ';
        });
    if (options_.stripAccents) {  // do_strip_accents: NFD, then Mn removed
        text = unicode::normalize(text, unicode::NormalForm::NFD);
        rewrite(text, [](char32_t c, std::string& out) {
            if (!unicode::isMarkNonspacing(c)) utf8::append(out, c);
        });
    }
    if (options_.lowercase) LowercaseNormalizer().normalize(text);
}

}  // namespace atlas::hf
