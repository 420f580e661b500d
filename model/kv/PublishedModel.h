#pragma once
// The published architectures of resources/model-configs.json, for the KV-cache comparison of
// issue 4: only the shapes that decide cache and weight sizes, never weights.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "Config.h"

namespace atlas {

// A malformed entry; the message names the model id and the key.
class PublishedModelError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Field names follow the data file. n_layers counts the layers that hold a self-attention cache
// (the decoder's in an encoder-decoder); null in the data is an empty optional here.
struct PublishedModel {
    std::string id;
    std::string name;
    std::string family;
    AttentionKind attention = AttentionKind::MHA;
    int n_layers = 0;    // L
    int d_model = 0;     // d
    int n_heads = 0;     // H
    int n_kv_heads = 0;  // Hkv; for mla the heads after decompression
    int head_dim = 0;    // dh
    int d_ff = 0;
    int vocab_size = 0;
    // The output projection reuses E (tie_word_embeddings; transformers' default true), so the
    // V × d matrix counts once; untied (Llama 3 70B, Qwen2.5 72B, …) it counts twice.
    bool tied_embeddings = true;
    std::optional<long long> max_context;   // none: sinusoidal positions set no limit
    std::optional<int> sliding_window;      // tokens a windowed layer keeps at most
    std::optional<int> global_layer_every;  // layer i is global iff (i+1) % this == 0
    std::optional<int> kv_lora_rank;        // dc (mla)
    std::optional<int> q_lora_rank;         // dc' (mla's query compression)
    std::optional<int> qk_rope_head_dim;    // dr (mla)
    int encoder_layers = 0;                 // 0 for decoder-only models
    long long parameters = 0;
    bool parameters_estimated = false;  // true when the data gives no count
    // Mixture of experts: the parameters one token passes through (DeepSeek-V2: 21 B of 236 B).
    // Memory holds all `parameters`; the KV cache is not routed and does not change.
    std::optional<long long> active_parameters;
    std::vector<std::string> sources;
};

// Parses the data file's text ({"about", "models": [...]}); throws PublishedModelError.
std::vector<PublishedModel> parsePublishedModels(std::string_view json);

// Weights of one attention block's projections (Q, K, V or MLA's down/up, and W_o), biases and
// norms left out: what changes when a what-if twin swaps the attention kind.
long long attentionParameters(const PublishedModel& model);
// How many such blocks the model has: n_layers, plus encoder and cross-attention blocks.
int attentionBlocks(const PublishedModel& model);

// A count from the shapes alone, for data that publishes none: embeddings once (twice when
// untied: the separate lm_head) plus, per
// layer, the attention projections and a gated feed-forward (3·d·d_ff, the SwiGLU/GeGLU of every
// decoder-only model listed); encoder-decoders get the original paper's ungated 2·d·d_ff, an
// encoder stack and a cross-attention block per decoder layer. Within about 2% of the published
// totals of the dense models listed; MoE experts are invisible to it, hence the data's counts.
long long estimateParameters(const PublishedModel& model);

}  // namespace atlas
