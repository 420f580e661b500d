#include "MarianCheckpoint.h"

#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>

#include "HubKeys.h"
#include "HubTensors.h"
#include "JsonText.h"

namespace atlas {

namespace {

using json = nlohmann::json;

Activation activationOf(const HubKeys& k) {
    // ACT2FN (activations.py): "swish" and "silu" are nn.SiLU; "gelu" the exact erf GELU.
    const std::string name = k.text("activation_function", "gelu");
    if (name == "swish" || name == "silu") return Activation::SiLU;
    if (name == "gelu") return Activation::GELU;
    if (name == "relu") return Activation::ReLU;
    k.refuse("activation_function", "'" + printable(name) + "' is not swish, silu, gelu or relu");
}

Config configOf(const HubKeys& k) {
    Config c;
    c.vocab_size = k.integer("vocab_size", 58101);
    // Separate vocabularies give the decoder a table of its own, yet as tall as the encoder's:
    // MarianModel.__init__ makes it as "decoder_embed_tokens = copy.deepcopy(self.shared)"
    // (vocab_size rows) and the converter keeps "vocab size is same for encoder and decoder"
    // (convert_marian_to_pytorch.py, OpusState). lm_head and final_logits_bias are
    // decoder_vocab_size wide (MarianMTModel.__init__), and tie_weights ties lm_head to the
    // decoder's table, so a folder whose decoder_vocab_size differs cannot run there: refused.
    // MarianTokenizer(separate_vocabs=True) names target ids by target_vocab.json.
    if (k.integer("decoder_vocab_size", c.vocab_size) != c.vocab_size)
        k.refuse("decoder_vocab_size",
                 "differs from vocab_size (MarianModel gives the decoder a copy of the "
                 "vocab_size-row table)");
    if (!k.boolean("share_encoder_decoder_embeddings", true)) c.target_vocab_size = c.vocab_size;
    c.d_model = k.integer("d_model", 1024);
    c.n_heads = k.integer("encoder_attention_heads", 16);
    if (k.integer("decoder_attention_heads", 16) != c.n_heads)
        k.refuse("decoder_attention_heads", "differs from encoder_attention_heads");
    c.n_kv_heads = c.n_heads;
    if (c.n_heads == 0 || c.d_model % c.n_heads != 0)
        k.refuse("encoder_attention_heads", "does not divide d_model");
    c.d_head = c.d_model / c.n_heads;  // MarianAttention.head_dim = embed_dim // num_heads
    c.d_ff = k.integer("encoder_ffn_dim", 4096);
    if (k.integer("decoder_ffn_dim", 4096) != c.d_ff)
        k.refuse("decoder_ffn_dim", "differs from encoder_ffn_dim");
    c.n_encoder_layers = k.integer("encoder_layers", 12);
    c.n_decoder_layers = k.integer("decoder_layers", 12);
    c.attention = AttentionKind::MHA;
    c.positions = PositionKind::Sinusoidal;
    c.norm = NormPlacement::Post;  // MarianEncoderLayer/DecoderLayer: residual, then LayerNorm
    c.norm_type = NormKind::LayerNorm;
    c.norm_eps = 1e-5;  // nn.LayerNorm's default
    c.activation = activationOf(k);
    c.scale_embeddings = k.boolean("scale_embedding", false);  // embed_scale = √d_model
    c.tie_embeddings = k.boolean("tie_word_embeddings", true);
    c.max_positions = k.integer("max_position_embeddings", 1024);
    // The position table is computed when the file has none: positions × d floats, which a
    // folder of no weights could make 4 GB. 2^26 (256 MB) is 64× OPUS-MT's largest.
    if ((long long)c.max_positions * c.d_model > (1LL << 26))
        k.refuse("max_position_embeddings",
                 "× d_model is over 2^26 (a position table of " +
                     std::to_string((long long)c.max_positions * c.d_model * 4 >> 20) + " MiB)");
    c.pad_id = k.integer("pad_token_id", 58100);
    c.eos_id = k.integer("eos_token_id", 0);
    c.bos_id = k.integer("decoder_start_token_id", 58100);  // shift_tokens_right's start
    return c;
}

// generation_config.json first, then config.json (GenerationConfig.from_model_config), then
// GenerationConfig's defaults (max_length 20).
GenerationRules rulesOf(const HubFolder& hub, const json& config, const Config& c) {
    const json generation = hub.generationJson.empty()
                                ? json::object()
                                : parseHubObject(hub, "generation_config.json", hub.generationJson);
    const json& j = hub.generationJson.empty() ? config : generation;
    const HubKeys k(hub, j, hub.generationJson.empty() ? "config.json" : "generation_config.json");
    GenerationRules rules;
    rules.maxLength = k.integer("max_length", 20);
    rules.forcedEos = k.contains("forced_eos_token_id") ? k.integer("forced_eos_token_id", 0) : -1;
    rules.neverEmitted = c.pad_id;
    if (k.contains("bad_words_ids")) {
        const json& bad = k.at("bad_words_ids");
        if (!bad.is_array()) k.refuse("bad_words_ids", "is not a list of lists of ids");
        for (const json& seq : bad) {
            if (!seq.is_array() || seq.empty())
                k.refuse("bad_words_ids", "is not a list of lists of ids");
            std::vector<int> ids;
            for (const json& id : seq) {
                if (!id.is_number_integer() || id.get<long long>() < 0 ||
                    id.get<long long>() >= c.targetVocab())
                    k.refuse("bad_words_ids",
                             "holds " + shortJson(id) + ", not an id of the vocabulary");
                ids.push_back(id.get<int>());
            }
            rules.badWords.push_back(std::move(ids));
        }
    }
    if (rules.forcedEos >= c.targetVocab())
        k.refuse("forced_eos_token_id", "is outside the vocabulary");
    return rules;
}

// vocab.json: piece → id, every id of [0, vocab_size) exactly once (MarianTokenizer.encoder);
// target_vocab.json likewise (MarianTokenizer.target_encoder).
std::vector<std::string> vocabularyOf(const HubFolder& hub, int vocabSize, int& unk,
                                      const std::string& name = "vocab.json") {
    const json j =
        parseHubObject(hub, name, hub.read(name, kMaxTokenizerBytes), kMaxVocabularyValues);
    const std::string where = "'" + hub.folder + "/" + name + "': ";
    std::vector<std::string> pieces(static_cast<size_t>(vocabSize));
    std::vector<bool> seen(static_cast<size_t>(vocabSize), false);
    for (const auto& [piece, id] : j.items()) {
        if (!id.is_number_integer() || id.get<long long>() < 0 || id.get<long long>() >= vocabSize)
            throw CheckpointError(where + "'" + printable(piece) + "' has id " + shortJson(id) +
                                  ", outside the model's " + std::to_string(vocabSize) +
                                  " embeddings");
        const size_t i = id.get<size_t>();
        if (seen[i]) throw CheckpointError(where + "id " + std::to_string(i) + " is given twice");
        seen[i] = true;
        pieces[i] = piece;
    }
    if (j.size() != size_t(vocabSize))
        throw CheckpointError(where + std::to_string(j.size()) + " pieces for " +
                              std::to_string(vocabSize) + " embeddings");
    const auto it = j.find("<unk>");
    if (it == j.end()) throw CheckpointError(where + "no <unk> piece");
    unk = it->get<int>();
    return pieces;
}

// MarianMTModel's names (modeling_marian.py: MarianModel.shared, encoder/decoder .layers[i],
// self_attn / encoder_attn, *_layer_norm, fc1, fc2, final_logits_bias, lm_head) to SPEC §3's.
void copyTensors(const HubFolder& hub, const Config& c, Checkpoint& out) {
    HubTensors t(hub, out);
    const long long V = c.vocab_size, d = c.d_model, ff = c.d_ff;
    // The tied aliases from_pretrained accepts for the one shared table.
    const long long Vt = c.targetVocab();
    if (c.target_vocab_size == 0) {
        t.copy("embed.weight",
               {"model.shared.weight", "model.encoder.embed_tokens.weight",
                "model.decoder.embed_tokens.weight", "lm_head.weight"},
               {V, d});
    } else {
        // Separate tables (MarianModel.__init__ without share_encoder_decoder_embeddings); the
        // decoder's is tied to lm_head (_tied_weights_keys, tie_word_embeddings).
        t.copy("embed.weight", {"model.encoder.embed_tokens.weight"}, {V, d});
        if (c.tie_embeddings)
            t.copy("decoder.embed.weight", {"model.decoder.embed_tokens.weight", "lm_head.weight"},
                   {Vt, d});
        else
            t.copy("decoder.embed.weight", {"model.decoder.embed_tokens.weight"}, {Vt, d});
    }
    if (!c.tie_embeddings) t.copy("lm_head.weight", {"lm_head.weight"}, {Vt, d});
    t.copy("lm_head.bias", {"final_logits_bias"}, {Vt}, false);  // a buffer, zero when absent
    for (int i = 0; i < c.n_encoder_layers; ++i) {
        const std::string ours = "encoder.layers." + std::to_string(i) + ".";
        const std::string theirs = "model.encoder.layers." + std::to_string(i) + ".";
        for (const char* p : {"q", "k", "v"})
            t.linear(ours + "self_attn." + p + "_proj", theirs + "self_attn." + p + "_proj", d, d,
                     Bias::IfStored);
        t.linear(ours + "self_attn.o_proj", theirs + "self_attn.out_proj", d, d, Bias::IfStored);
        t.layerNorm(ours + "norm1", theirs + "self_attn_layer_norm", d);
        t.linear(ours + "ffn.fc1", theirs + "fc1", ff, d, Bias::IfStored);
        t.linear(ours + "ffn.fc2", theirs + "fc2", d, ff, Bias::IfStored);
        t.layerNorm(ours + "norm2", theirs + "final_layer_norm", d);
    }
    for (int i = 0; i < c.n_decoder_layers; ++i) {
        const std::string ours = "decoder.layers." + std::to_string(i) + ".";
        const std::string theirs = "model.decoder.layers." + std::to_string(i) + ".";
        for (const auto& [our, their] :
             {std::pair{"self_attn", "self_attn"}, std::pair{"cross_attn", "encoder_attn"}}) {
            for (const char* p : {"q", "k", "v"})
                t.linear(ours + our + "." + p + "_proj", theirs + their + "." + p + "_proj", d, d,
                         Bias::IfStored);
            t.linear(ours + our + ".o_proj", theirs + their + ".out_proj", d, d, Bias::IfStored);
        }
        t.layerNorm(ours + "norm1", theirs + "self_attn_layer_norm", d);
        t.layerNorm(ours + "norm2", theirs + "encoder_attn_layer_norm", d);
        t.linear(ours + "ffn.fc1", theirs + "fc1", ff, d, Bias::IfStored);
        t.linear(ours + "ffn.fc2", theirs + "fc2", d, ff, Bias::IfStored);
        t.layerNorm(ours + "norm3", theirs + "final_layer_norm", d);
    }
    // Last: a folder that lacks a weight is refused before the table (up to ConfigLimits'
    // positions × width) is computed.
    if (!t.copy(kPositionTable,
                {"model.encoder.embed_positions.weight", "model.decoder.embed_positions.weight"},
                {c.max_positions, d}, false))
        out.tensors[kPositionTable] = marianPositionTable(c.max_positions, c.d_model);
}

}  // namespace

std::vector<float> marianPositionTable(int positions, int d) {
    std::vector<float> table(size_t(positions) * size_t(d));
    const int sentinel = d / 2 + d % 2;  // the sin half, ⌈d/2⌉ columns
    for (int p = 0; p < positions; ++p)
        for (int j = 0; j < d; ++j) {
            // position_enc[pos, j] = pos / 10000^(2·(j // 2) / d); sin takes the even j, cos the
            // odd, so column i of either half uses j = 2i (sin) or 2i + 1 (cos).
            const int i = j < sentinel ? j : j - sentinel;
            const int source = j < sentinel ? 2 * i : 2 * i + 1;
            const double angle = p / std::pow(10000.0, 2.0 * (source / 2) / d);
            table[size_t(p) * d + j] = float(j < sentinel ? std::sin(angle) : std::cos(angle));
        }
    return table;
}

Checkpoint marianCheckpoint(const HubFolder& hub) {
    const json config = parseHubObject(hub, "config.json", hub.configJson);
    const HubKeys keys(hub, config, "config.json");
    Checkpoint out;
    out.config = configOf(keys);
    Checkpoint::Hub extras;
    extras.folder = hub.folder;
    extras.modelType = "marian";
    extras.configJson = hub.configJson;
    // Within ConfigLimits before anything is sized by it: vocab.json's table, the tensors, the
    // position table. <unk> is vocab.json's, read next; 0 stands in for it meanwhile.
    out.config.unk_id = 0;
    try {
        out.config.validate();
    } catch (const ConfigError& e) {
        throw ConfigError("'" + hub.folder + "/config.json': " + e.what());
    }
    extras.vocabulary = vocabularyOf(hub, out.config.vocab_size, out.config.unk_id);
    if (out.config.target_vocab_size > 0)
        extras.targetVocabulary =
            vocabularyOf(hub, out.config.target_vocab_size, extras.targetUnk, "target_vocab.json");
    extras.generation = rulesOf(hub, config, out.config);
    out.tokenizer = hub.read("source.spm", kMaxTokenizerBytes);
    extras.targetTokenizer = hub.read("target.spm", kMaxTokenizerBytes);
    copyTensors(hub, out.config, out);
    out.hub = std::move(extras);
    return out;
}

}  // namespace atlas
