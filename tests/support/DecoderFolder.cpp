#include "DecoderFolder.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <cmath>
#include <stdexcept>
#include <unordered_map>

#include "MarianFolder.h"  // writeFile, rounded
#include "SentencePairs.h"
#include "TorchBinWriter.h"

namespace sentencepiece::logging {
// Exported by libsentencepiece 0.1.97 but declared in no installed header.
int GetMinLogLevel();
void SetMinLogLevel(int level);
}  // namespace sentencepiece::logging

namespace atlas::test {

using json = nlohmann::json;

namespace {

const char* torchDtype(DType dtype) {
    switch (dtype) {
        case DType::F16:
            return "float16";
        case DType::BF16:
            return "bfloat16";
        default:
            return "float32";
    }
}

class Lines : public sentencepiece::SentenceIterator {
public:
    explicit Lines(const std::vector<std::string>& lines) : lines_(lines) {}
    bool done() const override { return next_ >= lines_.size(); }
    void Next() override { ++next_; }
    const std::string& value() const override { return lines_[next_]; }
    sentencepiece::util::Status status() const override { return {}; }

private:
    const std::vector<std::string>& lines_;
    size_t next_ = 0;
};

// Training prints pages of progress to stderr (TokenizerTrainer.cpp silences it the same way).
class QuietLogging {
public:
    QuietLogging() : previous_(sentencepiece::logging::GetMinLogLevel()) {
        sentencepiece::logging::SetMinLogLevel(2);  // errors only
    }
    ~QuietLogging() { sentencepiece::logging::SetMinLogLevel(previous_); }
    QuietLogging(const QuietLogging&) = delete;
    QuietLogging& operator=(const QuietLogging&) = delete;

private:
    int previous_;
};

// Small English text: the project's synthetic sentences, and a line holding every printable
// ASCII character so that digits and punctuation get pieces of their own.
std::vector<std::string> englishText() {
    std::vector<std::string> lines;
    for (const SentencePair& p : generateSentencePairs(300, 3)) lines.push_back(p.english);
    std::string ascii;
    for (char c = '!'; c <= '~'; ++c) (ascii += c) += ' ';
    lines.push_back(ascii);
    return lines;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : ",") + p;
    return out;
}

json nullable(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

// llama3: with head_dim 8 and theta 10000 the wavelengths 6.3 and 63 stay (below 1024 / 4),
// 628 is smoothed, 6283 (above 1024 / 1) is divided by the factor.
json ropeScalingJson(const DecoderOptions& o) {
    if (o.ropeScaling == RopeScaling::Linear)
        return {{"factor", o.ropeFactor}, {"rope_type", "linear"}};
    if (o.ropeScaling == RopeScaling::Llama3)
        return {{"factor", o.ropeFactor},
                {"high_freq_factor", 4.0},
                {"low_freq_factor", 1.0},
                {"original_max_position_embeddings", 1024},
                {"rope_type", "llama3"}};
    return nullptr;
}

}  // namespace

const char* DecoderFolder::modelType(DecoderFamily family) {
    switch (family) {
        case DecoderFamily::Mistral:
            return "mistral";
        case DecoderFamily::Gemma3:
            return "gemma3_text";
        case DecoderFamily::Qwen2:
            return "qwen2";
        case DecoderFamily::Qwen3:
            return "qwen3";
        case DecoderFamily::Gpt2:
            return "gpt2";
        default:
            return "llama";
    }
}

bool DecoderFolder::isQwen() const {
    return options.family == DecoderFamily::Qwen2 || options.family == DecoderFamily::Qwen3;
}

DecoderFolder::DecoderFolder(const DecoderOptions& o) : options(o) {
    const bool gemma = o.family == DecoderFamily::Gemma3;
    if (o.mlpBias && o.family != DecoderFamily::Llama)
        throw std::invalid_argument("DecoderFolder: mlp_bias is Llama's alone");
    if (o.attentionBias && (o.family == DecoderFamily::Mistral ||
                            o.family == DecoderFamily::Qwen2 || o.family == DecoderFamily::Gpt2))
        throw std::invalid_argument("DecoderFolder: the family has no attention_bias");
    if (o.kvHeads <= 0 || o.heads % o.kvHeads != 0)
        throw std::invalid_argument("DecoderFolder: heads must be a multiple of kvHeads");
    if (!dir.isValid()) throw std::runtime_error("DecoderFolder: no temporary directory");
    DecoderOptions& r = options;  // the family defaults filled in
    const bool gpt2 = r.family == DecoderFamily::Gpt2;
    if (r.layers == 0) r.layers = gemma ? 3 : 2;
    if (!r.tied) r.tied = gemma || gpt2;
    if (r.ropeTheta == 0) r.ropeTheta = gemma ? 1e6 : 1e4;
    if (r.ropeFactor == 0) r.ropeFactor = r.ropeScaling == RopeScaling::Llama3 ? 8 : 2;
    if (r.slidingWindow < 0) r.slidingWindow = gemma || isQwen() ? 4 : 0;
    if (!r.queryPreAttnScalar) r.queryPreAttnScalar = r.headDim;
    if (!r.userTokens)
        r.userTokens = gemma ? std::vector<std::string>{"<start_of_turn>", "<end_of_turn>"}
                             : std::vector<std::string>{};
    if (gpt2) {  // GPT2Attention: head_dim = n_embd / n_head, no grouped heads
        r.headDim = r.d / r.heads;
        r.kvHeads = r.heads;
        if (!r.writeInner) r.ff = 4 * r.d;
    }
    for (int l = 0; l < r.layers; ++l) {
        const int w = r.slidingWindow;
        bool slides = r.family == DecoderFamily::Mistral && w > 0;
        if (gemma) slides = w > 0 && (l + 1) % r.slidingWindowPattern != 0;
        if (isQwen()) slides = r.useSlidingWindow && w > 0 && l >= r.maxWindowLayers;
        slidingLayers.push_back(slides);
    }
    trainTokenizer();
    V = pieces + r.extraVocab;
    if (gpt2) {
        makeGpt2Weights();
        makeGpt2Config();
    } else {
        makeWeights();
        makeConfig();
    }
    makeGenerationAndTokenizerConfig();
    writeFile(file("tokenizer.model"), tokenizer);
    writeJson();
    writeWeights();
}

// Llama (and Mistral): <unk> 0, <s> 1, </s> 2, no pad, a dummy prefix. Gemma: <pad> 0,
// <eos> 1, <bos> 2, <unk> 3, no dummy prefix. Both: user pieces next, then the byte pieces.
void DecoderFolder::trainTokenizer() {
    const bool gemma = options.family == DecoderFamily::Gemma3;
    if (gemma) {
        pad = 0, eos = 1, bos = 2, unk = 3;
    } else {
        unk = 0, bos = 1, eos = 2, pad = -1;
    }
    std::unordered_map<std::string, std::string> flags = {
        {"model_type", "bpe"},
        {"vocab_size", std::to_string(options.tokenizerVocab)},
        {"hard_vocab_limit", "false"},
        {"normalization_rule_name", "identity"},
        {"add_dummy_prefix", gemma ? "false" : "true"},
        {"remove_extra_whitespaces", "false"},
        {"split_digits", "true"},
        {"allow_whitespace_only_pieces", "true"},
        {"byte_fallback", options.byteFallback ? "true" : "false"},
        {"character_coverage", "1.0"},
        {"unk_id", std::to_string(unk)},
        {"bos_id", std::to_string(bos)},
        {"eos_id", std::to_string(eos)},
        {"pad_id", std::to_string(pad)},
        {"unk_piece", "<unk>"},
        {"bos_piece", gemma ? "<bos>" : "<s>"},
        {"eos_piece", gemma ? "<eos>" : "</s>"},
        {"pad_piece", "<pad>"},
        {"num_threads", "1"},  // one thread, every sentence: the same bytes every run
        {"input_sentence_size", "0"},
    };
    if (!options.userTokens->empty()) flags["user_defined_symbols"] = joined(*options.userTokens);
    const std::vector<std::string> lines = englishText();
    Lines corpus(lines);
    QuietLogging quiet;
    const auto status = sentencepiece::SentencePieceTrainer::Train(flags, &corpus, &tokenizer);
    if (!status.ok()) throw std::runtime_error("DecoderFolder tokenizer: " + status.ToString());
    sentencepiece::SentencePieceProcessor sp;
    if (!sp.LoadFromSerializedProto(tokenizer).ok())
        throw std::runtime_error("DecoderFolder tokenizer: the trained model does not load");
    pieces = sp.GetPieceSize();
    if (sp.unk_id() != unk || sp.bos_id() != bos || sp.eos_id() != eos || sp.pad_id() != pad)
        throw std::runtime_error("DecoderFolder tokenizer: special ids moved");
}

void DecoderFolder::add(const std::string& name, std::vector<long long> dims, float mean,
                        float spread, std::mt19937& rng) {
    std::normal_distribution<float> normal(0, spread);
    size_t n = 1;
    for (long long d : dims) n *= size_t(d);
    std::vector<float> v(n);
    for (float& x : v) x = rounded(options.dtype, mean + normal(rng));
    tensors[name] = std::move(v);
    shapes[name] = std::move(dims);
    order.push_back(name);
}

// Spreads 1/√fan-in keep activations O(1). Llama's RMSNorm multiplies by w (around 1), Gemma's
// by 1 + w (w around 0); Gemma scales the embedding by √d, so its rows are 1/√d smaller.
void DecoderFolder::makeWeights() {
    const DecoderOptions& o = options;
    const bool gemma = o.family == DecoderFamily::Gemma3;
    std::mt19937 rng(o.seed);
    const long long d = o.d, q = o.heads * o.headDim, kv = o.kvHeads * o.headDim, ff = o.ff;
    const float normMean = gemma ? 0.0f : 1.0f;
    auto spread = [](long long in) { return 1.0f / std::sqrt(float(in)); };
    auto linear = [&](const std::string& p, long long out, long long in, bool bias) {
        add(p + ".weight", {out, in}, 0, spread(in), rng);
        if (bias) add(p + ".bias", {out}, 0, 0.1f, rng);
    };
    auto norm = [&](const std::string& p, long long n) { add(p, {n}, normMean, 0.1f, rng); };
    add("model.embed_tokens.weight", {V, d}, 0, gemma ? spread(d) : 0.5f, rng);
    // Qwen2Attention: q, k and v biases, none on o_proj; Qwen3Attention: q_norm and k_norm.
    const bool qkvBias = o.attentionBias || o.family == DecoderFamily::Qwen2;
    for (int l = 0; l < o.layers; ++l) {
        const std::string L = "model.layers." + std::to_string(l) + ".";
        linear(L + "self_attn.q_proj", q, d, qkvBias);
        linear(L + "self_attn.k_proj", kv, d, qkvBias);
        linear(L + "self_attn.v_proj", kv, d, qkvBias);
        linear(L + "self_attn.o_proj", d, q, o.attentionBias);
        if (gemma || o.family == DecoderFamily::Qwen3) {
            norm(L + "self_attn.q_norm.weight", o.headDim);
            norm(L + "self_attn.k_norm.weight", o.headDim);
        }
        linear(L + "mlp.gate_proj", ff, d, o.mlpBias);
        linear(L + "mlp.up_proj", ff, d, o.mlpBias);
        linear(L + "mlp.down_proj", d, ff, o.mlpBias);
        norm(L + "input_layernorm.weight", d);
        norm(L + "post_attention_layernorm.weight", d);
        if (gemma) {
            norm(L + "pre_feedforward_layernorm.weight", d);
            norm(L + "post_feedforward_layernorm.weight", d);
        }
    }
    norm("model.norm.weight", d);
    if (!*o.tied) {
        add("lm_head.weight", {V, d}, 0, spread(d), rng);
    } else if (o.storeTiedHead) {
        tensors["lm_head.weight"] = tensors["model.embed_tokens.weight"];
        shapes["lm_head.weight"] = {V, d};
        order.push_back("lm_head.weight");
    }
}

// The keys save_pretrained writes for LlamaConfig, MistralConfig and Gemma3TextConfig
// (transformers 4.4x–4.5x, before rope_parameters), sorted as it sorts them.
void DecoderFolder::makeConfig() {
    const DecoderOptions& o = options;
    const bool gemma = o.family == DecoderFamily::Gemma3;
    const bool eosList = o.eosListInConfig && o.eosIds.size() > 1;
    const int firstEos = o.eosIds.empty() ? eos : o.eosIds.front();
    static const char* architectures[] = {"LlamaForCausalLM", "MistralForCausalLM",
                                          "Gemma3ForCausalLM", "Qwen2ForCausalLM",
                                          "Qwen3ForCausalLM"};
    config = {{"architectures", json::array({architectures[int(o.family)]})},
              {"model_type", modelType(o.family)},
              {"attention_dropout", 0.0},
              {"bos_token_id", bos},
              {"eos_token_id", eosList ? json(o.eosIds) : json(firstEos)},
              {"head_dim", o.headDim},
              {"hidden_size", o.d},
              {"initializer_range", 0.02},
              {"intermediate_size", o.ff},
              {"max_position_embeddings", o.positions},
              {"num_attention_heads", o.heads},
              {"num_hidden_layers", o.layers},
              {"num_key_value_heads", o.kvHeads},
              {"rms_norm_eps", o.rmsNormEps},
              {"rope_theta", o.ropeTheta},
              {"tie_word_embeddings", *o.tied},
              {"torch_dtype", torchDtype(o.dtype)},
              {"transformers_version", !gemma                                       ? "4.46.0"
                                       : o.gemmaPattern == GemmaPattern::LayerTypes ? "4.53.0"
                                                                                    : "4.50.0"},
              {"use_cache", true},
              {"vocab_size", V}};
    addFamilyConfig(ropeScalingJson(o),
                    o.slidingWindow > 0 ? json(o.slidingWindow) : json(nullptr));
    for (const std::string& key : o.omit) config.erase(key);
}

// The keys of the family's own configuration class.
void DecoderFolder::addFamilyConfig(const json& rope, const json& window) {
    const DecoderOptions& o = options;
    if (isQwen()) {  // Qwen2Config, Qwen3Config (transformers 4.51)
        config["hidden_act"] = "silu";
        config["rope_scaling"] = rope;
        config["use_sliding_window"] = o.useSlidingWindow;
        config["sliding_window"] = window;
        config["max_window_layers"] = o.maxWindowLayers;
        if (o.family == DecoderFamily::Qwen3) config["attention_bias"] = o.attentionBias;
        if (o.qwenLayerTypes) {
            json types = json::array();
            for (const bool sliding : slidingLayers)
                types.push_back(sliding ? "sliding_attention" : "full_attention");
            config["layer_types"] = types;
        }
        return;
    }
    if (o.family == DecoderFamily::Llama) {
        config["hidden_act"] = "silu";
        config["attention_bias"] = o.attentionBias;
        config["mlp_bias"] = o.mlpBias;
        config["pretraining_tp"] = 1;
        config["rope_scaling"] = rope;
    } else if (o.family == DecoderFamily::Mistral) {
        config["hidden_act"] = "silu";
        config["sliding_window"] = window;
        if (!rope.is_null()) config["rope_scaling"] = rope;  // no key of MistralConfig's own
    } else {
        config["hidden_activation"] = "gelu_pytorch_tanh";
        config["attention_bias"] = o.attentionBias;
        config["pad_token_id"] = pad;
        const double scalar = *o.queryPreAttnScalar;  // an int where integral, as 256 is
        config["query_pre_attn_scalar"] =
            scalar == std::floor(scalar) ? json(static_cast<long long>(scalar)) : json(scalar);
        config["rope_local_base_freq"] = o.ropeLocalBaseFreq;
        config["rope_scaling"] = rope;
        config["sliding_window"] = window;
        config["final_logit_softcapping"] = nullable(o.finalLogitSoftcapping);
        config["attn_logit_softcapping"] = nullable(o.attnLogitSoftcapping);
        config["cache_implementation"] = "hybrid";
        if (o.gemmaPattern == GemmaPattern::LayerTypes) {
            json types = json::array();
            for (int l = 0; l < o.layers; ++l)
                types.push_back((l + 1) % o.slidingWindowPattern ? "sliding_attention"
                                                                 : "full_attention");
            config["layer_types"] = types;
            config["_sliding_window_pattern"] = o.slidingWindowPattern;
        } else {
            config["sliding_window_pattern"] = o.slidingWindowPattern;
        }
    }
}

void DecoderFolder::makeGenerationAndTokenizerConfig() {
    const DecoderOptions& o = options;
    const bool gemma = o.family == DecoderFamily::Gemma3;
    generation = {{"_from_model_config", true},
                  {"bos_token_id", bos},
                  {"transformers_version", config.value("transformers_version", "4.46.0")}};
    if (o.eosIds.empty())
        generation["eos_token_id"] = eos;
    else if (o.eosIds.size() == 1)
        generation["eos_token_id"] = o.eosIds.front();
    else
        generation["eos_token_id"] = o.eosIds;
    if (pad >= 0) generation["pad_token_id"] = pad;

    sentencepiece::SentencePieceProcessor sp;
    (void)sp.LoadFromSerializedProto(tokenizer);  // loaded once already
    json added = json::object();
    auto special = [&](int id) {
        added[std::to_string(id)] = {{"content", sp.IdToPiece(id)}, {"lstrip", false},
                                     {"normalized", false},         {"rstrip", false},
                                     {"single_word", false},        {"special", true}};
    };
    for (int id : {pad, eos, bos, unk})
        if (id >= 0) special(id);
    for (const std::string& piece : *o.userTokens) special(sp.PieceToId(piece));
    tokenizerConfig = {{"add_eos_token", false},
                       {"added_tokens_decoder", added},
                       {"bos_token", sp.IdToPiece(bos)},
                       {"eos_token", sp.IdToPiece(eos)},
                       {"unk_token", sp.IdToPiece(unk)},
                       {"pad_token", pad >= 0 ? json(sp.IdToPiece(pad)) : json(nullptr)},
                       {"clean_up_tokenization_spaces", false},
                       {"model_max_length", o.positions},
                       {"sp_model_kwargs", json::object()},
                       {"spaces_between_special_tokens", false},
                       {"tokenizer_class", gemma                             ? "GemmaTokenizer"
                                           : isQwen()                        ? "Qwen2Tokenizer"
                                           : o.family == DecoderFamily::Gpt2 ? "GPT2Tokenizer"
                                                                             : "LlamaTokenizer"}};
    if (!gemma) tokenizerConfig["legacy"] = false;
    // GPT2Tokenizer and Qwen2Tokenizer add no BOS and their files do not say so.
    const bool llamaLike = !isQwen() && o.family != DecoderFamily::Gpt2;
    if (!o.addBosToken && llamaLike) options.addBosToken = true;
    if (o.addBosToken) tokenizerConfig["add_bos_token"] = *o.addBosToken;
    if (!o.addBosToken) options.addBosToken = false;
}

void DecoderFolder::writeJson() {
    writeFile(file("config.json"), config.dump(2));
    writeFile(file("generation_config.json"), generation.dump(2));
    writeFile(file("tokenizer_config.json"), tokenizerConfig.dump(2));
}

std::vector<std::string> DecoderFolder::weightFiles() const {
    switch (options.container) {
        case WeightContainer::Shards:
            return {"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors",
                    "model.safetensors.index.json"};
        case WeightContainer::TorchBin:
            return {"pytorch_model.bin"};
        default:
            return {"model.safetensors"};
    }
}

// Shards as save_pretrained cuts them: in module order, the first half of the tensors in the
// first file; the index's total_size is the bytes of all tensors.
void DecoderFolder::writeWeights() {
    const DType dtype = options.dtype;
    if (options.container == WeightContainer::TorchBin) {
        TorchBinWriter bin;
        int embedStorage = -1;
        for (const std::string& name : order) {
            if (name == "lm_head.weight" && *options.tied && embedStorage >= 0) {
                bin.addView(name, embedStorage, 0, shapes[name], {options.d, 1});
                continue;
            }
            const int storage = bin.add(name, dtype, shapes[name], tensors[name]);
            if (name == order.front()) embedStorage = storage;  // the embedding comes first
        }
        return bin.write(file("pytorch_model.bin"));
    }
    if (options.container == WeightContainer::Safetensors) {
        SafetensorsWriter writer;
        for (const std::string& name : order)
            writer.addFloats(name, dtype, shapes[name], tensors[name]);
        return writer.write(file("model.safetensors"));
    }
    const std::vector<std::string> names = weightFiles();
    SafetensorsWriter writers[2];
    json weightMap = json::object();
    size_t totalSize = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        const std::string& name = order[i];
        const size_t part = 2 * i < order.size() ? 0 : 1;
        writers[part].addFloats(name, dtype, shapes[name], tensors[name]);
        weightMap[name] = names[part];
        totalSize += tensors[name].size() * byteSize(dtype);
    }
    writers[0].write(file(names[0]));
    writers[1].write(file(names[1]));
    writeFile(file(names[2]),
              json{{"metadata", {{"total_size", totalSize}}}, {"weight_map", weightMap}}.dump(2));
}

