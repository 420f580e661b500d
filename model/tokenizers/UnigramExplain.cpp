// Unigram::explain: the best segmentation against the runner-up, with their log-probabilities.
// The runner-up is the second best path of the same lattice (models/unigram/lattice.rs: nodes
// are every piece the trie finds and, where no piece covers a character alone, an unknown
// node), found by a Viterbi pass that keeps the two best paths ending at each position.

#include <algorithm>
#include <array>

#include "ModelJson.h"
#include "Unigram.h"
#include "Utf8.h"

namespace atlas::hf {

namespace {

// One of the two best paths ending at a position: its last node and the rank (0 or 1) of the
// path it extends at the node's start.
struct Entry {
    double score = 0;
    Unigram::Node node{};
    int previousRank = 0;
};

struct TwoBest {
    std::array<Entry, 2> at;
    int count = 0;
    void offer(const Entry& e) {  // ties keep the earlier entry first
        if (count == 0 || e.score > at[0].score) {
            at[1] = at[0];
            at[0] = e;
            count = std::min(count + 1, 2);
        } else if (count == 1 || e.score > at[1].score) {
            at[1] = e;
            count = 2;
        }
    }
};

bool samePath(const Unigram::Path& a, const Unigram::Path& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].start != b[i].start || a[i].end != b[i].end || a[i].id != b[i].id) return false;
    return true;
}

}  // namespace

Unigram::Path Unigram::runnerUp(std::string_view word, const Path& best) const {
    std::vector<TwoBest> top(word.size() + 1);
    top[0].offer(Entry{});
    for (size_t s = 0; s < word.size();) {
        const size_t length = utf8::charLength(word, s);
        const TwoBest from = top[s];
        auto extend = [&](size_t n, int id, bool unknown) {
            const double score = unknown ? unkScore_ : scores_[size_t(id)];
            for (int k = 0; k < from.count; ++k)
                top[s + n].offer(Entry{from.at[k].score + score, Node{s, s + n, id, unknown}, k});
        };
        bool single = false;
        trie_.prefixes(word, s, [&](size_t n, int id) {
            extend(n, id, false);
            single = single || n == length;
        });
        if (!single) extend(length, unkId_.value_or(-1), true);
        s += length;
    }
    for (int rank = 0; rank < top.back().count; ++rank) {
        Path path;
        for (size_t end = word.size(), r = size_t(rank); end > 0;) {
            const Entry& e = top[end].at[r];
            path.push_back(e.node);
            end = e.node.start, r = size_t(e.previousRank);
        }
        std::reverse(path.begin(), path.end());
        if (!samePath(path, best)) return path;
    }
    return {};
}

double Unigram::scoreOf(const Path& path) const {
    double sum = 0;
    for (const Node& node : path) sum += node.unknown ? unkScore_ : scores_[size_t(node.id)];
    return sum;
}

std::vector<ModelStep> Unigram::explain(std::string_view word) const {
    if (word.empty()) return {};
    auto texts = [&](const Path& path) {
        std::vector<std::string> out;
        for (const Node& n : path) out.emplace_back(word.substr(n.start, n.end - n.start));
        return out;
    };
    const Path best = bestPath(word);
    std::vector<ModelStep> out{
        ModelStep{texts(best), "best segmentation", scoreOf(best), ModelStep::Kind::Best, {}}};
    if (const Path second = runnerUp(word, best); !second.empty())
        out.push_back(
            ModelStep{texts(second), "runner-up", scoreOf(second), ModelStep::Kind::RunnerUp, {}});
    std::vector<std::string> pieces = tokens(word).second;
    if (pieces != out.front().parts)
        out.push_back(ModelStep{std::move(pieces),
                                byteFallback_ ? "unknown characters fused, as pieces or bytes"
                                              : "unknown characters fused",
                                out.front().score,
                                ModelStep::Kind::Fused,
                                {}});
    return out;
}

}  // namespace atlas::hf
