#pragma once
// SPEC §5 and §6, decoder-only: a LlamaForCausalLM (model_type llama), MistralForCausalLM
// (mistral), Gemma3ForCausalLM (gemma3_text), Qwen2ForCausalLM (qwen2), Qwen3ForCausalLM (qwen3)
// or GPT2LMHeadModel (gpt2, Gpt2Checkpoint.h) folder as one of our decoder-only checkpoints
// (docs/format.md). The computation is ours; what the families do differently enters as data:
// Gemma's (1 + w) norm gains folded into the stored gains, query_pre_attn_scalar as
// query_scale, its √d embedding scale, sandwich and q/k norms (Qwen3's with gains w), which
// biases are there (Qwen2's q, k, v), which layers slide and with which rotary base.

#include <string>

#include "Checkpoint.h"
#include "HubFolder.h"

namespace atlas {

// True for the model_types this reader opens.
bool isCausalLmType(const std::string& modelType);

// Throws CheckpointError or ConfigError naming the file and the key or tensor at fault.
Checkpoint causalLmCheckpoint(const HubFolder& hub, const std::string& modelType);

}  // namespace atlas
