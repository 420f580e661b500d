#pragma once
// Patterns brought to the Unicode of `tokenizers` 0.23.2, whose Oniguruma (6.9.10) knows
// Unicode 16 where Debian 12's Oniguruma 6.9.8 and PCRE2 10.42 know Unicode 14: \p{L} and
// \p{N} gain the letters and numbers assigned since (measured over every code point against
// the npm binding, docs/tokenizers.md). For PCRE2, \s and \S also become Oniguruma's (PCRE2's
// \s takes U+180E). Other classes (\w, \d, \p{Lu}, \P{L}, …) keep the library's Unicode 14.

#include <string>
#include <string_view>

namespace atlas::hf {

enum class RegexDialect { Oniguruma, Pcre2 };
std::string withNewerUnicode(std::string_view pattern, RegexDialect dialect);

}  // namespace atlas::hf
