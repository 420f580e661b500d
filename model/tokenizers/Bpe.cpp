#include "Bpe.h"

#include <nlohmann/json.hpp>

#include "ModelJson.h"
#include "Utf8.h"

namespace atlas::hf {

using nlohmann::json;
namespace mj = modeljson;

namespace {

// serialization.rs: "dropout" is an Option<f32> that BpeBuilder::build refuses outside [0, 1].
double readDropout(const json& model, const std::string& path) {
    const json* dropout = mj::find(model, "dropout");
    if (!dropout) return 0;
    if (!dropout->is_number())
        mj::fail(path + ".dropout", "expected a number, not " + mj::kindOf(*dropout));
    const double p = dropout->get<double>();
    if (!(p >= 0 && p <= 1)) mj::fail(path + ".dropout", "must be between 0 and 1");
    return p;
}

}  // namespace

Bpe::Bpe(const json& model, const std::string& path)
    : VocabularyModel(model, path),
      unkToken_(mj::optionalString(model, "unk_token", path)),
      prefix_(mj::optionalString(model, "continuing_subword_prefix", path)),
      suffix_(mj::optionalString(model, "end_of_word_suffix", path)),
      fuseUnk_(mj::optionalBool(model, "fuse_unk", path, false)),
      byteFallback_(mj::optionalBool(model, "byte_fallback", path, false)),
      ignoreMerges_(mj::optionalBool(model, "ignore_merges", path, false)),
      noMerges_(readDropout(model, path) == 1) {
    merges_ = BpeMerges(mj::require(model, "merges", path), vocab_, prefix_, path + ".merges");
    for (int b = 0; b < 256; ++b) byteIds_[b] = vocab_.id(bytePiece((unsigned char)b)).value_or(-1);
}

BpeWord Bpe::characters(std::string_view word) const {
    BpeWord symbols;
    struct {
        int id = -1;  // -1: no unknown run pending
        size_t length = 0;
    } unk;  // the unknown run not yet added
    std::string affixed;
    for (size_t i = 0; i < word.size();) {
        const size_t length = utf8::charLength(word, i);
        std::string_view s = word.substr(i, length);
        const bool first = i == 0, last = i + length >= word.size();
        i += length;
        if ((prefix_ && !first) || (suffix_ && last)) {
            affixed.assign(prefix_ && !first ? *prefix_ : "").append(s);
            if (suffix_ && last) affixed += *suffix_;
            s = affixed;
        }
        if (const auto id = vocab_.id(s)) {
            if (unk.id >= 0) symbols.add(unk.id, unk.length), unk.id = -1;
            symbols.add(*id, length);
            continue;
        }
        if (byteFallback_) {
            bool all = true;
            for (const char b : s) all = all && byteIds_[(unsigned char)b] >= 0;
            if (all) {
                // As in Rust, a pending unknown is not added first: it follows these bytes.
                for (const char b : s) symbols.add(byteIds_[(unsigned char)b], 1);
                continue;
            }
        }
        if (!unkToken_) continue;  // no unk_token: the character is dropped
        if (unk.id >= 0 && fuseUnk_) {
            unk.length += length;
            continue;
        }
        if (unk.id >= 0) symbols.add(unk.id, unk.length);
        unk = {unkId(*unkToken_), length};
    }
    if (unk.id >= 0) symbols.add(unk.id, unk.length);
    return symbols;
}

std::vector<int> Bpe::merged(std::string_view word) const {
    if (auto hit = cache_.get(word)) return std::move(*hit);
    BpeWord symbols = characters(word);
    if (!noMerges_) symbols.mergeAll(merges_);
    std::vector<int> ids = symbols.ids();
    cache_.set(word, ids);
    return ids;
}

void Bpe::tokenize(std::string_view word, std::vector<int>& ids,
                   std::vector<std::string>& pieces) const {
    if (word.empty()) return;
    // model.rs tokenize_with_cache: ignore_merges takes a word found whole in the vocabulary.
    if (ignoreMerges_)
        if (const auto id = vocab_.id(word)) {
            ids.push_back(*id);
            pieces.emplace_back(word);
            return;
        }
    for (const int id : merged(word)) {
        ids.push_back(id);
        pieces.push_back(*vocab_.token(id));
    }
}

std::vector<std::string> Bpe::piecesOf(const std::vector<int>& ids) const {
    std::vector<std::string> out;
    for (const int id : ids) out.push_back(*vocab_.token(id));
    return out;
}

std::vector<ModelStep> Bpe::explain(std::string_view word) const {
    if (word.empty()) return {};
    if (ignoreMerges_ && vocab_.id(word))
        return {ModelStep{{std::string(word)},
                          "the whole word is in the vocabulary",
                          0,
                          ModelStep::Kind::WholeWord,
                          {}}};
    BpeWord symbols = characters(word);
    std::vector<ModelStep> out{
        ModelStep{piecesOf(symbols.ids()), "characters", 0, ModelStep::Kind::Characters, {}}};
    if (noMerges_) {
        out.back().what += " (dropout 1: no merges)";
        out.back().kind = ModelStep::Kind::NoMerges;
        return out;
    }
    std::vector<BpeWord::Step> steps;
    symbols.mergeAll(merges_, &steps);
    for (const BpeWord::Step& s : steps)
        out.push_back(ModelStep{piecesOf(s.after),
                                "merge " + mj::quote(*vocab_.token(s.left)) + " + " +
                                    mj::quote(*vocab_.token(s.right)) + " (rank " +
                                    std::to_string(s.rank) + ")",
                                double(s.rank),
                                ModelStep::Kind::Merge,
                                {*vocab_.token(s.left), *vocab_.token(s.right)}});
    return out;
}

}  // namespace atlas::hf
