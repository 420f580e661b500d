#include "Gpt2Checkpoint.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "CausalLmFolder.h"
#include "HubKeys.h"
#include "HubTensors.h"
#include "WeightLayout.h"

// Sources (huggingface/transformers): src/transformers/models/gpt2/configuration_gpt2.py
// @1c70522e (GPT2Config.__init__ and attribute_map), models/gpt2/modeling_gpt2.py @c44b2d99
// (GPT2Attention.__init__ and ._attn, GPT2MLP, GPT2Block, GPT2Model, GPT2LMHeadModel),
// pytorch_utils.py (Conv1D), activations.py (ACT2FN "gelu_new": NewGELUActivation).
// tests/support/NaiveGpt2.cpp follows the same lines as plain loops.

namespace atlas {

namespace {

using json = nlohmann::json;

// GPT2Config.attribute_map: hidden_size → n_embd, max_position_embeddings → n_positions,
// num_attention_heads → n_head, num_hidden_layers → n_layer. PretrainedConfig.__init__ sets
// the keywords GPT2Config.__init__ did not take after it, so an alias present wins.
int count(const HubKeys& k, const char* key, const char* alias, int fallback) {
    return k.contains(alias) ? k.integer(alias, fallback) : k.integer(key, fallback);
}

Config configOf(const HubKeys& k) {
    Config c;
    c.architecture = Architecture::DecoderOnly;
    c.vocab_size = k.integer("vocab_size", 50257);
    c.d_model = count(k, "n_embd", "hidden_size", 768);
    c.n_encoder_layers = 0;
    c.n_decoder_layers = count(k, "n_layer", "num_hidden_layers", 12);
    c.n_heads = count(k, "n_head", "num_attention_heads", 12);
    // GPT2Attention.__init__: head_dim = embed_dim // num_heads, a ValueError unless it divides.
    if (c.n_heads == 0 || c.d_model % c.n_heads != 0) k.refuse("n_head", "does not divide n_embd");
    c.d_head = c.d_model / c.n_heads;
    c.n_kv_heads = c.n_heads;
    c.attention = AttentionKind::MHA;
    // GPT2Block.__init__: inner_dim = n_inner if not None else 4 * hidden_size.
    c.d_ff = k.integer("n_inner", int(std::min(4LL * c.d_model, 1LL << 30)));
    // GPT2Model.__init__: wpe = nn.Embedding(max_position_embeddings, embed_dim), added to
    // wte(input_ids) in GPT2Model.forward (position_ids = arange(past, past + n)).
    c.positions = PositionKind::Learned;
    c.max_positions = count(k, "n_positions", "max_position_embeddings", 1024);
    if (c.max_positions > ConfigLimits::kPositions)
        k.refuse("n_positions", "is more than the " + std::to_string(ConfigLimits::kPositions) +
                                    " positions this program holds");
    // GPT2Block.forward: x + attn(ln_1(x)), then x + mlp(ln_2(x)); GPT2Model: ln_f at the end.
    c.norm = NormPlacement::Pre;
    c.norm_type = NormKind::LayerNorm;
    c.norm_eps = k.number("layer_norm_epsilon", 1e-5);
    c.activation = hubActivation(k, "activation_function", "gelu_new");
    c.ffn = FeedForwardKind::Plain;  // GPT2MLP: c_proj(act(c_fc(x)))
    c.scale_embeddings = false;
    c.tie_embeddings = k.boolean("tie_word_embeddings", true);  // _tied_weights_keys lm_head
    // GPT2Attention._attn: scores / value.size(-1) ** 0.5 when scale_attn_weights (else
    // unscaled: s = 1/√1), then / (layer_idx + 1) when scale_attn_by_inverse_layer_idx.
    // reorder_and_upcast_attn only changes the precision of half-precision runs.
    c.query_scale = k.boolean("scale_attn_weights", true) ? 0 : 1;
    c.inverse_layer_scale = k.boolean("scale_attn_by_inverse_layer_idx", false);
    c.bos_id = k.integer("bos_token_id", 50256);
    const std::vector<int> eos = k.ids("eos_token_id", c.vocab_size);
    c.eos_id = eos.empty() ? 50256 : eos.front();
    c.pad_id = k.integer("pad_token_id", 0);  // None
    return c;
}

// GPT2LMHeadModel.state_dict: transformer.wte, .wpe, .h[i].{ln_1, attn.c_attn, attn.c_proj,
// ln_2, mlp.c_fc, mlp.c_proj}, .ln_f, and lm_head (tied to wte). A GPT2Model's names, without
// "transformer." (base_model_prefix), are accepted as from_pretrained accepts them:
// openai-community/gpt2 is saved so. The causal-mask buffers older files hold (attn.bias,
// attn.masked_bias) are not read, as _keys_to_ignore_on_load_unexpected says.
void copyTensors(const HubFolder& hub, const Config& c, Checkpoint& out) {
    const std::string P = hub.weights->find("transformer.wte.weight") ? "transformer." : "";
    HubTensors t(hub, out);
    const long long V = c.vocab_size, d = c.d_model, ff = c.d_ff;
    if (c.tie_embeddings) {  // one table, under either name (_tie_or_clone_weights)
        t.copy("embed.weight", {P + "wte.weight", "lm_head.weight"}, {V, d});
    } else {
        t.copy("embed.weight", {P + "wte.weight"}, {V, d});
        t.copy("lm_head.weight", {"lm_head.weight"}, {V, d});
    }
    t.copy(kPositionTable, {P + "wpe.weight"}, {c.max_positions, d});
    for (int i = 0; i < c.n_decoder_layers; ++i) {
        const std::string ours = layerPrefix("decoder", i);
        const std::string theirs = P + "h." + std::to_string(i) + ".";
        const std::string a = ours + "self_attn.";
        t.layerNorm(ours + "norm1", theirs + "ln_1", d);
        // GPT2Attention.forward: query, key, value = c_attn(x).split(split_size = embed_dim).
        const char* parts[] = {"q_proj", "k_proj", "v_proj"};
        for (long long j = 0; j < 3; ++j)
            t.conv1d(a + parts[j], theirs + "attn.c_attn", {d, 3 * d, j * d, d});
        t.conv1d(a + "o_proj", theirs + "attn.c_proj", {d, d, 0, d});
        t.layerNorm(ours + "norm2", theirs + "ln_2", d);
        t.conv1d(ours + "ffn.fc1", theirs + "mlp.c_fc", {d, ff, 0, ff});
        t.conv1d(ours + "ffn.fc2", theirs + "mlp.c_proj", {ff, d, 0, d});
    }
    t.layerNorm("decoder.norm", P + "ln_f", d);
}

}  // namespace

Checkpoint gpt2Checkpoint(const HubFolder& hub) {
    const json config = parseHubObject(hub, "config.json", hub.configJson);
    const HubKeys keys(hub, config, "config.json");
    Checkpoint out;
    out.config = configOf(keys);
    // GPT2Tokenizer: add_bos_token=False; eos_token_id defaults to 50256, never None.
    finishCausalLm(hub, config, {"gpt2", false, false}, out);
    copyTensors(hub, out.config, out);
    return out;
}

}  // namespace atlas
