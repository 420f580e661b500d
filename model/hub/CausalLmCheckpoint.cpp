#include "CausalLmCheckpoint.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "FastTokenizer.h"
#include "HubKeys.h"
#include "HubTensors.h"
#include "HubTokenizer.h"
#include "JsonText.h"
#include "Tokenizer.h"
#include "WeightLayout.h"

// Sources (huggingface/transformers): src/transformers/models/llama/configuration_llama.py and
// modeling_llama.py, models/mistral/configuration_mistral.py and modeling_mistral.py,
// models/gemma3/configuration_gemma3.py (Gemma3TextConfig) and modeling_gemma3.py,
// modeling_rope_utils.py, masking_utils.py. tests/support/NaiveDecoder.cpp follows the same
// lines as plain loops.

namespace atlas {

namespace {

using json = nlohmann::json;

enum class Family { Llama, Mistral, Gemma3 };

// The __init__ defaults of LlamaConfig, MistralConfig and Gemma3TextConfig.
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
    int pad, bos, eos;  // pad −1: None
    int slidingWindow;  // 0: the family has none
};

constexpr Defaults kFamilies[] = {
    {"llama", Family::Llama, 32000, 4096, 11008, 32, 32, -1, -1, "hidden_act", "silu", 2048,
     10000.0, false, -1, 1, 2, 0},
    {"mistral", Family::Mistral, 32000, 4096, 14336, 32, 32, 8, -1, "hidden_act", "silu", 4096 * 32,
     10000.0, false, -1, 1, 2, 4096},
    {"gemma3_text", Family::Gemma3, 262208, 2304, 9216, 26, 8, 4, 256, "hidden_activation",
     "gelu_pytorch_tanh", 131072, 1000000.0, true, 0, 2, 1, 4096},
};

const Defaults* familyOf(const std::string& modelType) {
    for (const Defaults& f : kFamilies)
        if (modelType == f.modelType) return &f;
    return nullptr;
}

Activation activationOf(const HubKeys& k, const Defaults& f) {
    // ACT2FN (activations.py): silu/swish nn.SiLU, gelu the erf GELU, gelu_pytorch_tanh and
    // gelu_new the tanh form.
    const std::string name = k.text(f.activationKey, f.activation);
    if (name == "silu" || name == "swish") return Activation::SiLU;
    if (name == "gelu") return Activation::GELU;
    if (name == "gelu_pytorch_tanh" || name == "gelu_new") return Activation::GELUTanh;
    if (name == "relu") return Activation::ReLU;
    k.refuse(f.activationKey,
             "'" + printable(name) + "' is not silu, gelu, gelu_pytorch_tanh or relu");
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

// Which layers slide, and how far back they see. Mistral: every layer, sliding_window (absent:
// 4096, null: none; MistralConfig). Gemma 3: layer_types, else layer i slides unless
// (i + 1) % sliding_window_pattern == 0 (Gemma3TextConfig.__init__, default 6). The edge is
// masking_utils.sliding_window_overlay: kv_idx > q_idx − sliding_window, as docs/format.md's.
void windowsOf(const HubKeys& k, const Defaults& f, Config& c) {
    if (f.slidingWindow == 0) return;  // Llama
    const int window = k.has("sliding_window") ? k.integer("sliding_window", 0) : f.slidingWindow;
    // A window past every position this program runs changes nothing.
    c.sliding_window = std::min(window, ConfigLimits::kPositions);
    if (f.family != Family::Gemma3) return;
    if (k.boolean("use_bidirectional_attention", false))
        k.refuse("use_bidirectional_attention",
                 "is true (an encoder-style Gemma 3; this program runs causal models)");
    const int layers = c.n_decoder_layers;
    if (k.contains("layer_types")) {
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
    } else {
        const int pattern = k.integer("sliding_window_pattern", 6);
        if (pattern < 1) k.refuse("sliding_window_pattern", "must be at least 1");
        for (int i = 0; i < layers; ++i)
            c.layer_types.push_back((i + 1) % pattern != 0 ? LayerType::Sliding : LayerType::Full);
    }
    const bool anySliding =
        std::count(c.layer_types.begin(), c.layer_types.end(), LayerType::Sliding) > 0;
    if (anySliding && c.sliding_window == 0)
        k.refuse("sliding_window", "is null, yet layers slide");
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
    c.activation = activationOf(k, f);
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
    }
    c.bos_id = k.integer("bos_token_id", f.bos);
    const std::vector<int> eos = k.ids("eos_token_id", c.vocab_size);
    c.eos_id = eos.empty() ? f.eos : eos.front();
    c.pad_id = k.integer("pad_token_id", f.pad < 0 ? 0 : f.pad);
    return c;
}

// SPEC §5: generation stops at any eos id, generation_config.json's, else config.json's.
GenerationRules rulesOf(const HubFolder& hub, const json& config, const Config& c) {
    GenerationRules rules;
    if (!hub.generationJson.empty()) {
        const json g = parseHubObject(hub, "generation_config.json", hub.generationJson);
        rules.stopIds = HubKeys(hub, g, "generation_config.json").ids("eos_token_id", c.vocab_size);
    }
    if (rules.stopIds.empty())
        rules.stopIds = HubKeys(hub, config, "config.json").ids("eos_token_id", c.vocab_size);
    if (rules.stopIds.empty()) rules.stopIds = {c.eos_id};
    return rules;
}

// The folder's tokenizer (HubTokenizer), checked against the configuration: every id must
// have an embedding.
void readTokenizer(const HubFolder& hub, const std::string& modelType, Checkpoint& out,
                   Checkpoint::Hub& extras) {
    HubTokenizer t = readHubTokenizer(hub, modelType);
    Config& c = out.config;
    const bool fast = t.fast != nullptr;
    const int count = fast ? t.fast->vocabSize() : 0;
    if (!fast) {
        const Tokenizer sp(t.sentencePiece, "'" + hub.folder + "/tokenizer.model'");
        if (sp.pieceCount() > c.vocab_size)
            throw CheckpointError(
                "'" + hub.folder + "/tokenizer.model': " + std::to_string(sp.pieceCount()) +
                " pieces, more than config.json's vocab_size " + std::to_string(c.vocab_size));
        c.unk_id = std::max(0, sp.unkId());
        out.tokenizer = std::move(t.sentencePiece);
        extras.addBos = t.addBos;
        return;
    }
    if (count > c.vocab_size)
        throw CheckpointError("'" + hub.folder + "': the tokenizer has " + std::to_string(count) +
                              " ids, more than config.json's vocab_size " +
                              std::to_string(c.vocab_size));
    c.unk_id = std::max(0, t.unk);
    extras.fastTokenizer = std::move(t.fast);
}

// The Hub's names (LlamaForCausalLM.state_dict: model.embed_tokens, model.layers[i].self_attn
// .{q,k,v,o}_proj, .mlp.{gate,up,down}_proj, the layer norms, model.norm, lm_head) to ours.
void copyTensors(const HubFolder& hub, const HubKeys& k, const Defaults& f, const Config& c,
                 Checkpoint& out) {
    HubTensors t(hub, out);
    const long long V = c.vocab_size, d = c.d_model, ff = c.d_ff;
    const long long q = (long long)c.n_heads * c.d_head, kv = (long long)c.n_kv_heads * c.d_head;
    const bool gemma = f.family == Family::Gemma3;
    // Biases: LlamaConfig attention_bias and mlp_bias, Gemma3TextConfig attention_bias; none
    // in Mistral (MistralAttention, MistralMLP: bias=False).
    const bool mistral = f.family == Family::Mistral;
    const Bias attentionBias =
        !mistral && k.boolean("attention_bias", false) ? Bias::Required : Bias::Ignored;
    const Bias mlpBias =
        f.family == Family::Llama && k.boolean("mlp_bias", false) ? Bias::Required : Bias::Ignored;
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
        t.linear(a + "q_proj", ta + "q_proj", q, d, attentionBias);
        t.linear(a + "k_proj", ta + "k_proj", kv, d, attentionBias);
        t.linear(a + "v_proj", ta + "v_proj", kv, d, attentionBias);
        t.linear(a + "o_proj", ta + "o_proj", d, q, attentionBias);
        t.linear(ours + "ffn.gate", theirs + "mlp.gate_proj", ff, d, mlpBias);
        t.linear(ours + "ffn.fc1", theirs + "mlp.up_proj", ff, d, mlpBias);
        t.linear(ours + "ffn.fc2", theirs + "mlp.down_proj", d, ff, mlpBias);
        t.rmsNorm(ours + "norm1.weight", theirs + "input_layernorm.weight", d, gemma);
        if (!gemma) {
            t.rmsNorm(ours + "norm2.weight", theirs + "post_attention_layernorm.weight", d);
            continue;
        }
        // Gemma3DecoderLayer: input, post_attention, pre_feedforward, post_feedforward.
        t.rmsNorm(ours + "post_norm1.weight", theirs + "post_attention_layernorm.weight", d, true);
        t.rmsNorm(ours + "norm2.weight", theirs + "pre_feedforward_layernorm.weight", d, true);
        t.rmsNorm(ours + "post_norm2.weight", theirs + "post_feedforward_layernorm.weight", d,
                  true);
        t.rmsNorm(a + "q_norm.weight", ta + "q_norm.weight", c.d_head, true);
        t.rmsNorm(a + "k_norm.weight", ta + "k_norm.weight", c.d_head, true);
    }
    t.rmsNorm("decoder.norm.weight", "model.norm.weight", d, gemma);
}

}  // namespace

