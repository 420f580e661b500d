#include "Utf8.h"

#include <utility>

namespace atlas::hf::utf8 {

namespace {

// The length of the sequence at b[i]: {n, true} when well formed, else {the maximal prefix of
// a well-formed sequence (at least 1), false} — what String::from_utf8_lossy replaces by one
// U+FFFD (Unicode §3.9, "U+FFFD substitution of maximal subparts").
std::pair<size_t, bool> sequence(std::string_view b, size_t i) {
    const unsigned c = (unsigned char)b[i];
    if (c < 0x80) return {1, true};
    size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF;  // the second byte's range (RFC 3629 table 3-7)
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF)
        n = 3, lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    else if (c >= 0xF0 && c <= 0xF4)
        n = 4, lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    else
        return {1, false};
    for (size_t k = 1; k < n; ++k) {
        const unsigned x = i + k < b.size() ? (unsigned char)b[i + k] : 0x100u;
        const bool ok = k == 1 ? x >= lo && x <= hi : x >= 0x80 && x <= 0xBF;
        if (!ok) return {k, false};
    }
    return {n, true};
}

}  // namespace

std::string valid(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    for (size_t i = 0; i < bytes.size();) {
        const auto [n, ok] = sequence(bytes, i);
        if (ok)
            out.append(bytes.substr(i, n));
        else
            out += "\xEF\xBF\xBD";
        i += n;
    }
    return out;
}

size_t charLength(std::string_view text, size_t i) {
    const unsigned char c = (unsigned char)text[i];
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

char32_t decode(std::string_view text, size_t i) {
    const size_t n = charLength(text, i);
    const auto byte = [&](size_t k) { return char32_t((unsigned char)text[i + k]); };
    if (n == 1) return byte(0);
    if (n == 2) return ((byte(0) & 0x1F) << 6) | (byte(1) & 0x3F);
    if (n == 3) return ((byte(0) & 0x0F) << 12) | ((byte(1) & 0x3F) << 6) | (byte(2) & 0x3F);
    return ((byte(0) & 0x07) << 18) | ((byte(1) & 0x3F) << 12) | ((byte(2) & 0x3F) << 6) |
           (byte(3) & 0x3F);
}

void append(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

std::vector<std::string_view> chars(std::string_view text) {
    std::vector<std::string_view> out;
    for (size_t i = 0; i < text.size(); i += charLength(text, i))
        out.push_back(text.substr(i, charLength(text, i)));
    return out;
}

}  // namespace atlas::hf::utf8
