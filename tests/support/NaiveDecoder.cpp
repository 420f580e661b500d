#include "NaiveDecoder.h"
#include "NaiveConfig.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

// Sources (huggingface/transformers, stored copies; line numbers counted in those copies):
//   L  = src/transformers/models/llama/modeling_llama.py @5dd4a635 (4.49-era)
//   LC = models/llama/configuration_llama.py @4bdeeced (LlamaConfig.__init__ defaults)
//   M  = models/mistral/modeling_mistral.py @93e0020c, MC = configuration_mistral.py @0b07a74c
//   G  = models/gemma3/modeling_gemma3.py @f14d0cbc (4.56-era)
//   GC = models/gemma3/modular_gemma3.py @d903f323 (Gemma3TextConfig.__init__, layer_types rule)
//   R  = src/transformers/modeling_rope_utils.py @ef468064
//   K  = src/transformers/masking_utils.py @2ccc6cae
//   A  = src/transformers/activations.py (ACT2CLS)
//   Q2 = models/qwen2/modeling_qwen2.py @63bb7237, Q2C = configuration_qwen2.py @caa31776
//   Q3 = models/qwen3/modeling_qwen3.py @9ee3f431, Q3C = configuration_qwen3.py @1f3ae2b3
// GPT-2 is NaiveGpt2.cpp's.