// GPT2LMHeadModel's state dict (modeling_gpt2.py): Conv1D weights [in, out] (pytorch_utils.py),
// biases everywhere, LayerNorms with gains around 1; the prefix-less variant also holds the
// causal-mask buffer attn.bias older files have, which from_pretrained ignores.
void DecoderFolder::makeGpt2Weights() {
    const DecoderOptions& o = options;
    std::mt19937 rng(o.seed);
    const long long d = o.d, ff = o.ff;
    const std::string P = o.transformerPrefix ? "transformer." : "";
    auto conv1d = [&](const std::string& p, long long in, long long out) {
        add(p + ".weight", {in, out}, 0, 1.0f / std::sqrt(float(in)), rng);
        add(p + ".bias", {out}, 0, 0.1f, rng);
    };
    auto layerNorm = [&](const std::string& p) {
        add(p + ".weight", {d}, 1, 0.1f, rng);
        add(p + ".bias", {d}, 0, 0.1f, rng);
    };
    add(P + "wte.weight", {V, d}, 0, 0.5f, rng);
    add(P + "wpe.weight", {o.positions, d}, 0, 0.3f, rng);
    for (int l = 0; l < o.layers; ++l) {
        const std::string L = P + "h." + std::to_string(l) + ".";
        layerNorm(L + "ln_1");
        conv1d(L + "attn.c_attn", d, 3 * d);
        conv1d(L + "attn.c_proj", d, d);
        if (!o.transformerPrefix) {  // tril(ones(n_positions, n_positions)), as floats
            const long long n = o.positions;
            std::vector<float> mask(size_t(n * n), 0.0f);
            for (long long i = 0; i < n; ++i)
                for (long long j = 0; j <= i; ++j) mask[size_t(i * n + j)] = 1;
            tensors[L + "attn.bias"] = std::move(mask);
            shapes[L + "attn.bias"] = {1, 1, n, n};
            order.push_back(L + "attn.bias");
        }
        layerNorm(L + "ln_2");
        conv1d(L + "mlp.c_fc", d, ff);
        conv1d(L + "mlp.c_proj", ff, d);
    }
    layerNorm(P + "ln_f");
    if (!*o.tied) {
        add("lm_head.weight", {V, d}, 0, 1.0f / std::sqrt(float(d)), rng);
    } else if (o.storeTiedHead) {
        tensors["lm_head.weight"] = tensors[P + "wte.weight"];
        shapes["lm_head.weight"] = {V, d};
        order.push_back("lm_head.weight");
    }
}

