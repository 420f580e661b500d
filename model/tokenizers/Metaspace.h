#pragma once
// tokenizers/src/pre_tokenizers/metaspace.rs: spaces become the replacement ('▁'), prepended
// as prepend_scheme says, and the text split before each; and the decoder that undoes it.

#include <nlohmann/json_fwd.hpp>
#include <string>

#include "Components.h"

namespace atlas::hf {

struct MetaspaceOptions {
    enum class Prepend { Always, First, Never };
    char32_t replacement = U'▁';
    Prepend prependScheme = Prepend::Always;
    bool split = true;
    // Metaspace's Deserialize: replacement, prepend_scheme (default always), split (default
    // true), and the legacy add_prefix_space (false refused unless the scheme is never).
    static MetaspaceOptions read(const nlohmann::json& j, const std::string& path);
};

// Metaspace::pre_tokenize. prepend_scheme "first" prepends only to the split that starts at
// the original text's beginning (normalized.offsets_original().0 == 0).
class MetaspacePreTokenizer final : public PreTokenizer {
public:
    explicit MetaspacePreTokenizer(MetaspaceOptions options) : options_(options) {}
    void preTokenize(Splits& splits) const override;

private:
    MetaspaceOptions options_;
};

// Metaspace::decode_chain: the replacement becomes a space, except in the first token unless
// prepend_scheme is "never".
class MetaspaceDecoder final : public Decoder {
public:
    explicit MetaspaceDecoder(MetaspaceOptions options) : options_(options) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    MetaspaceOptions options_;
};

}  // namespace atlas::hf
