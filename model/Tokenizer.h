#pragma once
// SentencePiece, loaded from the bytes that travel inside a checkpoint (SPEC §3).

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace atlas {

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
    };
    Tokenizer(const std::string& sourceModel, Vocabulary vocabulary);
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
    // Target text as ids: the target model's pieces (ours: the one model's, as encode).
    std::vector<int> encodeTarget(std::string_view text) const;
    std::vector<std::string> pieces(std::string_view text) const;
    std::string decode(const std::vector<int>& ids) const;
    // Ids outside 0..pieceCount()-1 throw std::out_of_range.
    std::string piece(int id) const;  // "▁the", "<0xE4>", "</s>"
    bool isByte(int id) const;        // byte-fallback piece
    bool isControl(int id) const;     // bos, eos, pad
    bool isUnknown(int id) const;
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
    std::unique_ptr<Marian> marian_;  // null for ours
};

}  // namespace atlas
