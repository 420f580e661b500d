#pragma once
// SPEC §6, decoder-only: a GPT2LMHeadModel folder (model_type gpt2) as one of our decoder-only
// checkpoints (docs/format.md). What GPT-2 does differently from the Llama-like families enters
// as data: learned positions (wpe as the position table), LayerNorms with biases, a plain
// gelu_new feed-forward, Conv1D weights turned from [in, out] to [out, in] (c_attn split into
// q, k and v), scale_attn_weights and scale_attn_by_inverse_layer_idx as the score scale.

#include "Checkpoint.h"
#include "HubFolder.h"

namespace atlas {

// Throws CheckpointError or ConfigError naming the file and the key or tensor at fault.
Checkpoint gpt2Checkpoint(const HubFolder& hub);

}  // namespace atlas
