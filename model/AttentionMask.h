#pragma once
// SPEC §2: the mask M of S = QKᵀ·s + M (0 or −∞), as the rule of which keys a query row sees.
// One rule for inference, training, the approximations and the Kernel page.

#include <algorithm>
#include <cstddef>

namespace atlas {

// The keys a query row sees: columns [begin, end), every other one masked.
struct KeySpan {
    std::ptrdiff_t begin = 0, end = 0;
    std::ptrdiff_t size() const { return end - begin; }
};

struct AttentionMask {
    bool causal = false;  // key position > query position is masked (decoder self-attention)
    int firstQuery = 0;   // position of query row 0
    int validKeys = -1;   // keys from this index on are padding (−1: none)
    // docs/format.md "Sliding windows": a key `window` or more positions before its query is
    // masked (0: none), the edge of transformers' sliding_window_overlay (masking_utils.py:
    // kv_idx > q_idx − sliding_window).
    int window = 0;
    int firstKey = 0;  // position of key column 0: a sliding cache forgets its oldest keys

    // Masks hide a suffix of the keys (causal, padding) and, with a window, a prefix: one span
    // says it all.
    KeySpan visible(std::ptrdiff_t row, std::ptrdiff_t keys) const {
        const std::ptrdiff_t valid =
            validKeys < 0 ? keys : std::min<std::ptrdiff_t>(validKeys, keys);
        const std::ptrdiff_t query = firstQuery + row;  // the row's position
        const std::ptrdiff_t end =
            causal ? std::clamp<std::ptrdiff_t>(query + 1 - firstKey, 0, valid) : valid;
        const std::ptrdiff_t begin =
            window > 0 ? std::clamp<std::ptrdiff_t>(query - window + 1 - firstKey, 0, end) : 0;
        return {begin, end};
    }
};

}  // namespace atlas
