#pragma once
// Where models come from: a checkpoint file, or the built-in model compiled into the binary.

#include <optional>
#include <string>

#include "Checkpoint.h"

namespace atlas {

inline constexpr const char* kBuiltinModelResource = ":/models/default.safetensors";

// The checkpoint at path, or the built-in model when there is none; throws with a message
// that names the file.
Checkpoint loadCheckpoint(const std::optional<std::string>& path);

}  // namespace atlas
