#pragma once
// A small Hugging Face Hub-layout folder of a decoder-only model written for a test (SPEC §5),
// as save_pretrained lays out LlamaForCausalLM, MistralForCausalLM, Gemma3ForCausalLM
// (model_type gemma3_text), Qwen2ForCausalLM, Qwen3ForCausalLM and GPT2LMHeadModel: config.json,
// generation_config.json, tokenizer_config.json, a SentencePiece tokenizer.model trained in-process
// with the family's special-token layout, and random weights under the Hub's names as
// model.safetensors, two shards and their index, or pytorch_model.bin, in F32, F16 or BF16.
// Defaults: d 16, 4 query heads, 2 kv heads, head_dim 8, ffn 40, 2 layers (gemma3_text: 3, sliding,
// full, sliding), 64 positions. GPT-2 keeps d, heads, ffn (n_inner), layers and positions; its
// heads are d / heads wide, one kv head per head, and its tokenizer.model stands in for vocab.json
// + merges.txt (the ids are what is checked).
//
// Hostile variants: edit `config` (or the other json members, or `tensors`) and call
// writeJson()/writeWeights(), or edit the files under path() directly.

#include <QTemporaryDir>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "NaiveMarian.h"
#include "Safetensors.h"

namespace atlas::test {

enum class DecoderFamily { Llama, Mistral, Gemma3, Qwen2, Qwen3, Gpt2 };
enum class WeightContainer { Safetensors, Shards, TorchBin };
enum class RopeScaling { None, Linear, Llama3 };
// Gemma3TextConfig's layer pattern as transformers ≥ 4.53 saves it (layer_types and
// _sliding_window_pattern) or as 4.50 did (sliding_window_pattern alone).
enum class GemmaPattern { LayerTypes, SlidingWindowPattern };

struct DecoderOptions {
    DecoderFamily family = DecoderFamily::Llama;
    DType dtype = DType::F32;
    WeightContainer container = WeightContainer::Safetensors;

    int d = 16;
    int heads = 4;
    int kvHeads = 2;
    int headDim = 8;  // written as head_dim; d / heads is 4, so it differs by default
    int ff = 40;
    int layers = 0;  // 0: 2, gemma3_text 3
    int positions = 64;
    double rmsNormEps = 1e-6;
    double ropeTheta = 0;  // 0: 10000 (llama, mistral), 1e6 (gemma3_text)

    std::optional<bool> tied;  // nullopt: the family's (llama, mistral untied; gemma3 tied)
    // With tied weights, lm_head.weight stored as well: a copy in safetensors, a view of the
    // embedding's storage in pytorch_model.bin (as a bare torch.save of the state dict has it).
    bool storeTiedHead = false;

    RopeScaling ropeScaling = RopeScaling::None;
    // 0: 2 (linear), 8 (llama3). llama3 also writes low_freq_factor 1, high_freq_factor 4 and
    // original_max_position_embeddings 1024: with head_dim 8 and theta 10000 the wavelengths
    // 6.3 and 63 stay, 628 is smoothed, 6283 is divided by the factor.
    double ropeFactor = 0;

    // -1: the family's default (mistral null, gemma3_text 4); 0: null; n: a window of n.
    int slidingWindow = -1;
    int slidingWindowPattern = 2;  // gemma3_text: every pattern-th layer is full attention
    GemmaPattern gemmaPattern = GemmaPattern::LayerTypes;
    std::optional<double> queryPreAttnScalar;  // gemma3_text; nullopt: head_dim
    std::optional<double> finalLogitSoftcapping, attnLogitSoftcapping;  // gemma3_text; null
    double ropeLocalBaseFreq = 10000;                                   // gemma3_text

    bool attentionBias = false;  // llama, gemma3_text, qwen3 (q, k, v and o_proj biases)
    bool mlpBias = false;        // llama (gate, up and down_proj biases)

