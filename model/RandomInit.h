#pragma once
// Random weights for a configuration: the built-in default model, benchmarks and tests.

#include <cstdint>
#include <string>

#include "Checkpoint.h"

namespace atlas {

// Every tensor of weightLayout(config), optional biases included so that code reading them
// is exercised: linear weights and biases ~ U(±1/√fan_in) as torch.nn.Linear, embeddings
// with standard deviation 1/√d (so that √d-scaled embeddings match the positional
// encodings' scale), norm gains near 1 and norm biases near 0. A tensor's values depend only
// on the seed and its name, identically on every machine. Validates the config first
// (ConfigError); does not check the tokenizer against it.
Checkpoint randomCheckpoint(const Config& config, std::string tokenizerBytes, uint64_t seed);

}  // namespace atlas
