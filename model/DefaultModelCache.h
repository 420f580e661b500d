#pragma once
// The four built-in models (DefaultModel.h), each built once per process on first use: building
// one trains its tokenizer and takes about a second, and pages that compare the four ask often.

#include <memory>

#include "Model.h"

namespace atlas {

// Thread-safe; a second caller waits for the first one's build instead of repeating it. The
// model is shared and immutable: decoding and encoding are const.
std::shared_ptr<const Model> defaultModel(AttentionKind kind);

}  // namespace atlas
