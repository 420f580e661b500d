#pragma once
// SPEC §2 "Tokens" for teacher forcing: B sentence pairs padded into one batch. The encoder reads
// the source ids (eos included), the decoder reads [bos, y1 … ym] and position t is trained to
// predict y_{t+1}, the last one eos. Padding (pad_id) fills each sequence to the longest.

#include <vector>

#include "BatchLayout.h"
#include "Config.h"

namespace atlas::train {

// One training pair as ids.
struct Example {
    std::vector<int> source;  // with eos_id appended
    std::vector<int> target;  // y1 … ym, without bos or eos
};

struct Batch {
    BatchLayout source;           // B × n, n the longest source
    BatchLayout decoder;          // B × (m+1), m the longest target
    std::vector<int> sourceIds;   // (B·n), pad_id past each length
    std::vector<int> decoderIds;  // (B·(m+1)): [bos, y1 … ym, pad …]
    std::vector<int> targetRows;  // the decoder rows that have a target, in row order
    std::vector<int> targetIds;   // their targets: y1 … ym, eos of each sequence

    // Throws std::invalid_argument for an empty batch or a sequence beyond max_positions.
    static Batch make(const std::vector<const Example*>& examples, const Config& config);

    // Real (not padding) tokens: source ids plus predicted positions.
    long long tokens() const;
};

}  // namespace atlas::train
