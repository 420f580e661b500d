#pragma once
// Where models come from: a checkpoint file, or the models compiled into the binary.

#include <optional>
#include <string>
#include <utility>

#include "Checkpoint.h"

namespace atlas {

// The four trained models (issue 5): the same configuration, corpus and seed, differing only in
// the attention kind. The first is the default model.
inline constexpr std::pair<const char*, const char*> kTrainedModels[] = {
    {"mha", ":/models/mha.safetensors"},
    {"gqa", ":/models/gqa.safetensors"},
    {"mqa", ":/models/mqa.safetensors"},
    {"mla", ":/models/mla.safetensors"},
};
inline constexpr const char* kBuiltinModelResource = kTrainedModels[0].second;

// A checkpoint compiled into the binary (a Qt resource path); throws when this build lacks it.
Checkpoint loadResourceCheckpoint(const char* resource);

// The checkpoint at path, or the built-in model when there is none; throws with a message
// that names the file.
Checkpoint loadCheckpoint(const std::optional<std::string>& path);

}  // namespace atlas
