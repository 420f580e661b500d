#include "Tokenizer.h"

#include <sentencepiece_processor.h>

#include <stdexcept>
#include <unordered_map>

#include "Checkpoint.h"
#include "FastTokenizer.h"
#include "SentencePieceCheck.h"

namespace atlas {

namespace {

// SentencePieceProcessor::LoadFromSerializedProto with our checks first; throws CheckpointError
// naming `label`.
void loadModel(sentencepiece::SentencePieceProcessor& sp, const std::string& bytes,
               const std::string& label) {
    auto refuse = [&](const std::string& reason) {
        throw CheckpointError(label + ": not a SentencePiece model (" + reason + ")");
    };
    if (std::string problem = sentencePieceTableProblem(bytes); !problem.empty()) refuse(problem);
    sentencepiece::util::Status status;
    try {
        status = sp.LoadFromSerializedProto(bytes);
    } catch (const std::exception& e) {
        // Darts throws while building a trie from damaged pieces (an empty piece, say).
        refuse(e.what());
    }
    if (!status.ok()) refuse(status.ToString());
    // An empty or stray protobuf can parse and still hold no vocabulary to index.
    if (sp.GetPieceSize() <= 0) refuse("no pieces");
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

}  // namespace

Tokenizer::Tokenizer(const std::string& serializedModel)
    : Tokenizer(serializedModel, std::string("tensor '") + kTokenizerTensor + "'") {}

Tokenizer::Tokenizer(const std::string& serializedModel, const std::string& label)
    : sp_(std::make_unique<sentencepiece::SentencePieceProcessor>()) {
    loadModel(*sp_, serializedModel, label);
}

struct Tokenizer::Marian {
    std::unique_ptr<sentencepiece::SentencePieceProcessor> target;
    Vocabulary vocabulary;
    std::unordered_map<std::string, int> ids, targetIds;
};

Tokenizer::Tokenizer(const std::string& sourceModel, Vocabulary vocabulary)
    : Tokenizer(sourceModel, "'" + vocabulary.folder + "/source.spm'") {
    marian_ = std::make_unique<Marian>();
    marian_->target = std::make_unique<sentencepiece::SentencePieceProcessor>();
    loadModel(*marian_->target, vocabulary.targetModel, "'" + vocabulary.folder + "/target.spm'");
    const int n = int(vocabulary.pieces.size());
    for (int id : {vocabulary.unk, vocabulary.pad, vocabulary.eos})
        if (id < 0 || id >= n)
            throw CheckpointError("'" + vocabulary.folder + "/vocab.json': special id " +
                                  std::to_string(id) + " outside its " + std::to_string(n) +
                                  " pieces");
    for (int id = 0; id < n; ++id) marian_->ids.emplace(vocabulary.pieces[id], id);
    for (int id = 0; id < int(vocabulary.targetPieces.size()); ++id)
        marian_->targetIds.emplace(vocabulary.targetPieces[id], id);
    marian_->vocabulary = std::move(vocabulary);
}

Tokenizer::Tokenizer(std::shared_ptr<const hf::FastTokenizer> fast, Specials specials)
    : fast_(std::move(fast)), specials_(specials) {
    if (!fast_) throw std::invalid_argument("Tokenizer: no tokenizer.json");
}

Tokenizer::~Tokenizer() = default;
Tokenizer::Tokenizer(Tokenizer&&) noexcept = default;
Tokenizer& Tokenizer::operator=(Tokenizer&&) noexcept = default;

int Tokenizer::pieceCount() const {
    if (fast_) return fast_->vocabSize();
    return marian_ ? int(marian_->vocabulary.pieces.size()) : sp_->GetPieceSize();
}
int Tokenizer::padId() const {
    if (fast_) return specials_.pad;
    return marian_ ? marian_->vocabulary.pad : sp_->pad_id();
}
int Tokenizer::unkId() const {
    if (fast_) return specials_.unk;
    return marian_ ? marian_->vocabulary.unk : sp_->unk_id();
}
int Tokenizer::bosId() const {
    if (fast_) return specials_.bos;
    return marian_ ? marian_->vocabulary.pad : sp_->bos_id();  // Marian's decoder starts at pad
}
int Tokenizer::eosId() const {
    if (fast_) return specials_.eos;
    return marian_ ? marian_->vocabulary.eos : sp_->eos_id();
}

// MarianTokenizer._convert_token_to_id: self.encoder.get(token, self.encoder[self.unk_token]).
std::vector<int> Tokenizer::idsOf(const std::vector<std::string>& pieces) const {
    std::vector<int> ids;
    ids.reserve(pieces.size());
    for (const std::string& p : pieces) {
        const auto it = marian_->ids.find(p);
        ids.push_back(it == marian_->ids.end() ? marian_->vocabulary.unk : it->second);
    }
    return ids;
}

std::vector<int> Tokenizer::encodeTarget(std::string_view text) const {
    if (!marian_) return encode(text);
    std::vector<std::string> result;
    const auto status = marian_->target->Encode(text, &result);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    if (marian_->vocabulary.targetPieces.empty()) return idsOf(result);
    // tokenization_marian.py: text_target is converted with target_encoder when separate_vocabs.
    std::vector<int> ids;
    for (const std::string& p : result) {
        const auto it = marian_->targetIds.find(p);
        ids.push_back(it == marian_->targetIds.end() ? marian_->vocabulary.targetUnk : it->second);
    }
    return ids;
}

std::optional<int> Tokenizer::userPiece(const std::string& piece) const {
    // A user-defined symbol comes back whole, alone or after the word-start mark SentencePiece
    // puts before the first piece.
    for (const int id : encode(piece))
        if (this->piece(id) == piece) return id;
    return std::nullopt;
}

std::vector<int> Tokenizer::encode(std::string_view text) const {
    if (fast_) return fast_->encode(text, false).ids;
    if (marian_) return idsOf(pieces(text));
    std::vector<int> ids;
    const auto status = sp_->Encode(text, &ids);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return ids;
}

std::vector<int> Tokenizer::inputIds(std::string_view text) const {
    return fast_ ? fast_->encode(text, true).ids : encode(text);
}

std::vector<std::string> Tokenizer::pieces(std::string_view text) const {
    if (fast_) return fast_->encode(text, false).pieces;
    std::vector<std::string> result;
    if (marian_) {
        // MarianTokenizer._tokenize: a leading language code ">>deu<<" (language_code_re
        // ">>.+<<", matched at the start, greedy within the line) is one token of its own,
        // and source.spm splits the rest.
        const size_t line = text.find('\n');
        const size_t close = text.substr(0, line).rfind("<<");
        if (text.substr(0, 2) == ">>" && close != std::string_view::npos && close >= 3) {
            result.emplace_back(text.substr(0, close + 2));
            text.remove_prefix(close + 2);
        }
    }
    std::vector<std::string> rest;
    const auto status = sp_->Encode(text, &rest);
    result.insert(result.end(), rest.begin(), rest.end());
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return result;
}

std::string Tokenizer::decode(const std::vector<int>& ids, TokenSide side) const {
    if (!marian_)  // Marian ids are checked by piece(), on their side
        for (int id : ids) checkId(id);
    if (fast_) return fast_->decode(ids, true);
    std::string text;
    if (marian_) {
        // MarianTokenizer.decode(skip_special_tokens=True): the pieces without eos, pad and unk,
        // joined by target.spm (convert_tokens_to_string → decode_pieces). With separate
        // vocabularies MarianTokenizer.decoder is target_vocab.json inverted; source ids are
        // joined with source.spm (use_source_tokenizer=True), which knows their pieces.
        const Vocabulary& v = marian_->vocabulary;
        const bool source = side == TokenSide::Source;
        std::vector<std::string> pieces;
        for (int id : ids)
            if (id != v.eos && id != v.pad && id != v.unk) pieces.push_back(piece(id, side));
        const auto status = (source ? *sp_ : *marian_->target).Decode(pieces, &text);
        if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
        return text;
    }
    const auto status = sp_->Decode(ids, &text);
    if (!status.ok()) throw std::runtime_error("tokenizer: " + status.ToString());
    return text;
}

std::string Tokenizer::piece(int id, TokenSide side) const {
    if (fast_) {
        const std::string* p = fast_->idToToken(checkId(id));
        return p ? *p : std::string();  // an id no table names (a gap in a vocabulary)
    }
    if (!marian_) return sp_->IdToPiece(checkId(id));
    const std::vector<std::string>& target = marian_->vocabulary.targetPieces;
    if (side == TokenSide::Source || target.empty()) return marian_->vocabulary.pieces[checkId(id)];
    if (id < 0 || id >= int(target.size()))
        throw std::out_of_range("token id " + std::to_string(id) + " outside the " +
                                std::to_string(target.size()) + " target pieces");
    return target[size_t(id)];
}
bool Tokenizer::isByte(int id) const {
    if (fast_) return byteValue(id).has_value();
    return !marian_ && sp_->IsByte(checkId(id));
}
bool Tokenizer::isControl(int id) const {
    if (fast_) return fast_->isSpecial(checkId(id));
    if (marian_) return checkId(id) == eosId() || id == padId();
    return sp_->IsControl(checkId(id));
}
bool Tokenizer::isUnknown(int id, TokenSide side) const {
    if (fast_) return checkId(id) == specials_.unk;
    if (marian_ && side == TokenSide::Target && !marian_->vocabulary.targetPieces.empty())
        return id == marian_->vocabulary.targetUnk;
    if (marian_) return checkId(id) == unkId();
    return sp_->IsUnknown(checkId(id));
}

std::optional<uint8_t> Tokenizer::byteValue(int id) const {
    if (!fast_ && !isByte(id)) return std::nullopt;
    // SentencePiece spells byte pieces "<0xE4>", as do byte_fallback BPE and Unigram
    // (tokenizers/src/models/bpe/model.rs byte_fallback: format!("<{:#04X}>", byte)).
    const std::string p = piece(id);
    if (p.size() != 6 || p.compare(0, 3, "<0x") != 0 || p[5] != '>') return std::nullopt;
    const int high = hexDigit(p[3]), low = hexDigit(p[4]);
    if (high < 0 || low < 0) return std::nullopt;
    return uint8_t(high * 16 + low);
}

int Tokenizer::checkId(int id) const {
    // SentencePiece indexes its piece table unchecked.
    if (id < 0 || id >= pieceCount())
        throw std::out_of_range("tokenizer: id " + std::to_string(id) + " is outside 0.." +
                                std::to_string(pieceCount() - 1));
    return id;
}

}  // namespace atlas
