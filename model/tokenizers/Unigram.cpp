#include "Unigram.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

#include "ModelJson.h"
#include "Utf8.h"
#include "Vocabulary.h"

namespace atlas::hf {

using nlohmann::json;
namespace mj = modeljson;

namespace {

constexpr double kUnkPenalty = 10.0;  // model.rs K_UNK_PENALTY

}  // namespace

Unigram::Unigram(const json& model, const std::string& path)
    : path_(path), byteFallback_(mj::optionalBool(model, "byte_fallback", path, false)) {
    const json& vocab = mj::require(model, "vocab", path);
    if (!vocab.is_array()) mj::fail(path + ".vocab", "expected an array, not " + mj::kindOf(vocab));
    pieces_.reserve(vocab.size());
    scores_.reserve(vocab.size());
    double minScore = std::numeric_limits<double>::infinity();
    for (size_t i = 0; i < vocab.size(); ++i) {
        const json& entry = vocab[i];
        if (!entry.is_array() || entry.size() != 2 || !entry[0].is_string() ||
            !entry[1].is_number())
            mj::fail(path + ".vocab[" + std::to_string(i) + "]",
                     "expected [piece, score], not " + entry.dump().substr(0, 60));
        pieces_.push_back(entry[0].get<std::string>());
        scores_.push_back(entry[1].get<double>());
        minScore = std::min(minScore, scores_.back());
    }
    // model.rs Unigram::from: UnigramError::EmptyVocabulary and UnkIdNotInVocabulary.
    if (const json* unk = mj::find(model, "unk_id")) {
        unkId_ = mj::index(*unk, path + ".unk_id");
        if (size_t(*unkId_) >= pieces_.size())
            mj::fail(path + ".unk_id", std::to_string(*unkId_) + " is beyond the vocabulary (" +
                                           std::to_string(pieces_.size()) + " pieces)");
    }
    unkScore_ = minScore - kUnkPenalty;
    ids_.reserve(pieces_.size());
    for (size_t i = 0; i < pieces_.size(); ++i) ids_[pieces_[i]] = int(i);  // the last one wins
    std::vector<std::pair<std::string_view, int>> distinct;
    distinct.reserve(ids_.size());
    for (const auto& [piece, id] : ids_)
        if (!piece.empty()) distinct.emplace_back(piece, id);
    trie_ = PieceTrie(std::move(distinct));
}

std::optional<int> Unigram::tokenToId(std::string_view token) const {
    const auto it = ids_.find(token);
    return it == ids_.end() ? std::nullopt : std::optional<int>(it->second);
}

const std::string* Unigram::idToToken(int id) const {
    return id >= 0 && size_t(id) < pieces_.size() ? &pieces_[size_t(id)] : nullptr;
}

int Unigram::unkId() const {
    if (!unkId_)
        mj::fail(path_ + ".unk_id", "the text has an unknown character but unk_id is missing");
    return *unkId_;
}

Unigram::Path Unigram::bestPath(std::string_view word) const {
    // model.rs encode_optimized: best[e] is the best path ending at byte e; ties keep the first.
    struct Best {
        double score = 0;
        long start = -1;
        int id = 0;
        bool unknown = false;
    };
    std::vector<Best> best(word.size() + 1);
    for (size_t s = 0; s < word.size();) {
        const double base = best[s].score;
        const size_t length = utf8::charLength(word, s);
        bool single = false;
        trie_.prefixes(word, s, [&](size_t n, int id) {
            Best& target = best[s + n];
            const double candidate = scores_[size_t(id)] + base;
            if (target.start < 0 || candidate > target.score) target = {candidate, long(s), id};
            single = single || n == length;
        });
        if (!single) {
            Best& target = best[s + length];
            const double candidate = unkScore_ + base;
            if (target.start < 0 || candidate > target.score)
                target = {candidate, long(s), unkId(), true};
        }
        s += length;
    }
    Path path;
    for (size_t end = word.size(); end > 0; end = size_t(best[end].start))
        path.push_back(Node{size_t(best[end].start), end, best[end].id, best[end].unknown});
    std::reverse(path.begin(), path.end());
    return path;
}

std::pair<std::vector<int>, std::vector<std::string>> Unigram::tokens(std::string_view word) const {
    // encode_optimized's fusing: adjacent nodes whose id is unk_id become one string (a piece
    // "<unk>" met in the text included, as Rust compares ids).
    std::vector<std::string> strings;
    bool inRun = false;
    for (const Node& node : bestPath(word)) {
        const bool unk = unkId_ && node.id == *unkId_;
        const std::string_view text = word.substr(node.start, node.end - node.start);
        if (unk && inRun)
            strings.back() += text;
        else
            strings.emplace_back(text);
        inRun = unk;
    }
    // model.rs Unigram::tokenize: each string's id, else its bytes' <0xNN> pieces, else unk_id.
    std::pair<std::vector<int>, std::vector<std::string>> out;
    auto& [ids, pieces] = out;
    for (std::string& s : strings) {
        if (const auto id = tokenToId(s)) {
            ids.push_back(*id);
            pieces.push_back(std::move(s));
            continue;
        }
        if (byteFallback_) {
            const size_t before = ids.size();
            for (const char b : s) {
                const auto id = tokenToId(bytePiece((unsigned char)b));
                if (!id) break;
                ids.push_back(*id);
                pieces.push_back(bytePiece((unsigned char)b));
            }
            if (ids.size() - before == s.size()) continue;
            ids.resize(before), pieces.resize(before);
        }
        ids.push_back(unkId());
        pieces.push_back(std::move(s));
    }
    return out;
}

void Unigram::tokenize(std::string_view word, std::vector<int>& ids,
                       std::vector<std::string>& pieces) const {
    if (word.empty()) return;
    auto hit = cache_.get(word);
    if (!hit) {
        hit = tokens(word);
        cache_.set(word, *hit);
    }
    ids.insert(ids.end(), hit->first.begin(), hit->first.end());
    pieces.insert(pieces.end(), hit->second.begin(), hit->second.end());
}

}  // namespace atlas::hf