namespace naive {

namespace {

enum class Family { Llama, Mistral, Gemma3, Qwen2, Qwen3 };

// ROPE_INIT_FUNCTIONS (R): _compute_default_rope_parameters inv_freq = 1 / base^(2i / dim);
// _compute_linear_scaling_rope_parameters divides by factor; _compute_llama3_parameters
// smooths between factor-divided low frequencies and untouched high ones. attention_factor is
// 1.0 for all three, so cos/sin are not rescaled (L LlamaRotaryEmbedding.forward 138-139).
std::vector<double> inverseFrequencies(int dim, double base, const json* scaling) {
    std::vector<double> inv(dim / 2);
    for (int i = 0; i < dim / 2; ++i) inv[i] = 1.0 / std::pow(base, double(2 * i) / dim);
    if (!scaling) return inv;
    // BC: "rope_type" was originally "type" (L LlamaRotaryEmbedding.__init__ 86-90).
    std::string type = "default";
    if (const json* t = present(*scaling, "rope_type"))
        type = t->get<std::string>();
    else if (const json* t2 = present(*scaling, "type"))
        type = t2->get<std::string>();
    auto need = [&](const char* key) {
        const json* v = present(*scaling, key);
        if (!v)
            throw std::runtime_error(std::string("naive decoder: rope ") + type + " needs " + key);
        return v->get<double>();
    };
    if (type == "default") return inv;
    if (type == "linear") {
        const double factor = need("factor");
        for (double& f : inv) f /= factor;
        return inv;
    }
    if (type == "llama3") {
        const double factor = need("factor"), low = need("low_freq_factor"),
                     high = need("high_freq_factor"),
                     old = need("original_max_position_embeddings");
        const double lowWavelen = old / low, highWavelen = old / high;
        for (double& f : inv) {
            const double wavelen = 2 * std::numbers::pi / f;
            const double scaled = wavelen > lowWavelen ? f / factor : f;
            if (!(wavelen < highWavelen) && !(wavelen > lowWavelen)) {  // is_medium_freq
                const double smooth = (old / wavelen - low) / (high - low);
                f = (1 - smooth) * scaled / factor + smooth * scaled;
            } else {
                f = scaled;
            }
        }
        return inv;
    }
    throw std::runtime_error("naive decoder: unsupported rope_type " + type);
}

Family familyOf(const json& c) {
    const std::string type = text(c, "model_type", "");
    if (type == "llama") return Family::Llama;
    if (type == "mistral") return Family::Mistral;
    if (type == "gemma3_text") return Family::Gemma3;
    if (type == "qwen2") return Family::Qwen2;
    if (type == "qwen3") return Family::Qwen3;
    throw std::runtime_error("naive decoder: unsupported model_type '" + type + "'");
}

struct Ctx {
    const DecoderSpec& s;
    const Tensors& w;
    const std::vector<float>& t(const std::string& name, size_t size) const {
        return tensor(w, name, size);
    }
};

// nn.Linear: y = x Wᵀ (+ b), W [out, in].
Mat linear(const Ctx& c, const Mat& x, const std::string& p, int out, int in, bool bias) {
    const auto& W = c.t(p + ".weight", size_t(out) * in);
    const std::vector<float>* b = bias ? &c.t(p + ".bias", out) : nullptr;
    Mat y(x.size(), std::vector<double>(out));
    for (size_t r = 0; r < x.size(); ++r)
        for (int o = 0; o < out; ++o) {
            double sum = b ? (*b)[o] : 0.0;
            for (int i = 0; i < in; ++i) sum += x[r][i] * W[size_t(o) * in + i];
            y[r][o] = sum;
        }
    return y;
}

// One row in place. LlamaRMSNorm.forward (L 69-74): x·rsqrt(mean(x²) + eps)·w.
// Gemma3RMSNorm.forward (G 132-140): x·rsqrt(mean(x²) + eps)·(1 + w).
void rmsNormRow(double* x, int n, const std::vector<float>& w, size_t offset, double eps,
                bool gemma) {
    double ms = 0;
    for (int j = 0; j < n; ++j) ms += x[j] * x[j];
    ms /= n;
    const double r = 1.0 / std::sqrt(ms + eps);
    for (int j = 0; j < n; ++j)
        x[j] = x[j] * r * (gemma ? 1.0 + w[offset + j] : double(w[offset + j]));
}

Mat rmsNorm(const Ctx& c, Mat x, const std::string& name) {
    const auto& w = c.t(name, c.s.d);
    for (auto& row : x) rmsNormRow(row.data(), c.s.d, w, 0, c.s.rmsNormEps, c.s.gemma);
    return x;
}

Mat add(Mat a, const Mat& b) {
    for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = 0; j < a[i].size(); ++j) a[i][j] += b[i][j];
    return a;
}

// apply_rotary_pos_emb with rotate_half (L 144-175, G 182-213) over the whole head, position p:
// emb = cat(freqs, freqs), out[j] = x[j]·cos(emb[j]) + rotate_half(x)[j]·sin(emb[j]),
// rotate_half(x) = cat(-x[half:], x[:half]).
void rotate(double* x, int dh, const std::vector<double>& inv, int p) {
    const int half = dh / 2;
    std::vector<double> out(dh);
    for (int j = 0; j < dh; ++j) {
        const double angle = inv[j % half] * p;
        const double partner = j < half ? -x[j + half] : x[j - half];
        out[j] = x[j] * std::cos(angle) + partner * std::sin(angle);
    }
    std::copy(out.begin(), out.end(), x);
}

// masking_utils (K): causal_mask_function kv <= q (74-78); sliding_window_overlay
// kv > q - window (81-90), and-ed with causal (117-121); eager_mask turns False into
// finfo.min, so a masked probability is exactly 0. Gemma3 use_bidirectional_attention
// (G Gemma3TextModel.forward 545-547): full layers attend everywhere, sliding layers
// |q - kv| < window (_bidirectional_window_overlay, G 442-452).
bool attends(const DecoderSpec& s, int window, int q, int k) {
    if (s.bidirectional) return window == 0 || std::abs(q - k) < window;
    if (k > q) return false;
    return window == 0 || k > q - window;
}

// LlamaAttention / MistralAttention / Gemma3Attention .forward with eager_attention_forward.
Mat attention(const Ctx& c, const Mat& x, int layer, std::vector<Mat>& maps) {
    const DecoderSpec& s = c.s;
    const int n = int(x.size()), H = s.heads, Hkv = s.kvHeads, dh = s.headDim;
    const std::string L = "model.layers." + std::to_string(layer) + ".self_attn.";
    Mat q = linear(c, x, L + "q_proj", H * dh, s.d, s.attentionBias);
    Mat k = linear(c, x, L + "k_proj", Hkv * dh, s.d, s.attentionBias);
    const Mat v = linear(c, x, L + "v_proj", Hkv * dh, s.d, s.attentionBias);
    // q_norm / k_norm over head_dim, before rotary (G 312-313: (1 + w); Q3 Qwen3Attention
    // .forward: self.q_norm(q_proj(x).view(..., head_dim)), Qwen3RMSNorm's gain w).
    if (s.qkNorm) {
        const auto& qn = c.t(L + "q_norm.weight", dh);
        const auto& kn = c.t(L + "k_norm.weight", dh);
        for (int i = 0; i < n; ++i) {
            for (int h = 0; h < H; ++h) rmsNormRow(&q[i][h * dh], dh, qn, 0, s.rmsNormEps, s.gemma);
            for (int h = 0; h < Hkv; ++h)
                rmsNormRow(&k[i][h * dh], dh, kn, 0, s.rmsNormEps, s.gemma);
        }
    }
    const auto& inv = s.invFreq[layer];
    for (int i = 0; i < n; ++i) {  // position_ids = arange(n)
        for (int h = 0; h < H; ++h) rotate(&q[i][h * dh], dh, inv, i);
        for (int h = 0; h < Hkv; ++h) rotate(&k[i][h * dh], dh, inv, i);
    }
    // repeat_kv (L 194-203): query head h reads kv head h / (H / Hkv).
    const int group = H / Hkv, window = s.window[layer];
    Mat y(n, std::vector<double>(H * dh, 0));
    maps.assign(H, Mat(n, std::vector<double>(n, 0)));
    for (int h = 0; h < H; ++h) {
        const int g = h / group;
        for (int i = 0; i < n; ++i) {
            std::vector<double> score(n, 0);
            double top = -1e300;
            for (int j = 0; j < n; ++j) {
                if (!attends(s, window, i, j)) continue;
                double dot = 0;
                for (int e = 0; e < dh; ++e) dot += q[i][h * dh + e] * k[j][g * dh + e];
                score[j] = dot * s.scaling;  // no softcap: Gemma3Attention passes none (G 327-337)
                top = std::max(top, score[j]);
            }
            double z = 0;
            for (int j = 0; j < n; ++j)
                if (attends(s, window, i, j)) z += (maps[h][i][j] = std::exp(score[j] - top));
            for (int j = 0; j < n; ++j) {
                maps[h][i][j] /= z;
                for (int e = 0; e < dh; ++e) y[i][h * dh + e] += maps[h][i][j] * v[j][g * dh + e];
            }
        }
    }
    return linear(c, y, L + "o_proj", s.d, H * dh, s.outputBias);
}

// LlamaMLP / MistralMLP / Gemma3MLP .forward: down(act(gate(x)) * up(x)) (L 189-191, G 121-123).
Mat mlp(const Ctx& c, const Mat& x, int layer) {
    const DecoderSpec& s = c.s;
    const std::string L = "model.layers." + std::to_string(layer) + ".mlp.";
    Mat gate = linear(c, x, L + "gate_proj", s.ff, s.d, s.mlpBias);
    const Mat up = linear(c, x, L + "up_proj", s.ff, s.d, s.mlpBias);
    for (size_t i = 0; i < gate.size(); ++i)
        for (int j = 0; j < s.ff; ++j) gate[i][j] = activate(s.activation, gate[i][j]) * up[i][j];
    return linear(c, gate, L + "down_proj", s.d, s.ff, s.mlpBias);
}

// The rotary parameters of one layer: rope_theta + rope_scaling (L/M *RotaryEmbedding, G
// rotary_emb for full layers); Gemma3 sliding layers use rope_local_base_freq with
// {"rope_type": "default"} (G Gemma3TextModel.__init__ 475-480). A config written by
// transformers 5 carries rope_parameters instead (flat, or per layer type for gemma3_text):
// read only when none of the 4.x keys is there.
std::vector<double> layerFrequencies(const json& c, Family f, bool sliding, int dh) {
    const double defaultTheta = f == Family::Gemma3 ? (sliding ? 10000.0 : 1e6) : 10000.0;
    const bool legacy = present(c, "rope_theta") || present(c, "rope_scaling") ||
                        present(c, "rope_local_base_freq");
    const json* params = present(c, "rope_parameters");
    if (!legacy && params && params->is_object()) {
        const char* type = sliding ? "sliding_attention" : "full_attention";
        if (const json* per = present(*params, type)) params = per;
        return inverseFrequencies(dh, number(*params, "rope_theta", defaultTheta), params);
    }
    if (f == Family::Gemma3 && sliding)
        return inverseFrequencies(dh, number(c, "rope_local_base_freq", 10000.0), nullptr);
    const json* scaling = present(c, "rope_scaling");
    return inverseFrequencies(dh, number(c, "rope_theta", defaultTheta),
                              scaling && scaling->is_object() ? scaling : nullptr);
}

// layer_types: "sliding_attention" or "full_attention" per layer (layer_type_validation).
std::vector<bool> layerTypes(const json& c, int layers) {
    const json& types = *present(c, "layer_types");
    if (int(types.size()) != layers)
        throw std::runtime_error("naive decoder: layer_types length != num_hidden_layers");
    std::vector<bool> sliding(layers);
    for (int l = 0; l < layers; ++l) {
        const std::string t = types[l].get<std::string>();
        if (t != "sliding_attention" && t != "full_attention")
            throw std::runtime_error("naive decoder: unsupported layer type " + t);
        sliding[l] = t == "sliding_attention";
    }
    return sliding;
}

// Q2C/Q3C __init__: sliding_window = sliding_window (default 4096) if use_sliding_window else
// None; layer_types, else "sliding_attention" when sliding_window is not None and
// i >= max_window_layers (default 28). Q2 Qwen2Attention.__init__: the window for sliding layers.
std::vector<bool> qwenSliding(const json& c, DecoderSpec& s) {
    const bool use = flag(c, "use_sliding_window", false);
    const int window = !use                           ? 0
                       : c.contains("sliding_window") ? integer(c, "sliding_window", 0)
                                                      : 4096;
    std::vector<bool> sliding(s.layers, false);
    if (present(c, "layer_types")) {
        sliding = layerTypes(c, s.layers);
    } else {
        for (int l = 0; l < s.layers; ++l)
            sliding[l] = window > 0 && l >= integer(c, "max_window_layers", 28);
    }
    for (int l = 0; l < s.layers; ++l)
        if (sliding[l]) {
            if (window <= 0)  // create_sliding_window_causal_mask raises (K)
                throw std::runtime_error("naive decoder: sliding layers without sliding_window");
            s.window[l] = window;
        }
    return sliding;
}

// Which layers slide, and how wide (s.window); Gemma's embedding scale and final softcap.
std::vector<bool> slidingLayers(const json& c, Family f, DecoderSpec& s) {
    // Which layers slide, and how wide.
    s.window.assign(s.layers, 0);
    std::vector<bool> sliding(s.layers, false);
    if (f == Family::Qwen2 || f == Family::Qwen3) return qwenSliding(c, s);
    if (f == Family::Mistral) {
        // sliding_window default 4096, null = none; every layer (M _update_causal_mask).
        const int window = c.contains("sliding_window") ? integer(c, "sliding_window", 0) : 4096;
        for (int l = 0; l < s.layers; ++l) s.window[l] = window;
    } else if (f == Family::Gemma3) {
        // layer_types, else (i + 1) % sliding_window_pattern != 0 → sliding, pattern default 6
        // (GC Gemma3TextConfig.__init__).
        if (present(c, "layer_types")) {
            sliding = layerTypes(c, s.layers);
        } else {
            const int pattern = integer(c, "sliding_window_pattern", 6);
            for (int l = 0; l < s.layers; ++l) sliding[l] = (l + 1) % pattern != 0;
        }
        s.bidirectional = flag(c, "use_bidirectional_attention", false);
        int window = c.contains("sliding_window") ? integer(c, "sliding_window", 0) : 4096;
        // Gemma3TextConfig (4.56+): use_bidirectional_attention sets window // 2 + 1.
        if (s.bidirectional && window > 0) window = window / 2 + 1;
        for (int l = 0; l < s.layers; ++l)
            if (sliding[l]) {
                if (window <= 0)  // create_sliding_window_causal_mask raises (K)
                    throw std::runtime_error(
                        "naive decoder: sliding layers without sliding_window");
                s.window[l] = window;
            }
        // Gemma3TextScaledWordEmbedding (G 97-107): embed_scale = torch.tensor(hidden_size**0.5),
        // a float32 buffer cast to the weight dtype; float32 here.
        s.embedScale = double(float(std::sqrt(double(s.d))));
        s.finalLogitSoftcapping = number(c, "final_logit_softcapping", 0);
    }
    return sliding;
}

// Class defaults: LlamaConfig.__init__ (LC), MistralConfig.__init__ (MC),
// Gemma3TextConfig.__init__ (GC), Qwen2Config.__init__ (Q2C), Qwen3Config.__init__ (Q3C).
struct ClassDefaults {
    int V, d, ff, layers, heads;
    int kvHeads;  // when absent (−1: num_attention_heads); None is num_attention_heads
    const char *activationKey, *activation;
    bool tied;
};

constexpr ClassDefaults kDefaults[] = {
    {32000, 4096, 11008, 32, 32, -1, "hidden_act", "silu", false},                   // LC
    {32000, 4096, 14336, 32, 32, 8, "hidden_act", "silu", false},                    // MC
    {262208, 2304, 9216, 26, 8, 4, "hidden_activation", "gelu_pytorch_tanh", true},  // GC
    {151936, 4096, 22016, 32, 32, 32, "hidden_act", "silu", false},                  // Q2C
    {151936, 4096, 22016, 32, 32, 32, "hidden_act", "silu", false},                  // Q3C
};

void familyDefaults(const json& c, Family f, DecoderSpec& s) {
    const ClassDefaults& k = kDefaults[int(f)];
    s.V = integer(c, "vocab_size", k.V);
    s.d = integer(c, "hidden_size", k.d);
    s.ff = integer(c, "intermediate_size", k.ff);
    s.layers = integer(c, "num_hidden_layers", k.layers);
    s.heads = integer(c, "num_attention_heads", k.heads);
    s.kvHeads = c.contains("num_key_value_heads") ? integer(c, "num_key_value_heads", s.heads)
                : k.kvHeads < 0                   ? s.heads
                                                  : k.kvHeads;
    s.activation = text(c, k.activationKey, k.activation);
    s.tied = flag(c, "tie_word_embeddings", k.tied);
    // Biases: LlamaAttention, Gemma3Attention and Q3 Qwen3Attention all four as
    // attention_bias, LlamaMLP mlp_bias; none in Mistral (M MistralAttention, MistralMLP);
    // Q2 Qwen2Attention q, k, v bias=True, o_proj bias=False. q/k norms: Gemma 3, Qwen3.
    const bool attentionBias = f != Family::Mistral && flag(c, "attention_bias", false);
    s.attentionBias = f == Family::Qwen2 || attentionBias;
    s.outputBias = f != Family::Qwen2 && attentionBias;
    s.mlpBias = f == Family::Llama && flag(c, "mlp_bias", false);
    s.qkNorm = f == Family::Gemma3 || f == Family::Qwen3;
}

}  // namespace

