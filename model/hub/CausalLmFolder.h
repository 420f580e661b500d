#pragma once
// What every decoder-only family reader (CausalLmCheckpoint, Gpt2Checkpoint) does besides
// mapping its config and tensors: the activation by its ACT2FN name, the tokenizer, the
// generation rules and add_bos_token (SPEC §5 "Decoder-only").

#include <nlohmann/json.hpp>
#include <string>

#include "Checkpoint.h"
#include "HubFolder.h"
#include "HubKeys.h"

namespace atlas {

// ACT2FN (activations.py) by the name config.json gives under `key` (absent: fallback).
Activation hubActivation(const HubKeys& k, const char* key, const char* fallback);

// What a decoder-only folder says about its tokens beside config.json.
struct CausalLmTokens {
    std::string modelType;
    // add_bos_token when tokenizer_config.json does not say: LlamaTokenizer and GemmaTokenizer
    // add BOS, GPT2Tokenizer (add_bos_token=False) and Qwen2Tokenizer (no bos_token) do not.
    bool addBosDefault = true;
    // eos_token_id absent from every file is None (Qwen2Config, Qwen3Config set none): no id
    // stops generation.
    bool eosMayBeNone = false;
};

// Validates out.config against ConfigLimits::kHubParameters (the messages name config.json),
// reads the tokenizer into out (HubTokenizer; its unk id into the config) and fills out.hub:
// the generation rules, add_bos_token and the folder's identity. Throws CheckpointError or
// ConfigError naming the file and the key.
void finishCausalLm(const HubFolder& hub, const nlohmann::json& config, const CausalLmTokens& t,
                    Checkpoint& out);

}  // namespace atlas
