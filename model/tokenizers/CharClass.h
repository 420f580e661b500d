#pragma once
// Character classes as the `regex` crate and Rust's char define them, which `tokenizers` uses
// around added tokens (added_vocabulary.rs: \w for single_word, \s for lstrip and rstrip).

namespace atlas::hf {

// Rust char::is_whitespace and regex \s: the White_Space property.
bool isWhiteSpace(char32_t c);
// regex \w (UTS #18 annex C): Alphabetic, marks, decimal digits, connector punctuation and
// the joiners.
bool isWordChar(char32_t c);

}  // namespace atlas::hf
