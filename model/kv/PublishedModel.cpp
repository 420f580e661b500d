#include "PublishedModel.h"

#include <limits>
#include <nlohmann/json.hpp>
#include <set>

namespace atlas {

using nlohmann::json;

namespace {

// Reads one model entry, naming it in every complaint so that a bad figure among eleven models
// is found without a debugger.
class Entry {
public:
    Entry(const json& j, size_t index) : j_(j), index_(index) {}

    void setId(std::string id) { id_ = std::move(id); }

    [[noreturn]] void refuse(const std::string& key, const std::string& rule) const {
        std::string message = "model ";
        message += id_.empty() ? "#" + std::to_string(index_) : "'" + id_ + "'";
        message += ", key '" + key + "': " + rule;
        if (j_.contains(key)) message += " (got " + j_.at(key).dump() + ")";
        throw PublishedModelError(message);
    }

    bool isNull(const char* key) const { return !j_.contains(key) || j_.at(key).is_null(); }

    std::string text(const char* key) const {
        if (isNull(key)) refuse(key, "missing");
        if (!j_.at(key).is_string()) refuse(key, "must be a string");
        return j_.at(key).get<std::string>();
    }

    long long integer(const char* key, long long lowest,
                      long long highest = std::numeric_limits<int>::max()) const {
        if (isNull(key)) refuse(key, "missing");
        const json& v = j_.at(key);
        // Unsigned JSON integers above the long long range must not wrap into a small number.
        if (!v.is_number_integer() ||
            (v.is_number_unsigned() && v.get<unsigned long long>() > (unsigned long long)highest))
            refuse(key, "must be an integer from " + std::to_string(lowest) + " to " +
                            std::to_string(highest));
        const long long n = v.get<long long>();
        if (n < lowest || n > highest)
            refuse(key, "must be an integer from " + std::to_string(lowest) + " to " +
                            std::to_string(highest));
        return n;
    }

    bool boolean(const char* key, bool fallback) const {
        if (isNull(key)) return fallback;
        if (!j_.at(key).is_boolean()) refuse(key, "must be true or false");
        return j_.at(key).get<bool>();
    }

    std::optional<int> optionalInt(const char* key, int lowest) const {
        if (isNull(key)) return std::nullopt;
        return int(integer(key, lowest));
    }

