#pragma once
// SentencePiece, loaded from the bytes that travel inside a checkpoint (SPEC §3).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "TokenSide.h"

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace atlas {

namespace hf {
class FastTokenizer;
}

// Our encoder-only models' mask token: a user-defined piece of their tokenizer (docs/format.md).
inline constexpr const char* kMaskPiece = "<mask>";

class Tokenizer {
public:
    // Throws CheckpointError ("tensor 'tokenizer.sentencepiece': …") on bytes that do not parse.
    explicit Tokenizer(const std::string& serializedModel);
    // A Marian folder's (SPEC §5; transformers tokenization_marian.py): source pieces from
    // source.spm, target pieces from target.spm, ids from the shared vocab.json, where a piece
    // it lacks is <unk>.
    struct Vocabulary {
        std::string targetModel;          // target.spm
        std::vector<std::string> pieces;  // vocab.json, id → piece
        int unk = 0, pad = 0, eos = 0;
        std::string folder;  // named in refusals ("'folder/source.spm': …")
        // target_vocab.json, id → piece, when the folder's vocabularies are separate (the target
        // side of MarianTokenizer(separate_vocabs=True)); empty: the target side is `pieces`.
        std::vector<std::string> targetPieces;
        int targetUnk = 0;
    };
    Tokenizer(const std::string& sourceModel, Vocabulary vocabulary);
    // A folder's tokenizer.json (SPEC §6), shared: it is immutable, and large (Llama 3's holds
    // 128k pieces and 280k merges). The ids of bos/eos/pad/unk are the folder's.
    struct Specials {
        int pad = -1, unk = -1, bos = -1, eos = -1;
    };
    Tokenizer(std::shared_ptr<const hf::FastTokenizer> fast, Specials specials);
    ~Tokenizer();
    Tokenizer(Tokenizer&&) noexcept;
    Tokenizer& operator=(Tokenizer&&) noexcept;

    int pieceCount() const;
    int padId() const;
    int unkId() const;
    int bosId() const;
    int eosId() const;

    // Any bytes are accepted; whitespace is collapsed and trimmed (so "  " gives no ids), and
    // each byte that is not part of valid UTF-8 reads as U+FFFD.
    std::vector<int> encode(std::string_view text) const;
    // tokenizer(text)["input_ids"] (SPEC §6): a tokenizer.json's post-processor adds its special
    // tokens; the SentencePiece models have none, so this is encode().
    std::vector<int> inputIds(std::string_view text) const;
    bool isFast() const { return fast_ != nullptr; }
    const hf::FastTokenizer* fast() const { return fast_.get(); }
    // Target text as ids: the target model's pieces (ours: the one model's, as encode).
    std::vector<int> encodeTarget(std::string_view text) const;
    std::vector<std::string> pieces(std::string_view text) const;
    // The id of `piece` when the tokenizer holds it as a piece of its own, as a user-defined
    // symbol (our decoder-only models' "⇒", our masked LMs' kMaskPiece); nullopt otherwise.
    std::optional<int> userPiece(const std::string& piece) const;
    // Target ids by default (what the decoder writes). A Marian folder with separate
    // vocabularies names source ids by vocab.json and joins them with source.spm.
    std::string decode(const std::vector<int>& ids, TokenSide side = TokenSide::Target) const;
    // Ids outside 0..pieceCount()-1 throw std::out_of_range. A decoder token's piece is the
    // target vocabulary's when a Marian folder has its own (target_vocab.json).
    std::string piece(int id, TokenSide side = TokenSide::Source) const;  // "▁the", "<0xE4>"
    bool isByte(int id) const;                                            // byte-fallback piece
    bool isControl(int id) const;                                         // bos, eos, pad
    bool isUnknown(int id, TokenSide side = TokenSide::Source) const;
    // The byte a byte-fallback piece stands for (0xE4 for "<0xE4>"), so that a view can put
    // the bytes of one character back together.
    std::optional<uint8_t> byteValue(int id) const;

    // The model, refused naming `label` (our tensor, or a Hub folder's file).
    Tokenizer(const std::string& serializedModel, const std::string& label);

private:
    int checkId(int id) const;  // throws std::out_of_range
    std::vector<int> idsOf(const std::vector<std::string>& pieces) const;  // Marian only

    std::unique_ptr<sentencepiece::SentencePieceProcessor> sp_;  // ours, or Marian's source
    struct Marian;
    std::unique_ptr<Marian> marian_;                 // null for ours
    std::shared_ptr<const hf::FastTokenizer> fast_;  // a tokenizer.json; then sp_ is null
    Specials specials_;                              // a tokenizer.json's
};

}  // namespace atlas
