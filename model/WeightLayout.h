#pragma once
// SPEC §3: the tensors a checkpoint of a given configuration holds, by name and shape.

#include <string>
#include <vector>

#include "Config.h"

namespace atlas {

// The position table [max_positions, d]: format 2's learned positions (GPT-2's wpe), or a Hub
// folder's stored sinusoidal table (SPEC §5; Marian), never in our format-1 files.
inline constexpr const char* kPositionTable = "positions.weight";

struct TensorSpec {
    std::string name;
    std::vector<long long> shape;
    bool required = true;  // biases may be absent (absent means zero)

    long long elementCount() const;
};

std::vector<TensorSpec> weightLayout(const Config& config);

// Name prefixes of SPEC §3, e.g. "decoder.layers.2.cross_attn".
std::string layerPrefix(const char* stack, int layer);

}  // namespace atlas
