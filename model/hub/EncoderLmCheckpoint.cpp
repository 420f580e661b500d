#include "EncoderLmCheckpoint.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "CausalLmFolder.h"
#include "HubKeys.h"
#include "HubTensors.h"
#include "WeightLayout.h"

// Sources (huggingface/transformers, src/transformers/): models/bert/configuration_bert.py
// (BertConfig.__init__), models/bert/modeling_bert.py (BertEmbeddings, BertSelfAttention,
// BertSelfOutput, BertIntermediate, BertOutput, BertLMPredictionHead, BertForMaskedLM),
// models/roberta/configuration_roberta.py, models/roberta/modeling_roberta.py
// (RobertaEmbeddings, create_position_ids_from_input_ids, RobertaLMHead),
// models/distilbert/configuration_distilbert.py (DistilBertConfig and its attribute_map),
// models/distilbert/modeling_distilbert.py @e368c1a8 (Embeddings, MultiHeadSelfAttention, FFN,
// TransformerBlock, DistilBertForMaskedLM). tests/support/NaiveEncoder.cpp follows the same
// lines as plain loops.

namespace atlas {

namespace {

using json = nlohmann::json;

enum class EncoderFamily { Bert, Roberta, DistilBert };

EncoderFamily encoderFamilyOf(const std::string& modelType) {
    if (modelType == "roberta") return EncoderFamily::Roberta;
    if (modelType == "distilbert") return EncoderFamily::DistilBert;
    return EncoderFamily::Bert;
}

// DistilBertConfig.attribute_map: hidden_size → dim, num_attention_heads → n_heads,
// num_hidden_layers → n_layers; an alias present wins (PretrainedConfig sets it after).
int aliasedCount(const HubKeys& k, const char* key, const char* alias, int fallback) {
    return k.contains(alias) ? k.integer(alias, fallback) : k.integer(key, fallback);
}

Config encoderConfigOf(const HubKeys& k, EncoderFamily f) {
    Config c;
    c.architecture = Architecture::EncoderOnly;
    c.n_decoder_layers = 0;
    c.attention = AttentionKind::MHA;
    // Post-norm layers: BertSelfOutput and BertOutput are LayerNorm(dense(h) + input);
    // DistilBERT's TransformerBlock the same with sa_layer_norm and output_layer_norm.
    c.norm = NormPlacement::Post;
    c.norm_type = NormKind::LayerNorm;
    c.positions = PositionKind::Learned;
    c.scale_embeddings = false;
    c.embed_norm = true;  // BertEmbeddings.LayerNorm, DistilBERT's Embeddings.LayerNorm
    c.ffn = FeedForwardKind::Plain;
    c.vocab_size = k.integer("vocab_size", f == EncoderFamily::Roberta ? 50265 : 30522);
    int positions = 512;
    if (f == EncoderFamily::DistilBert) {
        c.d_model = aliasedCount(k, "dim", "hidden_size", 768);
        c.n_encoder_layers = aliasedCount(k, "n_layers", "num_hidden_layers", 6);
        c.n_heads = aliasedCount(k, "n_heads", "num_attention_heads", 12);
        c.d_ff = k.integer("hidden_dim", 4 * 768);
        c.activation = hubActivation(k, "activation", "gelu");
        c.norm_eps = 1e-12;  // every DistilBERT LayerNorm: eps=1e-12, not configurable
        positions = k.integer("max_position_embeddings", 512);
        c.token_types = 0;  // "no token_type embeddings"
    } else {
        c.d_model = k.integer("hidden_size", 768);
        c.n_encoder_layers = k.integer("num_hidden_layers", 12);
        c.n_heads = k.integer("num_attention_heads", 12);
        c.d_ff = k.integer("intermediate_size", 3072);
        c.activation = hubActivation(k, "hidden_act", "gelu");
        c.norm_eps = k.number("layer_norm_eps", 1e-12);
        positions = k.integer("max_position_embeddings", 512);
        c.token_types = k.integer("type_vocab_size", 2);
        // BertEmbeddings: only absolute positions are the table added to the words.
        if (const std::string type = k.text("position_embedding_type", "absolute");
            type != "absolute")
            k.refuse("position_embedding_type", "is '" + type + "', only 'absolute' is read");
    }
    // MultiHeadSelfAttention asserts dim % n_heads == 0; BertSelfAttention raises.
    if (c.n_heads == 0 || c.d_model % c.n_heads != 0)
        k.refuse(f == EncoderFamily::DistilBert ? "n_heads" : "num_attention_heads",
                 "does not divide the hidden size");
    c.d_head = c.d_model / c.n_heads;
    c.n_kv_heads = c.n_heads;
    c.pad_id = k.integer("pad_token_id", f == EncoderFamily::Roberta ? 1 : 0);
    // create_position_ids_from_input_ids: RoBERTa numbers positions from padding_idx + 1.
    c.position_offset = f == EncoderFamily::Roberta ? c.pad_id + 1 : 0;
    if (positions <= c.position_offset)
        k.refuse("max_position_embeddings", "leaves no position after padding_idx + 1");
    c.max_positions = positions - c.position_offset;
    if (c.max_positions > ConfigLimits::kPositions)
        k.refuse("max_position_embeddings", "is more than the " +
                                                std::to_string(ConfigLimits::kPositions) +
                                                " positions this program holds");
    // The head's transform: BERT's transform_act_fn is ACT2FN[hidden_act], RoBERTa's
    // RobertaLMHead calls gelu whatever hidden_act says, DistilBERT's get_activation(activation).
    c.mlm_activation = f == EncoderFamily::Roberta ? Activation::GELU : c.activation;
    c.tie_embeddings = k.boolean("tie_word_embeddings", true);
    c.bos_id = k.integer("bos_token_id", 0);
    c.eos_id = k.integer("eos_token_id", 0);
    for (int* id : {&c.bos_id, &c.eos_id, &c.pad_id}) *id = std::min(*id, c.vocab_size - 1);
    return c;
}

// The names of one family: the base model's prefix (base_model_prefix, which from_pretrained
// also accepts absent), its embeddings, its layers and its masked-LM head.
struct EncoderNames {
    std::string base, embeddings, layer;
    std::string q, k, v, o, norm1, fc1, fc2, norm2;
    std::string headDense, headNorm, headDecoder;
    // The head's bias under its two names (the parameter, and the decoder's view of it).
    std::string headBias, headDecoderBias;
};

EncoderNames encoderNamesOf(EncoderFamily f) {
    if (f == EncoderFamily::DistilBert)
        return {
            "distilbert.",      "embeddings.",     "transformer.layer.",   "attention.q_lin",
            "attention.k_lin",  "attention.v_lin", "attention.out_lin",    "sa_layer_norm",
            "ffn.lin1",         "ffn.lin2",        "output_layer_norm",    "vocab_transform",
            "vocab_layer_norm", "vocab_projector", "vocab_projector.bias", "vocab_projector.bias"};
    EncoderNames n{f == EncoderFamily::Roberta ? "roberta." : "bert.",
                   "embeddings.",
                   "encoder.layer.",
                   "attention.self.query",
                   "attention.self.key",
                   "attention.self.value",
                   "attention.output.dense",
                   "attention.output.LayerNorm",
                   "intermediate.dense",
                   "output.dense",
                   "output.LayerNorm",
                   "cls.predictions.transform.dense",
                   "cls.predictions.transform.LayerNorm",
                   "cls.predictions.decoder",
                   "cls.predictions.bias",
                   "cls.predictions.decoder.bias"};
    if (f == EncoderFamily::Roberta) {
        n.headDense = "lm_head.dense";
        n.headNorm = "lm_head.layer_norm";
        n.headDecoder = "lm_head.decoder";
        n.headBias = "lm_head.bias";
        n.headDecoderBias = "lm_head.decoder.bias";
    }
    return n;
}

void copyEncoderTensors(const HubFolder& hub, const EncoderNames& n, Checkpoint& out) {
    const Config& c = out.config;
    const std::string P =
        hub.weights->find(n.base + n.embeddings + "word_embeddings.weight") ? n.base : "";
    HubTensors t(hub, out);
    const long long V = c.vocab_size, d = c.d_model, ff = c.d_ff;
    const std::string E = P + n.embeddings;
    t.copy("embed.weight", {E + "word_embeddings.weight"}, {V, d});
    t.copy(kPositionTable, {E + "position_embeddings.weight"},
           {c.max_positions + c.position_offset, d});
    if (c.token_types > 0)
        t.copy("token_types.weight", {E + "token_type_embeddings.weight"}, {c.token_types, d});
    t.layerNorm("embed_norm", E + "LayerNorm", d);
    for (int i = 0; i < c.n_encoder_layers; ++i) {
        const std::string ours = layerPrefix("encoder", i), a = ours + "self_attn.";
        const std::string theirs = P + n.layer + std::to_string(i) + ".";
        t.linear(a + "q_proj", theirs + n.q, d, d, Bias::Required);
        t.linear(a + "k_proj", theirs + n.k, d, d, Bias::Required);
        t.linear(a + "v_proj", theirs + n.v, d, d, Bias::Required);
        t.linear(a + "o_proj", theirs + n.o, d, d, Bias::Required);
        t.layerNorm(ours + "norm1", theirs + n.norm1, d);
        t.linear(ours + "ffn.fc1", theirs + n.fc1, ff, d, Bias::Required);
        t.linear(ours + "ffn.fc2", theirs + n.fc2, d, ff, Bias::Required);
        t.layerNorm(ours + "norm2", theirs + n.norm2, d);
    }
    if (!c.mlm_head) return;
    t.linear("mlm.dense", n.headDense, d, d, Bias::Required);
    t.layerNorm("mlm.norm", n.headNorm, d);
    // The decoder is tied to the word embeddings (_tied_weights_keys) unless
    // tie_word_embeddings is false; its bias is the head's own parameter, under either name.
    if (!c.tie_embeddings) t.copy("lm_head.weight", {n.headDecoder + ".weight"}, {V, d});
    t.copy("lm_head.bias", {n.headBias, n.headDecoderBias}, {V});
}

}  // namespace

bool isEncoderLmType(const std::string& modelType) {
    return modelType == "bert" || modelType == "roberta" || modelType == "distilbert";
}

Checkpoint encoderLmCheckpoint(const HubFolder& hub, const std::string& modelType) {
    const EncoderFamily f = encoderFamilyOf(modelType);
    const json config = parseHubObject(hub, "config.json", hub.configJson);
    const HubKeys keys(hub, config, "config.json");
    Checkpoint out;
    out.config = encoderConfigOf(keys, f);
    const EncoderNames names = encoderNamesOf(f);
    // A folder of the bare encoder (BertModel) or of another head has no transform: it opens
    // without the masked-LM head (SPEC §6).
    out.config.mlm_head = hub.weights->find(names.headDense + ".weight") != nullptr;
    // No BOS of ours: the post-processor's [CLS] … [SEP] (or <s> … </s>) are the specials.
    finishCausalLm(hub, config, {modelType, false, true}, out);
    copyEncoderTensors(hub, names, out);
    return out;
}

}  // namespace atlas
