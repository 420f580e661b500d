#pragma once
// Unicode as the crates under huggingface/tokenizers see it, on ICU. Those crates carry tables
// of different Unicode versions, and the ids depend on them (measured against tokenizers 0.23.2
// over every code point, docs/tokenizers.md):
//   char::is_whitespace, char::to_lowercase     Rust's std (Unicode 17)
//   the regex crate's \w (Whitespace)                                  Unicode 16
//   unicode_categories (is_other, is_punctuation, is_mark_nonspacing)       Unicode 8.0
//   unicode-normalization-alignments (nfc..nfkd, is_combining_mark)        Unicode 9.0
// ICU 72 knows Unicode 15; what the older tables do not know is excluded by age, what Rust's
// newer std knows beyond ICU is a small table in Unicode.cpp.

#include <string>
#include <string_view>

namespace atlas::hf::unicode {

// char::is_whitespace (the White_Space property).
bool isWhitespace(char32_t c);
// char::is_numeric: Nd, Nl, No.
bool isNumeric(char32_t c);
// The regex crate's \w (Unicode 16): Alphabetic, M, Nd, Pc, Join_Control.
bool isWordCharacter(char32_t c);
// unicode_categories' is_other: Cc, Cf, Co (Unicode 8.0).
bool isOther(char32_t c);
// unicode_categories' is_punctuation: P* (Unicode 8.0).
bool isPunctuation(char32_t c);
// unicode_categories' is_mark_nonspacing: Mn (Unicode 8.0).
bool isMarkNonspacing(char32_t c);
// unicode-normalization-alignments' is_combining_mark: M* (Unicode 9.0).
bool isCombiningMark(char32_t c);
// tokenizers/src/normalizers/bert.rs is_chinese_char: its blocks, as written there.
bool isChineseChar(char32_t c);
// char::to_lowercase, appended (U+0130 becomes two characters).
void appendLowercase(std::string& out, char32_t c);

enum class NormalForm { NFC, NFD, NFKC, NFKD };
// The text (valid UTF-8) in the normal form, as unicode-normalization-alignments gives it.
std::string normalize(std::string_view text, NormalForm form);

}  // namespace atlas::hf::unicode
