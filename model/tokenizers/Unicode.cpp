#include "Unicode.h"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>

#include <array>
#include <stdexcept>

#include "Utf8.h"

namespace atlas::hf::unicode {

namespace {

// The Unicode version in which c was assigned, as major*10+minor (0 when unassigned).
int age(char32_t c) {
    UVersionInfo v;
    u_charAge(UChar32(c), v);
    return v[0] * 10 + v[1];
}

bool inCategory(char32_t c, uint32_t mask) {
    return (U_GET_GC_MASK(UChar32(c)) & mask) != 0;
}

}  // namespace

bool isWhitespace(char32_t c) {
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

bool isNumeric(char32_t c) {
    if (c < 0x80) return c >= '0' && c <= '9';
    return inCategory(c, U_GC_N_MASK);
}

bool isWordCharacter(char32_t c) {
    if (c < 0x80)
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               c == '_';
    const auto u = UChar32(c);
    if (u_hasBinaryProperty(u, UCHAR_ALPHABETIC) || u_hasBinaryProperty(u, UCHAR_JOIN_CONTROL) ||
        inCategory(c, U_GC_M_MASK | U_GC_ND_MASK | U_GC_PC_MASK))
        return true;
    // Word characters of Unicode 16, unknown to ICU 72 (measured against tokenizers 0.23.2).
    static constexpr std::array<std::pair<char32_t, char32_t>, 32> newer{{
        {0x897, 0x897},     {0x1C89, 0x1C8A},   {0xA7CB, 0xA7CD},   {0xA7DA, 0xA7DC},
        {0x105C0, 0x105F3}, {0x10D40, 0x10D65}, {0x10D69, 0x10D6D}, {0x10D6F, 0x10D85},
        {0x10EC2, 0x10EC4}, {0x10EFC, 0x10EFC}, {0x11380, 0x11389}, {0x1138B, 0x1138B},
        {0x1138E, 0x1138E}, {0x11390, 0x113B5}, {0x113B7, 0x113C0}, {0x113C2, 0x113C2},
        {0x113C5, 0x113C5}, {0x113C7, 0x113CA}, {0x113CC, 0x113D3}, {0x113E1, 0x113E2},
        {0x116D0, 0x116E3}, {0x11BC0, 0x11BE0}, {0x11BF0, 0x11BF9}, {0x11F5A, 0x11F5A},
        {0x13460, 0x143FA}, {0x16100, 0x16139}, {0x16D40, 0x16D6C}, {0x16D70, 0x16D79},
        {0x18CFF, 0x18CFF}, {0x1CCF0, 0x1CCF9}, {0x1E5D0, 0x1E5FA}, {0x2EBF0, 0x2EE5D},
    }};
    for (const auto& [first, last] : newer)
        if (c >= first && c <= last) return true;
    return false;
}

bool isOther(char32_t c) {
    if (inCategory(c, U_GC_CC_MASK)) return true;
    return inCategory(c, U_GC_CF_MASK | U_GC_CO_MASK) && age(c) <= 80;
}

bool isPunctuation(char32_t c) {
    // U+166D and U+111C9 were Po in Unicode 8.0 (So and Mn today).
    if (c == 0x166D || c == 0x111C9) return true;
    return inCategory(c, U_GC_P_MASK) && age(c) <= 80;
}

bool isMarkNonspacing(char32_t c) {
    // Unicode 8.0 had U+1734 as Mn, U+1885/U+1886 as Lo, U+A9BD as Mc, U+111C9 as Po.
    if (c == 0x1734) return true;
    if (c == 0x1885 || c == 0x1886 || c == 0xA9BD || c == 0x111C9) return false;
    return inCategory(c, U_GC_MN_MASK) && age(c) <= 80;
}

bool isCombiningMark(char32_t c) {
    // Unicode 9.0 had U+1CF2/U+1CF3 as Mc (Lo today) and U+111C9 as Po.
    if (c == 0x1CF2 || c == 0x1CF3) return true;
    if (c == 0x111C9) return false;
    return inCategory(c, U_GC_M_MASK) && age(c) <= 90;
}

bool isChineseChar(char32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F) ||
           (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

void appendLowercase(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c >= 'A' && c <= 'Z' ? c + 32 : c);
        return;
    }
    if (c == 0x130) {  // SpecialCasing: İ → i + COMBINING DOT ABOVE
        out += "i\xCC\x87";
        return;
    }
    // Rust's std knows Unicode 17; these mappings are newer than ICU 72's Unicode 15.
    struct Range {
        char32_t first, last, delta;
    };
    static constexpr std::array<Range, 10> newer{{{0x1C89, 0x1C89, 1},
                                                  {0xA7CB, 0xA7CB, char32_t(0x264 - 0xA7CB)},
                                                  {0xA7CC, 0xA7CC, 1},
                                                  {0xA7CE, 0xA7CE, 1},
                                                  {0xA7D2, 0xA7D2, 1},
                                                  {0xA7D4, 0xA7D4, 1},
                                                  {0xA7DA, 0xA7DA, 1},
                                                  {0xA7DC, 0xA7DC, char32_t(0x19B - 0xA7DC)},
                                                  {0x10D50, 0x10D65, 0x20},
                                                  {0x16EA0, 0x16EB8, 0x1B}}};
    for (const Range& r : newer)
        if (c >= r.first && c <= r.last) {
            utf8::append(out, c + r.delta);
            return;
        }
    utf8::append(out, char32_t(u_tolower(UChar32(c))));
}

namespace {

// ICU's normalizer restricted to the characters of Unicode 9.0: a newer character is passed
// through and is a boundary, as an unassigned character is for the older tables.
const icu::Normalizer2& normalizer(NormalForm form) {
    struct Forms {
        icu::UnicodeSet unicode9;
        std::array<std::unique_ptr<icu::FilteredNormalizer2>, 4> filtered;
        Forms() {
            UErrorCode status = U_ZERO_ERROR;
            unicode9.applyPattern(icu::UnicodeString(u"[:age=9.0:]"), status);
            unicode9.freeze();
            const icu::Normalizer2* base[4] = {icu::Normalizer2::getNFCInstance(status),
                                               icu::Normalizer2::getNFDInstance(status),
                                               icu::Normalizer2::getNFKCInstance(status),
                                               icu::Normalizer2::getNFKDInstance(status)};
            if (U_FAILURE(status)) throw std::runtime_error("ICU normalizer data missing");
            for (int k = 0; k < 4; ++k)
                filtered[k] = std::make_unique<icu::FilteredNormalizer2>(*base[k], unicode9);
        }
    };
    static const Forms forms;
    return *forms.filtered[int(form)];
}

}  // namespace

std::string normalize(std::string_view text, NormalForm form) {
    const icu::Normalizer2& n = normalizer(form);
    UErrorCode status = U_ZERO_ERROR;
    const icu::StringPiece piece(text.data(), int32_t(text.size()));
    if (n.isNormalizedUTF8(piece, status) && U_SUCCESS(status)) return std::string(text);
    std::string out;
    out.reserve(text.size() + text.size() / 4);
    icu::StringByteSink<std::string> sink(&out, int32_t(text.size()));
    status = U_ZERO_ERROR;
    n.normalizeUTF8(0, piece, sink, nullptr, status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU normalization failed");
    return out;
}

}  // namespace atlas::hf::unicode