DecoderSpec decoderSpec(const json& c) {
    const Family f = familyOf(c);
    DecoderSpec s;
    s.modelType = text(c, "model_type", "");
    s.gemma = f == Family::Gemma3;
    familyDefaults(c, f, s);
    s.rmsNormEps = number(c, "rms_norm_eps", 1e-6);
    // head_dim: config key, else hidden_size // num_attention_heads (llama, mistral); Gemma3's
    // class default is 256.
    // Q3C: head_dim=128.
    s.headDim = integer(c, "head_dim",
                        f == Family::Gemma3  ? 256
                        : f == Family::Qwen3 ? 128
                                             : s.d / s.heads);
    if (s.heads % s.kvHeads != 0)
        throw std::runtime_error("naive decoder: num_attention_heads not a multiple of kv heads");
    // scaling: head_dim**-0.5 (L LlamaAttention.__init__ 241); Gemma3
    // query_pre_attn_scalar**-0.5, default 256 (G Gemma3Attention.__init__ 273).
    s.scaling = f == Family::Gemma3 ? std::pow(number(c, "query_pre_attn_scalar", 256), -0.5)
                                    : std::pow(double(s.headDim), -0.5);

    const std::vector<bool> sliding = slidingLayers(c, f, s);
    for (int l = 0; l < s.layers; ++l)
        s.invFreq.push_back(layerFrequencies(c, f, sliding[l], s.headDim));
    return s;
}

