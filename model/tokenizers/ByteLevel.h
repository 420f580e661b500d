#pragma once
// tokenizers/src/pre_tokenizers/byte_level.rs: the bytes of the text as printable characters
// (bytes_char), after GPT-2's split regex; and back again as the decoder.

#include <array>
#include <optional>
#include <string>

#include "Components.h"
#include "Regex.h"

namespace atlas::hf {

// bytes_char: each byte's character, as UTF-8 ('Ġ' for the space).
const std::array<std::string, 256>& byteLevelChars();
// The byte a character of that table stands for.
std::optional<unsigned char> byteLevelByte(char32_t c);

// ByteLevel::pre_tokenize: a prefix space (add_prefix_space), GPT-2's regex (use_regex), then
// every byte mapped. trim_offsets only moves offsets, which nothing here keeps.
class ByteLevelPreTokenizer final : public PreTokenizer {
public:
    ByteLevelPreTokenizer(bool addPrefixSpace, bool useRegex);
    void preTokenize(Splits& splits) const override;
    static const char* gpt2Pattern();

private:
    bool addPrefixSpace_, useRegex_;
    const Regex* regex_ = nullptr;  // GPT-2's, shared
};

// ByteLevel::decode_chain: the tokens' bytes as one string (UTF-8 made valid, as
// String::from_utf8_lossy); a token with a character outside the table counts as its own bytes.
class ByteLevelDecoder final : public Decoder {
public:
    void decodeChain(std::vector<std::string>& tokens) const override;
};

}  // namespace atlas::hf
