#include "PieceTrie.h"

#include <algorithm>
#include <deque>

namespace atlas::hf {

PieceTrie::PieceTrie(std::vector<std::pair<std::string_view, int>> pieces) {
    std::sort(pieces.begin(), pieces.end());
    // Breadth first, without recursion (a piece may be a megabyte long): a node stands for the
    // sorted run pieces[lo, hi) that shares its first `depth` bytes.
    struct Run {
        uint32_t node;
        size_t lo, hi, depth;
    };
    nodes_.emplace_back();
    std::deque<Run> runs{{0, 0, pieces.size(), 0}};
    while (!runs.empty()) {
        auto [node, lo, hi, depth] = runs.front();
        runs.pop_front();
        if (lo < hi && pieces[lo].first.size() == depth) nodes_[node].value = pieces[lo++].second;
        nodes_[node].first = uint32_t(labels_.size());
        while (lo < hi) {
            const unsigned char byte = (unsigned char)pieces[lo].first[depth];
            size_t end = lo + 1;
            while (end < hi && (unsigned char)pieces[end].first[depth] == byte) ++end;
            labels_.push_back(byte);
            children_.push_back(uint32_t(nodes_.size()));
            runs.push_back({uint32_t(nodes_.size()), lo, end, depth + 1});
            nodes_.emplace_back();
            ++nodes_[node].count;
            lo = end;
        }
    }
}

uint32_t PieceTrie::child(uint32_t node, unsigned char byte) const {
    const Node& n = nodes_[node];
    const auto begin = labels_.begin() + n.first, end = begin + n.count;
    const auto it = std::lower_bound(begin, end, byte);
    return it != end && *it == byte ? children_[size_t(it - labels_.begin())] : kNone;
}

}  // namespace atlas::hf
