#pragma once
// SPEC §2 written out as plain loops in double precision, independent of the model library's
// Eigen code: the yardstick that every attention kind is checked against.

#include <vector>

#include "Checkpoint.h"

namespace naive {

using Vec = std::vector<double>;
using Mat = std::vector<Vec>;                // [row][col]
using Maps = std::vector<std::vector<Mat>>;  // [layer][head][query][key]

struct Result {
    Maps encoderSelf, decoderSelf, cross;
    Mat logits;
};

// src: source ids with eos; decoderInput: [bos, y1 … ym].
Result forward(const atlas::Checkpoint& checkpoint, const std::vector<int>& src,
               const std::vector<int>& decoderInput);

}  // namespace naive
