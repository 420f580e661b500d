#include "WeightLayout.h"

namespace atlas {

long long TensorSpec::elementCount() const {
    long long n = 1;
    for (long long s : shape) n *= s;
    return n;
}

std::string layerPrefix(const char* stack, int layer) {
    return std::string(stack) + ".layers." + std::to_string(layer) + ".";
}

std::vector<TensorSpec> weightLayout(const Config& c) {
    const long long d = c.d_model, H = c.n_heads, Hkv = c.n_kv_heads, dh = c.d_head,
                    V = c.vocab_size, ff = c.d_ff, dc = c.d_latent, dr = c.d_rope;
    std::vector<TensorSpec> specs;
    auto linear = [&](const std::string& p, long long out, long long in) {
        specs.push_back({p + ".weight", {out, in}, true});
        specs.push_back({p + ".bias", {out}, false});
    };
    auto norm = [&](const std::string& p) {
        specs.push_back({p + ".weight", {d}, true});
        if (c.norm_type == NormKind::LayerNorm) specs.push_back({p + ".bias", {d}, false});
    };

    specs.push_back({"embed.weight", {V, d}, true});
    if (c.positions == PositionKind::Learned)
        specs.push_back({kPositionTable, {c.max_positions + c.position_offset, d}, true});
    if (c.token_types > 0) specs.push_back({"token_types.weight", {c.token_types, d}, true});
    if (c.embed_norm) norm("embed_norm");
    // The decoder's own table when the vocabularies are separate; the output is as wide.
    const long long Vt = c.targetVocab();
    if (c.target_vocab_size > 0) specs.push_back({"decoder.embed.weight", {Vt, d}, true});
    if (!c.tie_embeddings) linear("lm_head", Vt, d);
    if (c.hasMaskedLm()) {  // docs/format.md: dense, activation, norm, then W_out (+ its bias)
        linear("mlm.dense", d, d);
        norm("mlm.norm");
        if (c.tie_embeddings) specs.push_back({"lm_head.bias", {Vt}, false});
    }
    for (const char* stack : {"encoder", "decoder"}) {
        const bool decoder = std::string(stack) == "decoder";
        const int layers = decoder ? c.n_decoder_layers : c.n_encoder_layers;
        // docs/format.md: a decoder-only layer has no cross-attention, so two sublayers.
        const bool cross = decoder && !c.decoderOnly();
        if (!decoder && c.decoderOnly()) continue;
        if (decoder && c.encoderOnly()) continue;
        for (int i = 0; i < layers; ++i) {
            const std::string L = layerPrefix(stack, i);
            for (const char* block : {"self_attn", "cross_attn"}) {
                if (!cross && std::string(block) == "cross_attn") continue;
                const std::string p = L + block;
                if (c.isLatent()) {
                    linear(p + ".q_proj", H * (dh + dr), d);
                    linear(p + ".kv_down", dc + dr, d);
                    linear(p + ".kv_up", H * 2 * dh, dc);
                } else {
                    linear(p + ".q_proj", H * dh, d);
                    linear(p + ".k_proj", Hkv * dh, d);
                    linear(p + ".v_proj", Hkv * dh, d);
                }
                linear(p + ".o_proj", d, H * dh);
                if (c.qk_norm) {  // Gemma 3's per-head q_norm and k_norm, RMSNorm over dh
                    specs.push_back({p + ".q_norm.weight", {dh}, true});
                    specs.push_back({p + ".k_norm.weight", {dh}, true});
                }
            }
            if (c.ffn == FeedForwardKind::Gated) linear(L + "ffn.gate", ff, d);
            linear(L + "ffn.fc1", ff, d);
            linear(L + "ffn.fc2", d, ff);
            const int sublayers = cross ? 3 : 2;
            for (int k = 1; k <= sublayers; ++k) norm(L + "norm" + std::to_string(k));
            if (c.sandwich_norms)
                for (int k = 1; k <= sublayers; ++k) norm(L + "post_norm" + std::to_string(k));
        }
        if (c.norm == NormPlacement::Pre) norm(std::string(stack) + ".norm");
    }
    return specs;
}

}  // namespace atlas
