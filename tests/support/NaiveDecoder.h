#pragma once
// LlamaForCausalLM (model_type llama), MistralForCausalLM (mistral), Gemma3ForCausalLM
// (gemma3_text), Qwen2ForCausalLM (qwen2), Qwen3ForCausalLM (qwen3) and GPT2LMHeadModel (gpt2) of
// Hugging Face transformers, in evaluation mode, written out as plain loops in
// double precision from the transformers source (modeling_llama.py, modeling_mistral.py,
// modeling_gemma3.py, their configuration classes, modeling_rope_utils.py, masking_utils.py,
// activations.py), on the Hub's own tensor names: the yardstick our decoder-only computation is
// checked against (as NaiveMarian is for Marian). Independent of model/.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "NaiveMarian.h"

namespace naive {

struct DecoderResult {
    Maps self;   // [layer][head][query][key], the softmax probabilities, n×n per head (masked = 0)
    Mat logits;  // [position][V]
};

// config: the parsed config.json (nlohmann::json) of a llama, mistral, gemma3_text, qwen2 or qwen3
// folder (gpt2: gpt2Forward, NaiveGpt2.h);
// absent keys take the class defaults of the transformers configuration class.
// w: tensors under the Hub's own names (e.g. "model.layers.0.self_attn.q_proj.weight",
// "model.embed_tokens.weight", "lm_head.weight" when not tied, "model.norm.weight"), row-major
// float32 values (already widened from BF16/F16 by the caller).
// ids: the whole input sequence (the caller adds BOS). One full causal pass, no cache.
// Throws std::runtime_error naming a missing (or wrongly sized) tensor, an unknown model_type,
// hidden_act or rope_type.
DecoderResult decoderForward(const nlohmann::json& config, const Tensors& w,
                             const std::vector<int>& ids);

// What decoderForward reads from the config, resolved with the class defaults: exposed so tests
// can check the derived values (head_dim, which layers slide, rotary frequencies) directly.
struct DecoderSpec {
    std::string modelType;  // "llama", "mistral" or "gemma3_text"
    int V = 0, d = 0, ff = 0, layers = 0, heads = 0, kvHeads = 0, headDim = 0;
    double rmsNormEps = 1e-6;
    std::string activation;            // hidden_act (llama, mistral) / hidden_activation (gemma3)
    bool attentionBias = false;        // q, k, v biases (llama, gemma3, qwen2, qwen3)
    bool outputBias = false;           // o_proj bias (llama, gemma3, qwen3 attention_bias)
    bool qkNorm = false;               // q_norm, k_norm over head_dim (gemma3: 1 + w; qwen3: w)
    bool mlpBias = false;              // gate, up, down biases (llama)
    bool tied = false;                 // lm_head is model.embed_tokens
    double scaling = 0;                // head_dim^-0.5, gemma3 query_pre_attn_scalar^-0.5
    bool gemma = false;                // (1 + w) norms, q/k norms, sandwich norms, scaled embed
    double embedScale = 1;             // gemma3: float32(sqrt(hidden_size))
    double finalLogitSoftcapping = 0;  // 0: none
    bool bidirectional = false;        // gemma3 use_bidirectional_attention
    std::vector<int> window;           // per layer: 0 full causal, w > 0 sliding window w
    std::vector<std::vector<double>> invFreq;  // per layer: head_dim / 2 inverse frequencies
};
DecoderSpec decoderSpec(const nlohmann::json& config);

// GPT2LMHeadModel (NaiveGpt2.cpp): the same result on GPT-2's own names (with or without
// "transformer."); decoderForward hands a gpt2 config to it.
DecoderResult gpt2Forward(const nlohmann::json& config, const Tensors& w,
                          const std::vector<int>& ids);

}  // namespace naive
