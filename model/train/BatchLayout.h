#pragma once
// How B padded sequences sit in an activation of (B·n, C): which rows are real tokens.

#include <vector>

namespace atlas::train {

struct BatchLayout {
    int count = 0;             // B
    int length = 0;            // n, the longest sequence; shorter ones are padded to it
    std::vector<int> lengths;  // B real lengths; rows b·n + t with t ≥ lengths[b] are padding

    int rows() const { return count * length; }
};

}  // namespace atlas::train