    std::vector<std::string> texts(const char* key) const {
        if (isNull(key) || !j_.at(key).is_array()) refuse(key, "must be a list of strings");
        std::vector<std::string> out;
        for (const json& v : j_.at(key)) {
            if (!v.is_string()) refuse(key, "must be a list of strings");
            out.push_back(v.get<std::string>());
        }
        return out;
    }

private:
    const json& j_;
    size_t index_;
    std::string id_;  // empty until read, so that a missing id is reported by position
};

AttentionKind attentionKind(const Entry& e) {
    const std::string name = e.text("attention");
    if (name == "mha") return AttentionKind::MHA;
    if (name == "gqa") return AttentionKind::GQA;
    if (name == "mqa") return AttentionKind::MQA;
    if (name == "mla") return AttentionKind::MLA;
    e.refuse("attention", "must be one of mha, gqa, mqa, mla");
}

// The same rules as SPEC §1 for our own configurations, so that a twin built from a published
// model means what its attention kind says.
void checkAttention(const Entry& e, const PublishedModel& m) {
    switch (m.attention) {
        case AttentionKind::MHA:
            if (m.n_kv_heads != m.n_heads) e.refuse("n_kv_heads", "must equal n_heads for mha");
            break;
        case AttentionKind::MQA:
            if (m.n_kv_heads != 1) e.refuse("n_kv_heads", "must be 1 for mqa");
            break;
        case AttentionKind::GQA:
            if (m.n_heads % m.n_kv_heads != 0) e.refuse("n_kv_heads", "must divide n_heads");
            break;
        case AttentionKind::MLA:
            if (!m.kv_lora_rank) e.refuse("kv_lora_rank", "required for mla");
            if (!m.qk_rope_head_dim) e.refuse("qk_rope_head_dim", "required for mla (0 for none)");
            break;
    }
    if (m.global_layer_every && !m.sliding_window)
        e.refuse("sliding_window", "required when global_layer_every is given");
}

PublishedModel parseModel(const json& j, size_t index) {
    if (!j.is_object())
        throw PublishedModelError("model #" + std::to_string(index) + ": not a JSON object");
    Entry e(j, index);
    PublishedModel m;
    m.id = e.text("id");
    e.setId(m.id);
    m.name = e.text("name");
    m.family = e.text("family");
    m.attention = attentionKind(e);
    m.n_layers = int(e.integer("n_layers", 1));
    m.d_model = int(e.integer("d_model", 1));
    m.n_heads = int(e.integer("n_heads", 1));
    m.n_kv_heads = int(e.integer("n_kv_heads", 1));
    m.head_dim = int(e.integer("head_dim", 1));
    m.d_ff = int(e.integer("d_ff", 1));
    m.vocab_size = int(e.integer("vocab_size", 1));
    m.tied_embeddings = e.boolean("tied_embeddings", true);
    if (!e.isNull("max_context"))
        m.max_context = e.integer("max_context", 1, std::numeric_limits<long long>::max());
    m.sliding_window = e.optionalInt("sliding_window", 1);
    m.global_layer_every = e.optionalInt("global_layer_every", 1);
    m.kv_lora_rank = e.optionalInt("kv_lora_rank", 1);
    m.q_lora_rank = e.optionalInt("q_lora_rank", 1);
    m.qk_rope_head_dim = e.optionalInt("qk_rope_head_dim", 0);
    m.encoder_layers = e.optionalInt("encoder_layers", 0).value_or(0);
    m.sources = e.texts("sources");
    checkAttention(e, m);
    if (e.isNull("parameters")) {
        m.parameters = estimateParameters(m);
        m.parameters_estimated = true;
    } else {
        m.parameters = e.integer("parameters", 1, std::numeric_limits<long long>::max());
    }
    if (!e.isNull("active_parameters"))
        m.active_parameters = e.integer("active_parameters", 1, m.parameters);
    return m;
}

}  // namespace

std::vector<PublishedModel> parsePublishedModels(std::string_view text) {
    const json j = json::parse(text, nullptr, false);
    if (j.is_discarded()) throw PublishedModelError("model configurations: not valid JSON");
    if (!j.is_object() || !j.contains("models") || !j.at("models").is_array())
        throw PublishedModelError("model configurations: key 'models' must be a list");
    std::vector<PublishedModel> models;
    std::set<std::string> ids;
    for (const json& entry : j.at("models")) {
        models.push_back(parseModel(entry, models.size()));
        if (!ids.insert(models.back().id).second)
            throw PublishedModelError("model '" + models.back().id + "', key 'id': given twice");
    }
    return models;
}

long long attentionParameters(const PublishedModel& m) {
    const long long d = m.d_model, H = m.n_heads, dh = m.head_dim;
    const bool latent = m.attention == AttentionKind::MLA;
    const long long dr = latent ? m.qk_rope_head_dim.value_or(0) : 0;
    // MLA's queries carry the decoupled rotary part too: [q_h | q_rh], dh + dr per head.
    const long long queryWidth = H * (dh + dr);
    const long long query = m.q_lora_rank
                                ? d * *m.q_lora_rank + (long long)*m.q_lora_rank * queryWidth
                                : d * queryWidth;
    const long long output = H * dh * d;
    if (!latent) return query + 2 * d * m.n_kv_heads * dh + output;
    const long long dc = m.kv_lora_rank.value_or(0);
    const long long down = d * (dc + dr);  // W_down: X → [c | k_r]
    const long long up = dc * H * 2 * dh;  // W_up: c → [k_h | v_h] for every head
    return query + down + up + output;
}

int attentionBlocks(const PublishedModel& m) {
    // An encoder-decoder adds the encoder's self-attention and a cross-attention per decoder layer.
    return m.encoder_layers > 0 ? 2 * m.n_layers + m.encoder_layers : m.n_layers;
}

long long estimateParameters(const PublishedModel& m) {
    const long long d = m.d_model;
    // E, and the lm_head beside it when untied (modeling_llama.py LlamaForCausalLM.lm_head).
    const long long embeddings = (long long)m.vocab_size * d * (m.tied_embeddings ? 1 : 2);
    const long long ffnMatrices = m.encoder_layers > 0 ? 2 : 3;  // W1, W2 (+ the gate W3)
    const long long ffn = ffnMatrices * d * m.d_ff;
    return embeddings + attentionBlocks(m) * attentionParameters(m) +
           (long long)(m.n_layers + m.encoder_layers) * ffn;
}

}  // namespace atlas
