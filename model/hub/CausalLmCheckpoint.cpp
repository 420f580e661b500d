#include "CausalLmCheckpoint.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "CausalLmFolder.h"
#include "Gpt2Checkpoint.h"
#include "HubKeys.h"
#include "HubTensors.h"
#include "JsonText.h"
#include "WeightLayout.h"

// Sources (huggingface/transformers): src/transformers/models/llama/configuration_llama.py and
// modeling_llama.py, models/mistral/configuration_mistral.py and modeling_mistral.py,
// models/gemma3/configuration_gemma3.py (Gemma3TextConfig) and modeling_gemma3.py,
// models/qwen2/configuration_qwen2.py @caa31776 and modeling_qwen2.py @63bb7237,
// models/qwen3/configuration_qwen3.py @1f3ae2b3 and modeling_qwen3.py @9ee3f431,
// modeling_rope_utils.py, masking_utils.py. tests/support/NaiveDecoder.cpp follows the same
// lines as plain loops. gpt2 has a reader of its own (Gpt2Checkpoint.cpp).

namespace atlas {

namespace {

using json = nlohmann::json;

enum class Family { Llama, Mistral, Gemma3, Qwen2, Qwen3 };

// The __init__ defaults of LlamaConfig, MistralConfig, Gemma3TextConfig, Qwen2Config and
// Qwen3Config.
struct Defaults {
    const char* modelType;
    Family family;
    int vocab, hidden, intermediate, layers, heads;
    int kvHeads;  // −1: num_attention_heads (LlamaConfig: None → num_attention_heads)
    int headDim;  // −1: hidden_size // num_attention_heads
    const char* activationKey;
    const char* activation;
    int maxPositions;
    double ropeTheta;
    bool tied;
    int pad, bos, eos;  // −1: None
    int slidingWindow;  // 0: the family has none
    bool addBos;        // the tokenizer class's, without tokenizer_config.json's add_bos_token
};

constexpr Defaults kFamilies[] = {
    {"llama", Family::Llama, 32000, 4096, 11008, 32, 32, -1, -1, "hidden_act", "silu", 2048,
     10000.0, false, -1, 1, 2, 0, true},
    {"mistral", Family::Mistral, 32000, 4096, 14336, 32, 32, 8, -1, "hidden_act", "silu", 4096 * 32,
     10000.0, false, -1, 1, 2, 4096, true},
    {"gemma3_text", Family::Gemma3, 262208, 2304, 9216, 26, 8, 4, 256, "hidden_activation",
     "gelu_pytorch_tanh", 131072, 1000000.0, true, 0, 2, 1, 4096, true},
    // Qwen2Config.__init__: num_key_value_heads 32 (None → num_attention_heads), no head_dim
    // (Qwen2Attention: getattr(config, "head_dim", hidden_size // num_attention_heads)), no
    // bos/eos/pad (PretrainedConfig's None), sliding_window 4096 when use_sliding_window.
    {"qwen2", Family::Qwen2, 151936, 4096, 22016, 32, 32, 32, -1, "hidden_act", "silu", 32768,
     10000.0, false, -1, -1, -1, 4096, false},
    // Qwen3Config.__init__: as Qwen2Config, and head_dim=128.
    {"qwen3", Family::Qwen3, 151936, 4096, 22016, 32, 32, 32, 128, "hidden_act", "silu", 32768,
     10000.0, false, -1, -1, -1, 4096, false},
};

bool isQwen(const Defaults& f) {
    return f.family == Family::Qwen2 || f.family == Family::Qwen3;
}

const Defaults* familyOf(const std::string& modelType) {
    for (const Defaults& f : kFamilies)
        if (modelType == f.modelType) return &f;
    return nullptr;
}

// rope_scaling (or a transformers 5 rope_parameters entry): ROPE_INIT_FUNCTIONS of
// modeling_rope_utils.py for "default", "linear" (_compute_linear_scaling_rope_parameters) and
// "llama3" (_compute_llama3_parameters); the type is "rope_type", formerly "type"
// (LlamaRotaryEmbedding.__init__).
RopeScaling scalingOf(const HubKeys& k, const char* key, const json& s) {
    if (!s.is_object()) k.refuse(key, "is not an object (got " + shortJson(s) + ")");
    const HubKeys sk(k.hub(), s, k.file());
    const std::string type =
        sk.contains("rope_type") ? sk.text("rope_type", "") : sk.text("type", "default");
    RopeScaling r;
    auto need = [&](const char* field) {
        if (!sk.contains(field)) k.refuse(key, "of type " + type + " has no " + field);
        return sk.number(field, 0);
    };
    if (type == "default") return r;
    if (type == "linear") {
        r.type = RopeScaling::Type::Linear;
        r.factor = need("factor");
    } else if (type == "llama3") {
        r.type = RopeScaling::Type::Llama3;
        r.factor = need("factor");
        r.low_freq_factor = need("low_freq_factor");
        r.high_freq_factor = need("high_freq_factor");
        r.original_max_positions = int(need("original_max_position_embeddings"));
        if (!(r.high_freq_factor > r.low_freq_factor) || !(r.low_freq_factor > 0) ||
            r.original_max_positions < 1)
            k.refuse(key,
                     "has llama3 factors out of order (0 < low_freq_factor < "
                     "high_freq_factor, original_max_position_embeddings ≥ 1)");
    } else {
        k.refuse(key, "type '" + printable(type) + "' is not default, linear or llama3");
    }
    if (!(r.factor > 0)) k.refuse(key, "factor must be positive");
    return r;
}

// The rotary bases. Llama, Mistral: rope_theta with rope_scaling (LlamaRotaryEmbedding). Gemma
// 3: full layers rope_theta with rope_scaling, sliding layers rope_local_base_freq unscaled
// (Gemma3TextModel.__init__: rotary_emb_local with rope_type "default"). A transformers 5
// config holds rope_parameters instead (flat, or per layer type for Gemma 3): read only when
// none of the 4.x keys is there.
void rotaryOf(const HubKeys& k, const Defaults& f, Config& c) {
    const bool gemma = f.family == Family::Gemma3;
    c.positions = PositionKind::Rope;
    const bool legacy =
        k.has("rope_theta") || k.has("rope_scaling") || k.has("rope_local_base_freq");
    if (!legacy && k.contains("rope_parameters")) {
        const json& p = k.at("rope_parameters");
        if (!p.is_object()) k.refuse("rope_parameters", "is not an object");
        const json& full = gemma && p.contains("full_attention") ? p["full_attention"] : p;
        c.rope_base = HubKeys(k.hub(), full, k.file()).number("rope_theta", f.ropeTheta);
        c.rope_scaling = scalingOf(k, "rope_parameters", full);
        if (gemma) {
            const json& local = p.contains("sliding_attention") ? p["sliding_attention"] : p;
            c.rope_local_base = HubKeys(k.hub(), local, k.file()).number("rope_theta", 10000.0);
            if (scalingOf(k, "rope_parameters", local).type != RopeScaling::Type::None)
                k.refuse("rope_parameters", "scales the sliding layers' rotary positions");
        }
        return;
    }
    c.rope_base = k.number("rope_theta", f.ropeTheta);
    if (k.contains("rope_scaling"))
        c.rope_scaling = scalingOf(k, "rope_scaling", k.at("rope_scaling"));
    if (gemma) c.rope_local_base = k.number("rope_local_base_freq", 10000.0);
}

// layer_types: one "sliding_attention" or "full_attention" per layer.
void layerTypesOf(const HubKeys& k, int layers, Config& c) {
    const json& types = k.at("layer_types");
    if (!types.is_array() || int(types.size()) != layers)
        k.refuse("layer_types", "is not a list of one type per layer");
    for (const json& t : types) {
        if (t == "sliding_attention")
            c.layer_types.push_back(LayerType::Sliding);
        else if (t == "full_attention")
            c.layer_types.push_back(LayerType::Full);
        else
            k.refuse("layer_types",
                     "holds " + shortJson(t) + ", not sliding_attention or full_attention");
    }
}

// Which layers slide, and how far back they see. Mistral: every layer, sliding_window (absent:
// 4096, null: none; MistralConfig). Gemma 3: layer_types, else layer i slides unless
// (i + 1) % sliding_window_pattern == 0 (Gemma3TextConfig.__init__, default 6). Qwen2, Qwen3
// (Qwen2Config.__init__, Qwen3Config.__init__): the window only when use_sliding_window (else
// None); layer_types, else layer i slides when the window is set and i >= max_window_layers
// (default 28); Qwen2Attention.__init__ takes the window for "sliding_attention" layers alone.
// The edge is masking_utils.sliding_window_overlay: kv_idx > q_idx − sliding_window, as
// docs/format.md's; create_sliding_window_causal_mask raises without a window.
void windowsOf(const HubKeys& k, const Defaults& f, Config& c) {
    if (f.slidingWindow == 0) return;  // Llama
    int window = k.has("sliding_window") ? k.integer("sliding_window", 0) : f.slidingWindow;
    if (isQwen(f) && !k.boolean("use_sliding_window", false)) window = 0;
    // A window past every position this program runs changes nothing.
    c.sliding_window = std::min(window, ConfigLimits::kPositions);
    if (f.family == Family::Mistral) return;
    if (k.boolean("use_bidirectional_attention", false))
        k.refuse("use_bidirectional_attention",
                 "is true (an encoder-style Gemma 3; this program runs causal models)");
    const int layers = c.n_decoder_layers;
    if (k.contains("layer_types")) {
        layerTypesOf(k, layers, c);
    } else if (isQwen(f)) {
        const int full = k.integer("max_window_layers", 28);
        for (int i = 0; i < layers; ++i)
            c.layer_types.push_back(window > 0 && i >= full ? LayerType::Sliding : LayerType::Full);
    } else {
        const int pattern = k.integer("sliding_window_pattern", 6);
        if (pattern < 1) k.refuse("sliding_window_pattern", "must be at least 1");
        for (int i = 0; i < layers; ++i)
            c.layer_types.push_back((i + 1) % pattern != 0 ? LayerType::Sliding : LayerType::Full);
    }
    const bool anySliding =
        std::count(c.layer_types.begin(), c.layer_types.end(), LayerType::Sliding) > 0;
    if (anySliding && c.sliding_window == 0)
        k.refuse("sliding_window",
                 isQwen(f) ? "is unset (null, or use_sliding_window false), yet layers slide"
                           : "is null, yet layers slide");
}

Config configOf(const HubKeys& k, const Defaults& f) {
    Config c;
    c.architecture = Architecture::DecoderOnly;
    c.vocab_size = k.integer("vocab_size", f.vocab);
    c.d_model = k.integer("hidden_size", f.hidden);
    c.d_ff = k.integer("intermediate_size", f.intermediate);
    c.n_encoder_layers = 0;
    c.n_decoder_layers = k.integer("num_hidden_layers", f.layers);
    c.n_heads = k.integer("num_attention_heads", f.heads);
    if (c.n_heads == 0) k.refuse("num_attention_heads", "is 0");
    // MistralConfig: absent → 8, null → num_attention_heads; LlamaConfig: None → heads.
    const int kvDefault = f.kvHeads < 0 ? c.n_heads : f.kvHeads;
    c.n_kv_heads =
        k.has("num_key_value_heads") ? k.integer("num_key_value_heads", c.n_heads) : kvDefault;
    if (c.n_kv_heads == 0 || c.n_heads % c.n_kv_heads != 0)
        k.refuse("num_key_value_heads", "does not divide num_attention_heads");
    // repeat_kv (modeling_llama.py): query head h reads key-value head h / (H / Hkv), as our
    // GQA groups do.
    c.attention = c.n_kv_heads == c.n_heads ? AttentionKind::MHA
                  : c.n_kv_heads == 1       ? AttentionKind::MQA
                                            : AttentionKind::GQA;
    // head_dim: the key, else hidden_size // num_attention_heads (LlamaAttention.__init__);
    // Gemma3TextConfig's default is 256.
    c.d_head = k.integer("head_dim", f.headDim > 0 ? f.headDim : c.d_model / c.n_heads);
    c.norm = NormPlacement::Pre;  // LlamaDecoderLayer.forward: x + attn(input_layernorm(x)), …
    c.norm_type = NormKind::RMSNorm;
    c.norm_eps = k.number("rms_norm_eps", 1e-6);
    c.activation = hubActivation(k, f.activationKey, f.activation);
    c.ffn = FeedForwardKind::Gated;  // LlamaMLP: down_proj(act_fn(gate_proj(x)) * up_proj(x))
    c.tie_embeddings = k.boolean("tie_word_embeddings", f.tied);
    // The rotary tables are computed for every position: 2^14 is what ConfigLimits allows and
    // far more than a desktop pass of every map holds (Mistral and Gemma 3 say 131072).
    c.max_positions =
        std::min(k.integer("max_position_embeddings", f.maxPositions), ConfigLimits::kPositions);
    rotaryOf(k, f, c);
    windowsOf(k, f, c);
    if (f.family == Family::Gemma3) {
        // Gemma3TextScaledWordEmbedding: embed_tokens(x) · hidden_size**0.5.
        c.scale_embeddings = true;
        // Gemma3DecoderLayer.forward: post_attention_layernorm and post_feedforward_layernorm
        // after the sublayers, before the residual.
        c.sandwich_norms = true;
        c.qk_norm = true;  // Gemma3Attention: q_norm, k_norm over head_dim before rotary
        // Gemma3Attention.__init__: scaling = query_pre_attn_scalar**-0.5 (default 256).
        c.query_scale = k.number("query_pre_attn_scalar", 256);
        // Gemma3ForCausalLM.forward: tanh(logits / cap) · cap when final_logit_softcapping is
        // set. attn_logit_softcapping is never passed to the attention (SPEC §5: ignored).
        c.logit_softcap = k.number("final_logit_softcapping", 0);
        if (!(c.query_scale > 0)) k.refuse("query_pre_attn_scalar", "must be positive");
    } else {
        c.scale_embeddings = false;
        // Qwen3Attention.forward: q_norm, k_norm (Qwen3RMSNorm over head_dim: x/rms · w, not
        // Gemma's 1 + w) on each head before apply_rotary_pos_emb.
        c.qk_norm = f.family == Family::Qwen3;
    }
    // A None id (Qwen's bos and eos, every family's pad but Gemma's) is 0 here: the prompt of a
    // tokenizer without BOS never reads it, and rulesOf stops at no id for eos None.
    c.bos_id = k.integer("bos_token_id", std::max(f.bos, 0));
    const std::vector<int> eos = k.ids("eos_token_id", c.vocab_size);
    c.eos_id = eos.empty() ? std::max(f.eos, 0) : eos.front();
    c.pad_id = k.integer("pad_token_id", std::max(f.pad, 0));
    return c;
}

// Which projections carry biases. Llama: attention_bias (q, k, v, o), mlp_bias; Gemma 3 and
// Qwen3 (Qwen3Attention.__init__): attention_bias on q, k, v and o; Mistral none
// (MistralAttention, MistralMLP: bias=False); Qwen2Attention.__init__: q, k, v always, o never.
struct Biases {
    Bias qkv = Bias::Ignored, o = Bias::Ignored, mlp = Bias::Ignored;
};

Biases biasesOf(const HubKeys& k, const Defaults& f) {
    Biases b;
    if (f.family == Family::Qwen2) {
        b.qkv = Bias::Required;
    } else if (f.family != Family::Mistral && k.boolean("attention_bias", false)) {
        b.qkv = b.o = Bias::Required;
    }
    if (f.family == Family::Llama && k.boolean("mlp_bias", false)) b.mlp = Bias::Required;
    return b;
}

// The Hub's names (LlamaForCausalLM.state_dict: model.embed_tokens, model.layers[i].self_attn
// .{q,k,v,o}_proj, .mlp.{gate,up,down}_proj, the layer norms, model.norm, lm_head; Qwen2 and
// Qwen3 the same, Qwen3 with self_attn.{q,k}_norm) to ours.
void copyTensors(const HubFolder& hub, const HubKeys& k, const Defaults& f, const Config& c,
                 Checkpoint& out) {
    HubTensors t(hub, out);
    const long long V = c.vocab_size, d = c.d_model, ff = c.d_ff;
    const long long q = (long long)c.n_heads * c.d_head, kv = (long long)c.n_kv_heads * c.d_head;
    const bool gemma = f.family == Family::Gemma3;
    const Biases bias = biasesOf(k, f);
    if (c.tie_embeddings)  // tied: one table, under either name (_tie_or_clone_weights)
        t.copy("embed.weight", {"model.embed_tokens.weight", "lm_head.weight"}, {V, d});
    else {
        t.copy("embed.weight", {"model.embed_tokens.weight"}, {V, d});
        t.copy("lm_head.weight", {"lm_head.weight"}, {V, d});
    }
    for (int i = 0; i < c.n_decoder_layers; ++i) {
        const std::string ours = layerPrefix("decoder", i);
        const std::string theirs = "model.layers." + std::to_string(i) + ".";
        const std::string a = ours + "self_attn.", ta = theirs + "self_attn.";
        t.linear(a + "q_proj", ta + "q_proj", q, d, bias.qkv);
        t.linear(a + "k_proj", ta + "k_proj", kv, d, bias.qkv);
        t.linear(a + "v_proj", ta + "v_proj", kv, d, bias.qkv);
        t.linear(a + "o_proj", ta + "o_proj", d, q, bias.o);
        t.linear(ours + "ffn.gate", theirs + "mlp.gate_proj", ff, d, bias.mlp);
        t.linear(ours + "ffn.fc1", theirs + "mlp.up_proj", ff, d, bias.mlp);
        t.linear(ours + "ffn.fc2", theirs + "mlp.down_proj", d, ff, bias.mlp);
        t.rmsNorm(ours + "norm1.weight", theirs + "input_layernorm.weight", d, gemma);
        if (c.qk_norm) {  // Gemma's gains 1 + w, Qwen3's w
            t.rmsNorm(a + "q_norm.weight", ta + "q_norm.weight", c.d_head, gemma);
            t.rmsNorm(a + "k_norm.weight", ta + "k_norm.weight", c.d_head, gemma);
        }
        if (!gemma) {
            t.rmsNorm(ours + "norm2.weight", theirs + "post_attention_layernorm.weight", d);
            continue;
        }
        // Gemma3DecoderLayer: input, post_attention, pre_feedforward, post_feedforward.
        t.rmsNorm(ours + "post_norm1.weight", theirs + "post_attention_layernorm.weight", d, true);
        t.rmsNorm(ours + "norm2.weight", theirs + "pre_feedforward_layernorm.weight", d, true);
        t.rmsNorm(ours + "post_norm2.weight", theirs + "post_feedforward_layernorm.weight", d,
                  true);
    }
    t.rmsNorm("decoder.norm.weight", "model.norm.weight", d, gemma);
}

}  // namespace

bool isCausalLmType(const std::string& modelType) {
    return familyOf(modelType) != nullptr || modelType == "gpt2";
}

Checkpoint causalLmCheckpoint(const HubFolder& hub, const std::string& modelType) {
    if (modelType == "gpt2") return gpt2Checkpoint(hub);
    const Defaults* family = familyOf(modelType);
    if (!family) throw std::logic_error("causalLmCheckpoint: " + modelType);
    const json config = parseHubObject(hub, "config.json", hub.configJson);
    const HubKeys keys(hub, config, "config.json");
    Checkpoint out;
    out.config = configOf(keys, *family);
    finishCausalLm(hub, config, {modelType, family->addBos, family->eos < 0}, out);
    copyTensors(hub, keys, *family, out.config, out);
    return out;
}

}  // namespace atlas
