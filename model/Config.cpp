#include "Config.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>

#include "JsonText.h"
#include "WeightLayout.h"

namespace atlas {

using nlohmann::json;

namespace {

[[noreturn]] void refuse(const std::string& key, const std::string& rule, const json& got) {
    throw ConfigError("config key '" + key + "': " + rule + " (got " + shortJson(got) + ")");
}

json valueOf(const json& j, const char* key) {
    return j.contains(key) ? j.at(key) : json();
}

int intKey(const json& j, const char* key, int lowest, std::optional<int> fallback = {}) {
    if (!j.contains(key) || j.at(key).is_null()) {
        if (fallback) return *fallback;
        throw ConfigError(std::string("config key '") + key + "': missing");
    }
    const json& v = j.at(key);
    const std::string rule = "must be an integer >= " + std::to_string(lowest);
    if (!v.is_number_integer()) refuse(key, rule, v);
    // validate() names the key's own upper limit; this one only keeps the value an int.
    if (v.is_number_unsigned() ? v.get<uint64_t>() > (1ULL << 30)
                               : v.get<long long>() > (1LL << 30))
        refuse(key, "too large", v);
    if (v.get<long long>() < lowest) refuse(key, rule, v);
    return int(v.get<long long>());
}

std::string rangeRule(double lowest, double highest) {
    char text[64];
    std::snprintf(text, sizeof text, "must be a number from %g to %g", lowest, highest);
    return text;
}

// A number within [lowest, highest]; NaN and infinities are outside every range.
double numberKey(const json& j, const char* key, double lowest, double highest, double fallback) {
    if (!j.contains(key)) return fallback;
    const json& v = j.at(key);
    if (!v.is_number() || !(v.get<double>() >= lowest && v.get<double>() <= highest))
        refuse(key, rangeRule(lowest, highest), v);
    return v.get<double>();
}

bool boolKey(const json& j, const char* key, bool fallback) {
    if (!j.contains(key)) return fallback;
    if (!j.at(key).is_boolean()) refuse(key, "must be a boolean", j.at(key));
    return j.at(key).get<bool>();
}

template <typename Enum, size_t N>
Enum choiceKey(const json& j, const char* key, const std::pair<const char*, Enum> (&choices)[N],
               Enum fallback) {
    if (!j.contains(key)) return fallback;
    const json& v = j.at(key);
    std::string names;
    for (const auto& [name, value] : choices) {
        if (v.is_string() && v.get<std::string>() == name) return value;
        names += (names.empty() ? "" : ", ") + std::string(name);
    }
    refuse(key, "must be one of " + names, v);
}

constexpr std::pair<const char*, AttentionKind> kAttention[] = {{"mha", AttentionKind::MHA},
                                                                {"gqa", AttentionKind::GQA},
                                                                {"mqa", AttentionKind::MQA},
                                                                {"mla", AttentionKind::MLA}};
constexpr std::pair<const char*, PositionKind> kPositions[] = {
    {"sinusoidal", PositionKind::Sinusoidal},
    {"rope", PositionKind::Rope},
    {"learned", PositionKind::Learned}};
constexpr std::pair<const char*, NormPlacement> kNorm[] = {{"post", NormPlacement::Post},
                                                           {"pre", NormPlacement::Pre}};
constexpr std::pair<const char*, NormKind> kNormType[] = {{"layernorm", NormKind::LayerNorm},
                                                          {"rmsnorm", NormKind::RMSNorm}};
// Format 2's (docs/format.md), and the names toJson writes.
constexpr std::pair<const char*, Activation> kActivationNames[] = {
    {"relu", Activation::ReLU},
    {"gelu", Activation::GELU},
    {"silu", Activation::SiLU},
    {"gelu_tanh", Activation::GELUTanh}};
constexpr std::pair<const char*, Architecture> kArchitecture[] = {
    {"encoder-decoder", Architecture::EncoderDecoder},
    {"decoder-only", Architecture::DecoderOnly},
    {"encoder-only", Architecture::EncoderOnly}};
constexpr std::pair<const char*, LayerType> kLayerType[] = {{"full", LayerType::Full},
                                                            {"sliding", LayerType::Sliding}};
constexpr std::pair<const char*, FeedForwardKind> kFeedForward[] = {
    {"plain", FeedForwardKind::Plain}, {"gated", FeedForwardKind::Gated}};
constexpr std::pair<const char*, RopeScaling::Type> kRopeScaling[] = {
    {"none", RopeScaling::Type::None},
    {"linear", RopeScaling::Type::Linear},
    {"llama3", RopeScaling::Type::Llama3}};

// docs/format.md: {"type": "linear" | "llama3", "factor", …}; absent or null: none.
RopeScaling ropeScalingKey(const json& j) {
    RopeScaling r;
    if (!j.contains("rope_scaling") || j.at("rope_scaling").is_null()) return r;
    const json& v = j.at("rope_scaling");
    if (!v.is_object()) refuse("rope_scaling", "must be an object", v);
    r.type = choiceKey(v, "type", kRopeScaling, RopeScaling::Type::None);
    r.factor = numberKey(v, "factor", 1e-3, 1e6, 1);
    r.low_freq_factor = numberKey(v, "low_freq_factor", 1e-3, 1e6, 1);
    r.high_freq_factor = numberKey(v, "high_freq_factor", 1e-3, 1e6, 4);
    r.original_max_positions = intKey(v, "original_max_positions", 1, 8192);
    return r;
}

template <typename Enum, size_t N>
const char* nameOf(const std::pair<const char*, Enum> (&choices)[N], Enum value) {
    for (const auto& [name, v] : choices)
        if (v == value) return name;
    return "?";
}

}  // namespace

const char* toString(AttentionKind kind) {
    return nameOf(kAttention, kind);
}

Config Config::fromJson(std::string_view text) {
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded()) throw ConfigError("config: not valid JSON");
    if (!j.is_object()) throw ConfigError("config: not a JSON object");

