#include "RegexUnicode.h"

namespace atlas::hf {

namespace {

// The code points that are \p{L} and \p{N} for Oniguruma 6.9.10 and not for 6.9.8.
constexpr std::string_view kNewerLetters =
    "\\x{1C89}-\\x{1C8A}\\x{A7CB}-\\x{A7CD}\\x{A7DA}-\\x{A7DC}\\x{105C0}-\\x{105F3}\\x{10D4A}-"
    "\\x{10D65}\\x{10D6F}-\\x{10D85}\\x{10EC2}-\\x{10EC4}\\x{1123F}-\\x{11240}\\x{11380}-\\x{11389}"
    "\\x{1138B}\\x{1138E}\\x{11390}-\\x{113B5}\\x{113B7}\\x{113D1}\\x{113D3}\\x{11BC0}-\\x{11BE0}"
    "\\x{11F02}\\x{11F04}-\\x{11F10}\\x{11F12}-\\x{11F33}\\x{1342F}\\x{13441}-\\x{13446}\\x{13460}-"
    "\\x{143FA}\\x{16100}-\\x{1611D}\\x{16D40}-\\x{16D6C}\\x{18CFF}\\x{1B132}\\x{1B155}\\x{1DF25}-"
    "\\x{1DF2A}\\x{1E030}-\\x{1E06D}\\x{1E4D0}-\\x{1E4EB}\\x{1E5D0}-\\x{1E5ED}\\x{1E5F0}\\x{2B739}"
    "\\x{2EBF0}-\\x{2EE5D}\\x{31350}-\\x{323AF}";
constexpr std::string_view kNewerNumbers =
    "\\x{10D40}-\\x{10D49}\\x{116D0}-\\x{116E3}\\x{11BF0}-\\x{11BF9}\\x{11F50}-\\x{11F59}\\x{16130}"
    "-"
    "\\x{16139}\\x{16D70}-\\x{16D79}\\x{1CCF0}-\\x{1CCF9}\\x{1D2C0}-\\x{1D2D3}\\x{1E4F0}-\\x{1E4F9}"
    "\\x{1E5F1}-\\x{1E5FA}";

// Oniguruma's \s (the White_Space property), spelled out for PCRE2.
constexpr std::string_view kSpace =
    "\\t-\\r \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}"
    "\\x{3000}";

// What the escape `\<e>` (at `rest`, after the backslash) becomes, and how many characters of
// the pattern it took; {"", 0} when it stays.
std::pair<std::string, size_t> rewriteEscape(std::string_view rest, bool inClass,
                                             RegexDialect dialect) {
    const auto wrap = [&](std::string items) { return inClass ? items : "[" + items + "]"; };
    if (rest.starts_with("p{L}")) return {wrap("\\p{L}" + std::string(kNewerLetters)), 4};
    if (rest.starts_with("p{N}")) return {wrap("\\p{N}" + std::string(kNewerNumbers)), 4};
    if (dialect == RegexDialect::Pcre2 && rest.starts_with("s"))
        return {wrap(std::string(kSpace)), 1};
    if (dialect == RegexDialect::Pcre2 && rest.starts_with("S") && !inClass)
        return {"[^" + std::string(kSpace) + "]", 1};
    return {"", 0};
}

}  // namespace

std::string withNewerUnicode(std::string_view pattern, RegexDialect dialect) {
    std::string out;
    int depth = 0;       // character classes open (Oniguruma nests them)
    size_t classAt = 0;  // where the innermost class's items begin
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\\' && i + 1 < pattern.size()) {
            const auto [text, taken] = rewriteEscape(pattern.substr(i + 1), depth > 0, dialect);
            if (taken > 0) {
                out += text;
                i += taken;
            } else {
                out += pattern.substr(i, 2);
                ++i;
            }
            continue;
        }
        if (c == '[') {
            ++depth;
            classAt = i + 1 + (i + 1 < pattern.size() && pattern[i + 1] == '^');
        } else if (c == ']' && depth > 0 && i != classAt) {  // "[]" takes ']' literally
            --depth;
        }
        out += c;
    }
    return out;
}

}  // namespace atlas::hf
