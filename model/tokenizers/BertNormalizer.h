#pragma once
// tokenizers/src/normalizers/bert.rs BertNormalizer: control characters removed and
// whitespace made spaces (clean_text), spaces around CJK ideographs (handle_chinese_chars),
// accents stripped after NFD (strip_accents; null follows lowercase), lowercased.

#include "Components.h"

namespace atlas::hf {

struct BertNormalizerOptions {
    bool cleanText = true;
    bool handleChineseChars = true;
    bool stripAccents = true;  // strip_accents, or lowercase when it is null
    bool lowercase = true;
};

class BertNormalizer final : public Normalizer {
public:
    explicit BertNormalizer(BertNormalizerOptions options) : options_(options) {}
    void normalize(std::string& text) const override;

private:
    BertNormalizerOptions options_;
};

}  // namespace atlas::hf
