#pragma once
// SPEC §2: the mask M of S = QKᵀ·s + M (0 or −∞), as the rule of which keys a query row sees.
// One rule for inference, training, the approximations and the Kernel page.

#include <algorithm>
#include <cstddef>

namespace atlas {

struct AttentionMask {
    bool causal = false;  // key position > query position is masked (decoder self-attention)
    int firstQuery = 0;   // position of query row 0; keys sit at positions 0, 1, …
    int validKeys = -1;   // keys from this index on are padding (−1: none)

    // How many of `keys` keys query row `row` sees: columns [0, visible) are visible, the rest
    // masked. Masks only ever hide a suffix of the keys, so one count says it all.
    std::ptrdiff_t visibleKeys(std::ptrdiff_t row, std::ptrdiff_t keys) const {
        const std::ptrdiff_t valid =
            validKeys < 0 ? keys : std::min<std::ptrdiff_t>(validKeys, keys);
        return causal ? std::clamp<std::ptrdiff_t>(firstQuery + row + 1, 0, valid) : valid;
    }
};

}  // namespace atlas