    // qwen2, qwen3: use_sliding_window and max_window_layers (slidingWindow is the window when
    // set; -1: 4); with qwenLayerTypes, layer_types is written as transformers ≥ 4.53 saves it.
    bool useSlidingWindow = false;
    int maxWindowLayers = 1;
    bool qwenLayerTypes = false;

    // gpt2: scale_attn_weights, scale_attn_by_inverse_layer_idx, the "transformer." prefix of
    // GPT2LMHeadModel's names (false: GPT2Model's, as openai-community/gpt2 is saved), n_inner
    // written (else null: 4·d, so ff must be 4·d).
    bool scaleAttnWeights = true;
    bool scaleByInverseLayer = false;
    bool transformerPrefix = true;
    bool writeInner = true;

    // config.json keys left out after the rest is built, so that the class defaults apply. The
    // weights keep the shapes the options give: choose options that match the defaults.
    std::vector<std::string> omit;

    // Empty: the tokenizer's eos alone. Otherwise generation_config.json's eos_token_id (a list
    // when longer than one); config.json keeps the first unless eosListInConfig.
    std::vector<int> eosIds;
    bool eosListInConfig = false;
    // tokenizer_config.json's add_bos_token; nullopt: not written, the tokenizer class decides
    // (true for llama, mistral and gemma3_text; false for qwen2, qwen3 and gpt2) and the
    // constructor fills it in.
    std::optional<bool> addBosToken;

    // SentencePiece user-defined pieces after the special ids; nullopt: none for llama and
    // mistral, <start_of_turn> and <end_of_turn> for gemma3_text.
    std::optional<std::vector<std::string>> userTokens;
    bool byteFallback = true;  // the 256 <0x..> pieces, as both families have them
    int tokenizerVocab = 420;  // asked of the trainer (an upper bound: the corpus is small)
    // Embedding (and lm_head) rows beyond the tokenizer's pieces: vocab_size = pieces + this.
    int extraVocab = 0;

    unsigned seed = 17;
};

class DecoderFolder {
public:
    explicit DecoderFolder(const DecoderOptions& o = {});

    std::string path() const { return dir.path().toStdString(); }
    std::string file(const std::string& name) const { return path() + "/" + name; }

    // config.json, generation_config.json and tokenizer_config.json from the members.
    void writeJson();
    // The weights from `tensors`, `shapes` and `order` in options.container and options.dtype
    // (the previous weight files are left as they are).
    void writeWeights();
    // The weight files the container has: model.safetensors; the two shards and
    // model.safetensors.index.json; or pytorch_model.bin.
    std::vector<std::string> weightFiles() const;

    static const char* modelType(DecoderFamily family);  // "llama", "mistral", "gemma3_text", …
    bool isQwen() const;

    DecoderOptions options;  // as given, with the family defaults filled in
    QTemporaryDir dir;

    std::string tokenizer;                    // tokenizer.model's bytes
    int pieces = 0;                           // the tokenizer's piece count
    int V = 0;                                // vocab_size: pieces + extraVocab
    int unk = 0, bos = 1, eos = 2, pad = -1;  // the tokenizer's special ids (-1: none)
    std::vector<bool> slidingLayers;          // per layer: sliding-window attention

    // Hub names → float32 values as stored (rounded to the dtype), row-major.
    naive::Tensors tensors;
    std::map<std::string, std::vector<long long>> shapes;
    std::vector<std::string> order;  // module order: the order of the files and shards
    nlohmann::json config, generation, tokenizerConfig;

private:
    void trainTokenizer();
    void makeWeights();
    void makeGpt2Weights();
    void makeConfig();
    void addFamilyConfig(const nlohmann::json& rope, const nlohmann::json& window);
    void makeGpt2Config();
    void makeGenerationAndTokenizerConfig();
    void add(const std::string& name, std::vector<long long> dims, float mean, float spread,
             std::mt19937& rng);
};

}  // namespace atlas::test
