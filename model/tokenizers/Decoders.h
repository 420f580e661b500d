#pragma once
// The decoders of huggingface/tokenizers that are not a pre-tokenizer's other half
// (tokenizers/src/decoders/): WordPiece, ByteFallback, Fuse, Strip, Replace, BPEDecoder,
// Sequence. ByteLevel's and Metaspace's are in ByteLevel.h and Metaspace.h.

#include <memory>
#include <string>
#include <vector>

#include "Components.h"
#include "TextNormalizers.h"

namespace atlas::hf {

// wordpiece.rs WordPiece::decode_chain: the prefix removed from continuing tokens, a space
// before the others (not the first), and cleanup's replacements (" ." → ".", " n't" → "n't", …).
class WordPieceDecoder final : public Decoder {
public:
    WordPieceDecoder(std::string prefix, bool cleanup)
        : prefix_(std::move(prefix)), cleanup_(cleanup) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    std::string prefix_;
    bool cleanup_;
};

// byte_fallback.rs ByteFallback: runs of "<0xAB>" tokens become their bytes' text, or one
// U+FFFD per byte when the run is not valid UTF-8.
class ByteFallbackDecoder final : public Decoder {
public:
    void decodeChain(std::vector<std::string>& tokens) const override;
};

// fuse.rs Fuse: all tokens as one.
class FuseDecoder final : public Decoder {
public:
    void decodeChain(std::vector<std::string>& tokens) const override;
};

// strip.rs Strip: up to `start` leading and `stop` trailing `content` characters removed
// from each token.
class StripDecoder final : public Decoder {
public:
    StripDecoder(char32_t content, size_t start, size_t stop)
        : content_(content), start_(start), stop_(stop) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    char32_t content_;
    size_t start_, stop_;
};

// replace.rs Replace (as a decoder): the pattern replaced in each token.
class ReplaceDecoder final : public Decoder {
public:
    explicit ReplaceDecoder(ReplaceNormalizer replace) : replace_(std::move(replace)) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    ReplaceNormalizer replace_;
};

// bpe.rs BPEDecoder: the suffix becomes a space, or nothing in the last token.
class BPEDecoder final : public Decoder {
public:
    explicit BPEDecoder(std::string suffix) : suffix_(std::move(suffix)) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    std::string suffix_;
};

// sequence.rs Sequence: each decoder's chain in turn.
class SequenceDecoder final : public Decoder {
public:
    explicit SequenceDecoder(std::vector<std::unique_ptr<Decoder>> steps)
        : steps_(std::move(steps)) {}
    void decodeChain(std::vector<std::string>& tokens) const override;

private:
    std::vector<std::unique_ptr<Decoder>> steps_;
};

// Rust's str::replace: every occurrence of `from`; an empty `from` matches between all
// characters and at both ends.
std::string rustReplace(std::string_view text, std::string_view from, std::string_view to);

}  // namespace atlas::hf
