#pragma once
// SPEC §3: a checkpoint is a configuration, named float tensors and the serialized tokenizer.

#include <map>
#include <string>
#include <vector>

#include "Config.h"
#include "Safetensors.h"

namespace atlas {

inline constexpr const char* kCheckpointFormat = "attention-atlas/1";
inline constexpr const char* kTokenizerTensor = "tokenizer.sentencepiece";

struct Checkpoint {
    Config config;
    std::map<std::string, std::vector<float>> tensors;  // by SPEC §3 name, row-major
    std::string tokenizer;                              // serialized SentencePiece model

    // Reads and checks everything SPEC §3 asks: format, config, tokenizer, every tensor's
    // presence and shape, and the tokenizer's agreement with the config. Throws
    // CheckpointError or ConfigError with a message naming the field or tensor.
    static Checkpoint load(const std::string& path);
    static Checkpoint fromBytes(std::string bytes);

    // Writes atomically in the given float type (F32, F16 or BF16).
    void save(const std::string& path, DType dtype = DType::F32) const;
    std::string toBytes(DType dtype = DType::F32) const;

    // The tensor named, or an empty vector for an absent optional bias.
    const std::vector<float>& tensor(const std::string& name) const;
};

}  // namespace atlas
