#pragma once
// UTF-8 as `tokenizers` sees it: Rust strings are valid UTF-8, so every text entering the
// pipeline is first made valid (an invalid byte becomes U+FFFD, as String::from_utf8_lossy).

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace atlas::hf::utf8 {

// The text with each byte that is not part of valid UTF-8 replaced by U+FFFD.
std::string valid(std::string_view bytes);
// The length of the character starting at text[i] (text valid UTF-8).
size_t charLength(std::string_view text, size_t i);
// The code point starting at text[i] (text valid UTF-8).
char32_t decode(std::string_view text, size_t i);
void append(std::string& out, char32_t c);
// The characters of a valid text, as views into it.
std::vector<std::string_view> chars(std::string_view text);

}  // namespace atlas::hf::utf8