// GPT2Config's keys as save_pretrained writes them (configuration_gpt2.py), n_inner null or
// absent as openai-community/gpt2 leaves it.
void DecoderFolder::makeGpt2Config() {
    const DecoderOptions& o = options;
    const bool eosList = o.eosListInConfig && o.eosIds.size() > 1;
    const int firstEos = o.eosIds.empty() ? eos : o.eosIds.front();
    config = {{"architectures", json::array({"GPT2LMHeadModel"})},
              {"model_type", "gpt2"},
              {"activation_function", "gelu_new"},
              {"attn_pdrop", 0.1},
              {"bos_token_id", bos},
              {"embd_pdrop", 0.1},
              {"eos_token_id", eosList ? json(o.eosIds) : json(firstEos)},
              {"initializer_range", 0.02},
              {"layer_norm_epsilon", 1e-5},
              {"n_ctx", o.positions},
              {"n_embd", o.d},
              {"n_head", o.heads},
              {"n_layer", o.layers},
              {"n_positions", o.positions},
              {"reorder_and_upcast_attn", false},
              {"resid_pdrop", 0.1},
              {"scale_attn_by_inverse_layer_idx", o.scaleByInverseLayer},
              {"scale_attn_weights", o.scaleAttnWeights},
              {"summary_type", "cls_index"},
              {"tie_word_embeddings", *o.tied},
              {"torch_dtype", torchDtype(o.dtype)},
              {"transformers_version", "4.46.0"},
              {"use_cache", true},
              {"vocab_size", V}};
    if (o.writeInner) config["n_inner"] = o.ff;
    for (const std::string& key : o.omit) config.erase(key);
}

}  // namespace atlas::test
