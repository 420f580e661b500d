#pragma once
// The normalizers that edit the text as a string (huggingface/tokenizers,
// tokenizers/src/normalizers/): Prepend, Replace, Strip, Sequence.

#include <memory>
#include <string>
#include <vector>

#include "Components.h"
#include "SplitPattern.h"

namespace atlas::hf {

// prepend.rs Prepend: the string before a text that is not empty.
class PrependNormalizer final : public Normalizer {
public:
    explicit PrependNormalizer(std::string prepend) : prepend_(std::move(prepend)) {}
    void normalize(std::string& text) const override;

private:
    std::string prepend_;
};

// replace.rs Replace: every match of the pattern (empty ones too) replaced by the content.
class ReplaceNormalizer final : public Normalizer {
public:
    ReplaceNormalizer(SplitPattern pattern, std::string content)
        : pattern_(std::move(pattern)), content_(std::move(content)) {}
    void normalize(std::string& text) const override;
    // The replacement on one string, shared with the Replace decoder.
    std::string replaced(const std::string& text) const;

private:
    SplitPattern pattern_;
    std::string content_;
};

// strip.rs Strip: whitespace (char::is_whitespace) removed at the left and/or right.
class StripNormalizer final : public Normalizer {
public:
    StripNormalizer(bool left, bool right) : left_(left), right_(right) {}
    void normalize(std::string& text) const override;

private:
    bool left_, right_;
};

// utils.rs Sequence: each in turn.
class SequenceNormalizer final : public Normalizer {
public:
    explicit SequenceNormalizer(std::vector<std::unique_ptr<Normalizer>> steps)
        : steps_(std::move(steps)) {}
    void normalize(std::string& text) const override;

private:
    std::vector<std::unique_ptr<Normalizer>> steps_;
};

}  // namespace atlas::hf