bool isCausalLmType(const std::string& modelType) {
    return familyOf(modelType) != nullptr;
}

Checkpoint causalLmCheckpoint(const HubFolder& hub, const std::string& modelType) {
    const Defaults* family = familyOf(modelType);
    if (!family) throw std::logic_error("causalLmCheckpoint: " + modelType);
    const json config = parseHubObject(hub, "config.json", hub.configJson);
    const HubKeys keys(hub, config, "config.json");
    Checkpoint out;
    out.config = configOf(keys, *family);
    // Within ConfigLimits before anything is sized by it; unk is the tokenizer's, read next.
    out.config.unk_id = 0;
    const auto validate = [&] {
        try {
            out.config.validate(ConfigLimits::kHubParameters);
        } catch (const ConfigError& e) {
            throw ConfigError("'" + hub.folder + "/config.json': " + e.what());
        }
    };
    validate();
    Checkpoint::Hub extras;
    readTokenizer(hub, modelType, out, extras);
    validate();
    extras.folder = hub.folder;
    extras.modelType = modelType;
    extras.configJson = hub.configJson;
    extras.generation = rulesOf(hub, config, out.config);
    copyTensors(hub, keys, *family, out.config, out);
    out.hub = std::move(extras);
    return out;
}

}  // namespace atlas