    Config c;
    c.vocab_size = intKey(j, "vocab_size", 1);
    c.target_vocab_size = intKey(j, "target_vocab_size", 0, 0);
    c.d_model = intKey(j, "d_model", 1);
    c.n_heads = intKey(j, "n_heads", 1);
    c.n_encoder_layers = intKey(j, "n_encoder_layers", 0);
    c.n_decoder_layers = intKey(j, "n_decoder_layers", 0);
    if (!j.contains("d_head") || j.at("d_head").is_null()) {
        if (c.d_model % c.n_heads != 0)
            refuse("n_heads", "must divide d_model when d_head is absent", j.at("n_heads"));
        c.d_head = c.d_model / c.n_heads;
    } else {
        c.d_head = intKey(j, "d_head", 1);
    }
    // d_model is not yet checked against its limit: 4d must not overflow an int first.
    c.d_ff = intKey(j, "d_ff", 1, int(std::min(4LL * c.d_model, 1LL << 30)));
    c.attention = choiceKey(j, "attention", kAttention, AttentionKind::MHA);
    c.n_kv_heads = intKey(j, "n_kv_heads", 1, c.attention == AttentionKind::MQA ? 1 : c.n_heads);
    if (c.attention == AttentionKind::MLA) {
        if (!j.contains("d_latent") || j.at("d_latent").is_null())
            refuse("d_latent", "required for mla", valueOf(j, "d_latent"));
        c.d_latent = intKey(j, "d_latent", 1);
        c.d_rope = intKey(j, "d_rope", 0, 0);
    }
    c.positions = choiceKey(j, "positions", kPositions, PositionKind::Sinusoidal);
    using L = ConfigLimits;
    c.rope_base = numberKey(j, "rope_base", L::kRopeBaseLowest, L::kRopeBaseHighest, 10000.0);
    c.norm = choiceKey(j, "norm", kNorm, NormPlacement::Post);
    c.norm_type = choiceKey(j, "norm_type", kNormType, NormKind::LayerNorm);
    c.norm_eps = numberKey(j, "norm_eps", L::kNormEpsLowest, L::kNormEpsHighest, 1e-5);
    c.scale_embeddings = boolKey(j, "scale_embeddings", true);
    c.tie_embeddings = boolKey(j, "tie_embeddings", true);
    c.max_positions = intKey(j, "max_positions", 1, 512);
    c.pad_id = intKey(j, "pad_id", 0, 0);
    c.unk_id = intKey(j, "unk_id", 0, 1);
    c.bos_id = intKey(j, "bos_id", 0, 2);
    c.eos_id = intKey(j, "eos_id", 0, 3);
    // Format 2 (docs/format.md).
    c.architecture = choiceKey(j, "architecture", kArchitecture, Architecture::EncoderDecoder);
    c.sliding_window = intKey(j, "sliding_window", 0, 0);
    if (j.contains("layer_types") && !j.at("layer_types").is_null()) {
        const json& v = j.at("layer_types");
        if (!v.is_array()) refuse("layer_types", "must be a list of \"full\" or \"sliding\"", v);
        if (v.size() != size_t(c.n_decoder_layers))
            refuse("layer_types", "must name each of the n_decoder_layers layers", v);
        for (const json& type : v)
            c.layer_types.push_back(
                choiceKey(json{{"layer_types", type}}, "layer_types", kLayerType, LayerType::Full));
    }
    c.rope_local_base = numberKey(j, "rope_local_base", L::kRopeBaseLowest, L::kRopeBaseHighest, 0);
    c.rope_scaling = ropeScalingKey(j);
    c.ffn = choiceKey(j, "ffn", kFeedForward, FeedForwardKind::Plain);
    c.activation = choiceKey(j, "activation", kActivationNames, Activation::ReLU);
    c.sandwich_norms = boolKey(j, "sandwich_norms", false);
    c.qk_norm = boolKey(j, "qk_norm", false);
    c.query_scale = numberKey(j, "query_scale", 1e-6, 1e9, 0);
    c.logit_softcap = numberKey(j, "logit_softcap", 1e-6, 1e9, 0);
    c.inverse_layer_scale = boolKey(j, "inverse_layer_scale", false);
    c.token_types = intKey(j, "token_types", 0, 0);
    c.embed_norm = boolKey(j, "embed_norm", false);
    c.position_offset = intKey(j, "position_offset", 0, 0);
    c.mlm_head = boolKey(j, "mlm_head", true);
    c.mlm_activation = choiceKey(j, "mlm_activation", kActivationNames, c.activation);
    c.validate();
    return c;
}

