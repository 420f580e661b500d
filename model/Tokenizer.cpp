#include "Tokenizer.h"

#include <sentencepiece_processor.h>

#include <stdexcept>

#include "Checkpoint.h"
#include "SentencePieceCheck.h"

namespace atlas {

namespace {

[[noreturn]] void refuseModel(const std::string& reason) {
    throw CheckpointError(std::string("tensor '") + kTokenizerTensor +
                          "': not a SentencePiece model (" + reason + ")");
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

}  // namespace

Tokenizer::Tokenizer(const std::string& serializedModel)
    : sp_(std::make_unique<sentencepiece::SentencePieceProcessor>()) {
    if (std::string problem = sentencePieceTableProblem(serializedModel); !problem.empty())
        refuseModel(problem);
    sentencepiece::util::Status status;
    try {
        status = sp_->LoadFromSerializedProto(serializedModel);
    } catch (const std::exception& e) {
        // Darts throws while building a trie from damaged pieces (an empty piece, say).
        refuseModel(e.what());
    }
    if (!status.ok()) refuseModel(status.ToString());
    // An empty or stray protobuf can parse and still hold no vocabulary to index.
    if (sp_->GetPieceSize() <= 0) refuseModel("no pieces");
}

Tokenizer::~Tokenizer() = default;
Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;

int Tokenizer::pieceCount() const {
    return sp_->GetPieceSize();
}
int Tokenizer::padId() const {
    return sp_->pad_id();
}
int Tokenizer::unkId() const {
    return sp_->unk_id();
}
int Tokenizer::bosId() const {
    return sp_->bos_id();
}
int Tokenizer::eosId() const {
    return sp_->eos_id();
}

std::vector<int> Tokenizer::encode(std::string_view text) const {
    std::vector<int> ids;
    const auto status = sp_->Encode(text, &ids);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return ids;
}

std::vector<std::string> Tokenizer::pieces(std::string_view text) const {
    std::vector<std::string> result;
    const auto status = sp_->Encode(text, &result);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return result;
}

std::string Tokenizer::decode(const std::vector<int>& ids) const {
    for (int id : ids) checkId(id);
    std::string text;
    const auto status = sp_->Decode(ids, &text);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return text;
}

std::string Tokenizer::piece(int id) const {
    return sp_->IdToPiece(checkId(id));
}
bool Tokenizer::isByte(int id) const {
    return sp_->IsByte(checkId(id));
}
bool Tokenizer::isControl(int id) const {
    return sp_->IsControl(checkId(id));
}
bool Tokenizer::isUnknown(int id) const {
    return sp_->IsUnknown(checkId(id));
}

std::optional<uint8_t> Tokenizer::byteValue(int id) const {
    if (!isByte(id)) return std::nullopt;
    // SentencePiece spells byte pieces "<0xE4>".
    const std::string& p = sp_->IdToPiece(id);
    if (p.size() != 6 || p.compare(0, 3, "<0x") != 0 || p[5] != '>') return std::nullopt;
    const int high = hexDigit(p[3]), low = hexDigit(p[4]);
    if (high < 0 || low < 0) return std::nullopt;
    return uint8_t(high * 16 + low);
}

int Tokenizer::checkId(int id) const {
    // SentencePiece indexes its piece table unchecked.
    if (id < 0 || id >= sp_->GetPieceSize())
        throw std::out_of_range("tokenizer: id " + std::to_string(id) + " is outside 0.." +
                                std::to_string(sp_->GetPieceSize() - 1));
    return id;
}

}  // namespace atlas
