#pragma once
// A byte trie of Unigram's pieces for the common-prefix search of its Viterbi pass
// (huggingface/tokenizers, models/unigram/trie.rs Trie::common_prefix_search). Stored flat: each
// node's edges are one sorted run of (byte, child), so a 250k-piece vocabulary costs a few
// bytes per node rather than a map per node.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace atlas::hf {

class PieceTrie {
public:
    PieceTrie() = default;
    // (piece, value) pairs with distinct, non-empty pieces.
    explicit PieceTrie(std::vector<std::pair<std::string_view, int>> pieces);

    // Calls found(length, value) for each piece that begins text at `start`, shortest first.
    template <typename Found>
    void prefixes(std::string_view text, size_t start, Found&& found) const {
        if (nodes_.empty()) return;
        uint32_t node = 0;
        for (size_t i = start; i < text.size(); ++i) {
            node = child(node, (unsigned char)text[i]);
            if (node == kNone) return;
            if (nodes_[node].value >= 0) found(i + 1 - start, nodes_[node].value);
        }
    }

private:
    static constexpr uint32_t kNone = ~uint32_t(0);
    struct Node {
        int value = -1;                 // the piece ending here, -1 for none
        uint32_t first = 0, count = 0;  // its edges: labels_/children_[first, first + count)
    };
    uint32_t child(uint32_t node, unsigned char byte) const;

    std::vector<Node> nodes_;  // nodes_[0] is the root
    std::vector<unsigned char> labels_;
    std::vector<uint32_t> children_;
};

}  // namespace atlas::hf
