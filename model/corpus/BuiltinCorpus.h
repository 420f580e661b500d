#pragma once
// The corpus the trained built-in models learnt from (docs/models.md, "The built-in models"): what
// `attention-atlas corpus` writes with its defaults, the default sizes and seed 1.

#include <cstdint>
#include <vector>

#include "AlignedPair.h"

namespace atlas::corpus {

inline constexpr uint64_t kBuiltinCorpusSeed = 1;

// Its test split: the 2 000 pairs (500 of them novel) that the exact-match figures of
// docs/models.md were measured on. The test pairs are drawn first (generateCorpus), so this
// generates them without the training split; some tens of milliseconds.
std::vector<AlignedPair> builtinTestSplit();

}  // namespace atlas::corpus