void Config::validate(long long maxParameters) const {
    auto within = [](const char* key, long long v, long long lowest, long long highest) {
        if (v < lowest || v > highest)
            throw ConfigError(std::string("config key '") + key + "': must be an integer from " +
                              std::to_string(lowest) + " to " + std::to_string(highest) + " (got " +
                              std::to_string(v) + ")");
    };
    using L = ConfigLimits;
    within("vocab_size", vocab_size, 1, L::kVocabSize);
    within("target_vocab_size", target_vocab_size, 0, L::kVocabSize);
    within("d_model", d_model, 1, L::kWidth);
    within("n_heads", n_heads, 1, L::kHeads);
    within("d_head", d_head, 1, L::kHeadWidth);
    within("d_ff", d_ff, 1, L::kWidth);
    within("n_encoder_layers", n_encoder_layers, 0, L::kLayers);
    within("n_decoder_layers", n_decoder_layers, 0, L::kLayers);
    within("n_kv_heads", n_kv_heads, 1, L::kHeads);
    within("max_positions", max_positions, 1, L::kPositions);
    switch (attention) {
        case AttentionKind::MHA:
            if (n_kv_heads != n_heads)
                refuse("n_kv_heads", "must equal n_heads for mha", n_kv_heads);
            break;
        case AttentionKind::MQA:
            if (n_kv_heads != 1) refuse("n_kv_heads", "must be 1 for mqa", n_kv_heads);
            break;
        case AttentionKind::GQA:
            if (n_heads % n_kv_heads != 0) refuse("n_kv_heads", "must divide n_heads", n_kv_heads);
            break;
        case AttentionKind::MLA:
            within("d_latent", d_latent, 1, L::kWidth);
            within("d_rope", d_rope, 0, L::kHeadWidth);
            if (d_rope % 2 != 0) refuse("d_rope", "rotary width must be even", d_rope);
            break;
    }
    if (positions == PositionKind::Rope && !isLatent() && d_head % 2 != 0)
        refuse("d_head", "rotary width must be even", d_head);
    // A Config built in code (a trainer, a test) meets the same ranges as one read from JSON.
    if (!(rope_base >= L::kRopeBaseLowest && rope_base <= L::kRopeBaseHighest))
        refuse("rope_base", rangeRule(L::kRopeBaseLowest, L::kRopeBaseHighest), rope_base);
    if (!(norm_eps >= L::kNormEpsLowest && norm_eps <= L::kNormEpsHighest))
        refuse("norm_eps", rangeRule(L::kNormEpsLowest, L::kNormEpsHighest), norm_eps);
    if (decoderOnly() && n_encoder_layers != 0)
        refuse("n_encoder_layers", "must be 0 for a decoder-only model", n_encoder_layers);
    if (encoderOnly() && n_decoder_layers != 0)
        refuse("n_decoder_layers", "must be 0 for an encoder-only model", n_decoder_layers);
    within("token_types", token_types, 0, 1 << 16);
    within("position_offset", position_offset, 0, L::kPositions);
    within("sliding_window", sliding_window, 0, L::kPositions);
    if (!layer_types.empty() && layer_types.size() != size_t(n_decoder_layers))
        refuse("layer_types", "must name each of the n_decoder_layers layers",
               int(layer_types.size()));
    if (qk_norm && isLatent()) refuse("qk_norm", "only for mha, gqa and mqa", qk_norm);
    if (rope_local_base != 0 &&
        !(rope_local_base >= L::kRopeBaseLowest && rope_local_base <= L::kRopeBaseHighest))
        refuse("rope_local_base", rangeRule(L::kRopeBaseLowest, L::kRopeBaseHighest),
               rope_local_base);
    if (rope_scaling.type != RopeScaling::Type::None && !(rope_scaling.factor > 0))
        refuse("rope_scaling", "factor must be positive", rope_scaling.factor);
    if (query_scale < 0 || logit_softcap < 0)
        refuse(query_scale < 0 ? "query_scale" : "logit_softcap", "must not be negative",
               query_scale < 0 ? query_scale : logit_softcap);
    const std::pair<const char*, int> ids[] = {
        {"pad_id", pad_id}, {"unk_id", unk_id}, {"bos_id", bos_id}, {"eos_id", eos_id}};
    for (const auto& [key, id] : ids)
        if (id < 0 || id >= std::min(vocab_size, targetVocab()))
            refuse(key, "id out of range [0, vocab_size) or [0, target_vocab_size)", id);
    // Each dimension is bounded above, so this sum cannot overflow.
    if (const long long n = parameterCount(); n > maxParameters)
        throw ConfigError("config: " + std::to_string(n) + " parameters, more than the " +
                          std::to_string(maxParameters) + " a checkpoint can hold");
}