DecoderResult decoderForward(const json& config, const Tensors& w, const std::vector<int>& ids) {
    if (text(config, "model_type", "") == "gpt2") return gpt2Forward(config, w, ids);
    const DecoderSpec s = decoderSpec(config);
    const Ctx c{s, w};
    const int n = int(ids.size()), d = s.d;
    const auto& E = c.t("model.embed_tokens.weight", size_t(s.V) * d);

    // embed_tokens(input_ids) (L LlamaModel.forward), × embed_scale for Gemma3 (G 107).
    Mat x(n, std::vector<double>(d));
    for (int p = 0; p < n; ++p) {
        if (ids[p] < 0 || ids[p] >= s.V)
            throw std::runtime_error("naive decoder: token id out of range");
        for (int j = 0; j < d; ++j) x[p][j] = E[size_t(ids[p]) * d + j] * s.embedScale;
    }

    DecoderResult r;
    for (int l = 0; l < s.layers; ++l) {
        const std::string L = "model.layers." + std::to_string(l) + ".";
        r.self.emplace_back();
        if (!s.gemma) {
            // LlamaDecoderLayer.forward (L 319-353), MistralDecoderLayer.forward: pre-norm.
            x = add(x, attention(c, rmsNorm(c, x, L + "input_layernorm.weight"), l, r.self.back()));
            x = add(x, mlp(c, rmsNorm(c, x, L + "post_attention_layernorm.weight"), l));
        } else {
            // Gemma3DecoderLayer.forward (G 372-400): sandwich norms.
            const Mat a =
                attention(c, rmsNorm(c, x, L + "input_layernorm.weight"), l, r.self.back());
            x = add(x, rmsNorm(c, a, L + "post_attention_layernorm.weight"));
            const Mat m = mlp(c, rmsNorm(c, x, L + "pre_feedforward_layernorm.weight"), l);
            x = add(x, rmsNorm(c, m, L + "post_feedforward_layernorm.weight"));
        }
    }
    x = rmsNorm(c, x, "model.norm.weight");

    // lm_head (tied: the embedding), then Gemma3's final_logit_softcapping when not null:
    // logits = tanh(logits / cap) · cap (G Gemma3ForCausalLM.forward 674-678).
    const auto& head = s.tied ? E : c.t("lm_head.weight", size_t(s.V) * d);
    r.logits.assign(n, std::vector<double>(s.V));
    for (int p = 0; p < n; ++p)
        for (int v = 0; v < s.V; ++v) {
            double sum = 0;
            for (int j = 0; j < d; ++j) sum += x[p][j] * head[size_t(v) * d + j];
            if (s.finalLogitSoftcapping > 0)
                sum = std::tanh(sum / s.finalLogitSoftcapping) * s.finalLogitSoftcapping;
            r.logits[p][v] = sum;
        }
    return r;
}

}  // namespace naive
