#pragma once
// The normalizers that apply one Unicode operation (huggingface/tokenizers,
// tokenizers/src/normalizers/unicode.rs NFC/NFD/NFKC/NFKD, utils.rs Lowercase, strip.rs
// StripAccents).

#include "Components.h"
#include "Unicode.h"

namespace atlas::hf {

// NFC, NFD, NFKC, NFKD: NormalizedString::nfc() and its kin.
class NormalFormNormalizer final : public Normalizer {
public:
    explicit NormalFormNormalizer(unicode::NormalForm form) : form_(form) {}
    void normalize(std::string& text) const override;

private:
    unicode::NormalForm form_;
};

// Lowercase: NormalizedString::lowercase, char by char (char::to_lowercase, no final sigma).
class LowercaseNormalizer final : public Normalizer {
public:
    void normalize(std::string& text) const override;
};

// StripAccents: the combining marks removed (is_combining_mark; no decomposition first).
class StripAccentsNormalizer final : public Normalizer {
public:
    void normalize(std::string& text) const override;
};

}  // namespace atlas::hf