std::string Config::toJson() const {
    json j = {{"vocab_size", vocab_size},
              {"d_model", d_model},
              {"n_heads", n_heads},
              {"d_head", d_head},
              {"d_ff", d_ff},
              {"n_encoder_layers", n_encoder_layers},
              {"n_decoder_layers", n_decoder_layers},
              {"attention", nameOf(kAttention, attention)},
              {"n_kv_heads", n_kv_heads},
              {"positions", nameOf(kPositions, positions)},
              {"rope_base", rope_base},
              {"norm", nameOf(kNorm, norm)},
              {"norm_type", nameOf(kNormType, norm_type)},
              {"norm_eps", norm_eps},
              {"activation", nameOf(kActivationNames, activation)},
              {"scale_embeddings", scale_embeddings},
              {"tie_embeddings", tie_embeddings},
              {"max_positions", max_positions},
              {"pad_id", pad_id},
              {"unk_id", unk_id},
              {"bos_id", bos_id},
              {"eos_id", eos_id}};
    if (isLatent()) {
        j["d_latent"] = d_latent;
        j["d_rope"] = d_rope;
    }
    // Format 2's keys only where they differ from format 1's computation, so that a format 1
    // configuration reads back exactly as SPEC §1 writes it.
    if (target_vocab_size > 0) j["target_vocab_size"] = target_vocab_size;
    if (architecture != Architecture::EncoderDecoder)
        j["architecture"] = nameOf(kArchitecture, architecture);
    if (token_types > 0) j["token_types"] = token_types;
    if (embed_norm) j["embed_norm"] = true;
    if (position_offset > 0) j["position_offset"] = position_offset;
    if (encoderOnly()) {
        j["mlm_head"] = mlm_head;
        j["mlm_activation"] = nameOf(kActivationNames, mlm_activation);
    }
    if (sliding_window > 0) {
        j["sliding_window"] = sliding_window;
        if (!layer_types.empty()) {
            json types = json::array();
            for (LayerType t : layer_types) types.push_back(nameOf(kLayerType, t));
            j["layer_types"] = types;
        }
    }
    if (rope_local_base > 0) j["rope_local_base"] = rope_local_base;
    if (rope_scaling.type != RopeScaling::Type::None) {
        j["rope_scaling"] = {{"type", nameOf(kRopeScaling, rope_scaling.type)},
                             {"factor", rope_scaling.factor}};
        if (rope_scaling.type == RopeScaling::Type::Llama3) {
            j["rope_scaling"]["low_freq_factor"] = rope_scaling.low_freq_factor;
            j["rope_scaling"]["high_freq_factor"] = rope_scaling.high_freq_factor;
            j["rope_scaling"]["original_max_positions"] = rope_scaling.original_max_positions;
        }
    }
    if (ffn != FeedForwardKind::Plain) j["ffn"] = nameOf(kFeedForward, ffn);
    if (sandwich_norms) j["sandwich_norms"] = true;
    if (qk_norm) j["qk_norm"] = true;
    if (query_scale > 0) j["query_scale"] = query_scale;
    if (logit_softcap > 0) j["logit_softcap"] = logit_softcap;
    if (inverse_layer_scale) j["inverse_layer_scale"] = true;
    return j.dump();
}

int Config::format() const {
    const bool two = architecture != Architecture::EncoderDecoder || token_types > 0 ||
                     embed_norm || position_offset > 0 || sliding_window > 0 ||
                     rope_local_base > 0 || rope_scaling.type != RopeScaling::Type::None ||
                     ffn != FeedForwardKind::Plain || sandwich_norms || qk_norm ||
                     query_scale > 0 || logit_softcap > 0 || activation == Activation::SiLU ||
                     activation == Activation::GELUTanh || positions == PositionKind::Learned ||
                     inverse_layer_scale || target_vocab_size > 0;
    return two ? 2 : 1;
}

double Config::scoreScale(int layer) const {
    const double s = 1.0 / std::sqrt(query_scale > 0 ? query_scale : double(d_head + ropeWidth()));
    return inverse_layer_scale ? s / (layer + 1) : s;
}

long long Config::kvElementsPerToken() const {
    return isLatent() ? (long long)d_latent + d_rope : 2LL * n_kv_heads * d_head;
}

long long Config::parameterCount() const {
    long long total = 0;
    for (const TensorSpec& spec : weightLayout(*this)) total += spec.elementCount();
    return total;
}

}  // namespace atlas
