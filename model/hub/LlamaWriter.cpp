#include "LlamaWriter.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "AtomicFile.h"
#include "FastTokenizer.h"
#include "Tokenizer.h"

namespace atlas {

namespace {

using json = nlohmann::json;

constexpr size_t kChunkValues = size_t(1) << 20;

struct PlannedTensor {
    std::string name;
    std::vector<long long> shape;
    float mean, spread;

    uint64_t count() const {
        uint64_t n = 1;
        for (long long d : shape) n *= uint64_t(d);
        return n;
    }
};

using Family = LlamaFolderSpec::Family;

// What config.json needs of the tokenizer: its pieces (each needs a row) and bos and eos.
struct FolderTokens {
    long long pieces = 0;
    int bos = 0, eos = 0;
};

FolderTokens tokensOf(const LlamaFolderSpec& s) {
    if (s.family == Family::Llama) {
        const Tokenizer t(s.tokenizer);
        return {t.pieceCount(), t.bosId(), t.eosId()};
    }
    const hf::FastTokenizer t = hf::FastTokenizer::fromText(s.tokenizer, "tokenizer.json");
    const auto id = [&](const char* token) {
        const std::optional<int> found = t.tokenToId(token);
        if (!found) throw std::runtime_error(std::string("tokenizer.json has no ") + token);
        return *found;
    };
    if (s.family == Family::Bert) return {t.vocabSize(), id("[PAD]"), id("[PAD]")};
    // openai-community/gpt2: bos = eos = <|endoftext|>; Qwen/Qwen3-0.6B: bos <|endoftext|>,
    // eos <|im_end|>.
    const int text = id("<|endoftext|>");
    return {t.vocabSize(), text, s.family == Family::Qwen3 ? id("<|im_end|>") : text};
}

long long llamaVocabulary(const LlamaFolderSpec& s, const FolderTokens& tokens) {
    return std::max<long long>(tokens.pieces, s.vocabSize);
}

// GPT2LMHeadModel's state dict as save_pretrained writes it (modeling_gpt2.py): Conv1D weights
// stored [in, out] (pytorch_utils.py Conv1D), biases and LayerNorms throughout, the output tied
// to wte.
std::vector<PlannedTensor> gpt2Tensors(const LlamaFolderSpec& s, long long V) {
    const long long d = s.d_model, ff = s.ffn;
    std::vector<PlannedTensor> t;
    const auto conv1d = [&](const std::string& name, long long in, long long out) {
        t.push_back({name + ".weight", {in, out}, 0.f, 1 / std::sqrt(float(in))});
        t.push_back({name + ".bias", {out}, 0.f, 0.02f});
    };
    const auto layerNorm = [&](const std::string& name) {
        t.push_back({name + ".weight", {d}, 1.f, 0.02f});
        t.push_back({name + ".bias", {d}, 0.f, 0.02f});
    };
    t.push_back({"transformer.wte.weight", {V, d}, 0.f, 1 / std::sqrt(float(d))});
    t.push_back({"transformer.wpe.weight", {s.maxPositions, d}, 0.f, 0.02f});
    for (int i = 0; i < s.layers; ++i) {
        const std::string L = "transformer.h." + std::to_string(i) + ".";
        layerNorm(L + "ln_1");
        conv1d(L + "attn.c_attn", d, 3 * d);
        conv1d(L + "attn.c_proj", d, d);
        layerNorm(L + "ln_2");
        conv1d(L + "mlp.c_fc", d, ff);
        conv1d(L + "mlp.c_proj", ff, d);
    }
    layerNorm("transformer.ln_f");
    return t;
}

// BertForMaskedLM's state dict as save_pretrained writes it (modeling_bert.py BertEmbeddings,
// BertLayer, BertLMPredictionHead): Linear weights [out, in] with biases, post-norm LayerNorms,
// cls.predictions.decoder tied to the word embeddings (and its bias to cls.predictions.bias), so
// neither is stored.
std::vector<PlannedTensor> bertTensors(const LlamaFolderSpec& s, long long V) {
    const long long d = s.d_model, ff = s.ffn;
    std::vector<PlannedTensor> t;
    const auto linear = [&](const std::string& name, long long out, long long in) {
        t.push_back({name + ".weight", {out, in}, 0.f, 1 / std::sqrt(float(in))});
        t.push_back({name + ".bias", {out}, 0.f, 0.02f});
    };
    const auto layerNorm = [&](const std::string& name) {
        t.push_back({name + ".weight", {d}, 1.f, 0.02f});
        t.push_back({name + ".bias", {d}, 0.f, 0.02f});
    };
    t.push_back({"bert.embeddings.word_embeddings.weight", {V, d}, 0.f, 0.05f});
    t.push_back({"bert.embeddings.position_embeddings.weight", {s.maxPositions, d}, 0.f, 0.02f});
    t.push_back({"bert.embeddings.token_type_embeddings.weight", {2, d}, 0.f, 0.02f});
    layerNorm("bert.embeddings.LayerNorm");
    for (int i = 0; i < s.layers; ++i) {
        const std::string L = "bert.encoder.layer." + std::to_string(i) + ".";
        for (const char* part : {"query", "key", "value"})
            linear(L + "attention.self." + part, d, d);
        linear(L + "attention.output.dense", d, d);
        layerNorm(L + "attention.output.LayerNorm");
        linear(L + "intermediate.dense", ff, d);
        linear(L + "output.dense", d, ff);
        layerNorm(L + "output.LayerNorm");
    }
    linear("cls.predictions.transform.dense", d, d);
    layerNorm("cls.predictions.transform.LayerNorm");
    t.push_back({"cls.predictions.bias", {V}, 0.f, 0.02f});
    return t;
}

// LlamaForCausalLM's state dict as save_pretrained writes it (modeling_llama.py); Qwen3's adds
// each layer's self_attn.q_norm and k_norm over one head (modeling_qwen3.py Qwen3Attention).
std::vector<PlannedTensor> llamaLikeTensors(const LlamaFolderSpec& s, long long V) {
    const long long d = s.d_model, ff = s.ffn;
    const long long q = (long long)s.heads * s.headDim, kv = (long long)s.kvHeads * s.headDim;
    std::vector<PlannedTensor> t;
    // A linear layer's spread is 1/√in, so activations stay O(1).
    const auto linear = [&](const std::string& name, long long out, long long in) {
        t.push_back({name + ".weight", {out, in}, 0.f, 1 / std::sqrt(float(in))});
    };
    const auto norm = [&](const std::string& name) {
        t.push_back({name + ".weight", {d}, 1.f, 0.02f});
    };
    t.push_back({"model.embed_tokens.weight", {V, d}, 0.f, 1 / std::sqrt(float(d))});
    for (int i = 0; i < s.layers; ++i) {
        const std::string L = "model.layers." + std::to_string(i) + ".";
        linear(L + "self_attn.q_proj", q, d);
        linear(L + "self_attn.k_proj", kv, d);
        linear(L + "self_attn.v_proj", kv, d);
        linear(L + "self_attn.o_proj", d, q);
        linear(L + "mlp.gate_proj", ff, d);
        linear(L + "mlp.up_proj", ff, d);
        linear(L + "mlp.down_proj", d, ff);
        norm(L + "input_layernorm");
        norm(L + "post_attention_layernorm");
        if (s.family == Family::Qwen3) {
            t.push_back({L + "self_attn.q_norm.weight", {s.headDim}, 1.f, 0.02f});
            t.push_back({L + "self_attn.k_norm.weight", {s.headDim}, 1.f, 0.02f});
        }
    }
    norm("model.norm");
    if (!s.tied) linear("lm_head", V, d);  // TinyLlama's is untied
    return t;
}

// The folder's tensors, sorted by name as safetensors' save_file lays out the data.
std::vector<PlannedTensor> llamaTensors(const LlamaFolderSpec& s, long long V) {
    std::vector<PlannedTensor> t = s.family == Family::Gpt2   ? gpt2Tensors(s, V)
                                   : s.family == Family::Bert ? bertTensors(s, V)
                                                              : llamaLikeTensors(s, V);
    std::sort(t.begin(), t.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    return t;
}

// The 8-byte little-endian length and the JSON header save_file writes (every tensor's dtype,
// shape and byte range, in the order of the data), padded with spaces to 8 bytes.
std::string llamaHeader(const std::vector<PlannedTensor>& tensors, DType dtype) {
    json header = {{"__metadata__", {{"format", "pt"}}}};
    uint64_t offset = 0;
    for (const PlannedTensor& t : tensors) {
        const uint64_t bytes = t.count() * byteSize(dtype);
        header[t.name] = {{"dtype", toString(dtype)},
                          {"shape", t.shape},
                          {"data_offsets", {offset, offset + bytes}}};
        offset += bytes;
    }
    std::string text = header.dump();
    text.append((8 - text.size() % 8) % 8, ' ');
    std::string out(8, '\0');
    for (int i = 0; i < 8; ++i) out[size_t(i)] = char((uint64_t(text.size()) >> (8 * i)) & 0xff);
    return out + text;
}

// Uniform values of a given mean and standard deviation (half-width √3·σ) from splitmix64: as good
// as normal ones for timing and for a check against a reference, and far quicker to make
// (mt19937 with normal_distribution takes about 20 ns a value: 20 s for TinyLlama's 1.1 G).
class UniformValues {
public:
    explicit UniformValues(uint64_t seed) : state_(seed) {}

    void fill(float* out, size_t n, float mean, float spread) {
        const float width = 2 * std::sqrt(3.f) * spread;
        for (size_t i = 0; i < n; ++i) out[i] = mean + width * (unit() - 0.5f);
    }

private:
    float unit() {  // [0, 1), 24 bits
        uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return float((z ^ (z >> 31)) >> 40) * 0x1p-24f;
    }

    uint64_t state_;
};

// n values as dtype's little-endian bytes (round to nearest even for the halves).
void encodeValues(DType dtype, const float* v, size_t n, unsigned char* out) {
    for (size_t i = 0; i < n; ++i) {
        uint32_t bits = 0;
        switch (dtype) {
            case DType::F32:
                std::memcpy(&bits, &v[i], 4);
                break;
            case DType::F16:
                bits = floatToHalf(v[i]);
                break;
            default:
                bits = floatToBfloat16(v[i]);
        }
        const size_t width = byteSize(dtype);
        for (size_t b = 0; b < width; ++b) out[i * width + b] = (bits >> (8 * b)) & 0xff;
    }
}

// A new file written by checked write()s and synced before it is closed; throws WriteError
// naming it. (AtomicFile writes whole byte strings; this one is fed a chunk at a time.)
class StreamedFile {
public:
    explicit StreamedFile(std::string path)
        : path_(std::move(path)),
          fd_(::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666)) {
        if (fd_ < 0) fail("open");
    }
    ~StreamedFile() {
        if (fd_ >= 0) ::close(fd_);
    }
    StreamedFile(const StreamedFile&) = delete;
    StreamedFile& operator=(const StreamedFile&) = delete;

    void write(const void* data, size_t n) {
        const auto* p = static_cast<const char*>(data);
        while (n > 0) {
            const ssize_t done = ::write(fd_, p, n);
            if (done < 0 && errno == EINTR) continue;
            if (done < 0) fail("write");
            p += done;
            n -= size_t(done);
        }
    }
    // Synced here, while the writer waits anyway: otherwise the kernel writes 2 GB of dirty pages
    // back in the first half minute of the benchmark that reads them.
    void finish() {
        if (::fdatasync(fd_) != 0) fail("fdatasync");
        if (::close(std::exchange(fd_, -1)) != 0) fail("close");
    }

private:
    [[noreturn]] void fail(const char* step) const {
        throw WriteError(path_, std::string(step) + ": " + std::strerror(errno));
    }

    std::string path_;
    int fd_;
};

void writeLlamaWeights(const std::string& path, const LlamaFolderSpec& s, long long V) {
    const std::vector<PlannedTensor> tensors = llamaTensors(s, V);
    StreamedFile file(path);
    const std::string header = llamaHeader(tensors, s.dtype);
    file.write(header.data(), header.size());
    UniformValues random(s.seed);
    std::vector<float> values(kChunkValues);
    std::vector<unsigned char> bytes(kChunkValues * byteSize(s.dtype));
    for (const PlannedTensor& t : tensors) {
        for (uint64_t done = 0; done < t.count();) {
            const size_t n = size_t(std::min<uint64_t>(kChunkValues, t.count() - done));
            random.fill(values.data(), n, t.mean, t.spread);
            encodeValues(s.dtype, values.data(), n, bytes.data());
            file.write(bytes.data(), n * byteSize(s.dtype));
            done += n;
        }
    }
    file.finish();
}

const char* torchDtype(DType dtype) {
    return dtype == DType::BF16 ? "bfloat16" : dtype == DType::F16 ? "float16" : "float32";
}

// GPT2Config's keys as save_pretrained writes them (configuration_gpt2.py), n_inner null as
// openai-community/gpt2 leaves it (4·n_embd).
json gpt2ConfigJson(const LlamaFolderSpec& s, long long V, const FolderTokens& tokens) {
    return {{"architectures", json::array({"GPT2LMHeadModel"})},
            {"model_type", "gpt2"},
            {"activation_function", "gelu_new"},
            {"bos_token_id", tokens.bos},
            {"eos_token_id", tokens.eos},
            {"layer_norm_epsilon", 1e-5},
            {"n_ctx", s.maxPositions},
            {"n_embd", s.d_model},
            {"n_head", s.heads},
            {"n_inner", s.ffn == 4 * s.d_model ? json(nullptr) : json(s.ffn)},
            {"n_layer", s.layers},
            {"n_positions", s.maxPositions},
            {"scale_attn_by_inverse_layer_idx", false},
            {"scale_attn_weights", true},
            {"tie_word_embeddings", true},
            {"torch_dtype", torchDtype(s.dtype)},
            {"use_cache", true},
            {"vocab_size", V}};
}

// BertConfig's keys as save_pretrained writes them (configuration_bert.py).
json bertConfigJson(const LlamaFolderSpec& s, long long V, const FolderTokens& tokens) {
    return {{"architectures", json::array({"BertForMaskedLM"})},
            {"model_type", "bert"},
            {"attention_probs_dropout_prob", 0.1},
            {"hidden_act", "gelu"},
            {"hidden_dropout_prob", 0.1},
            {"hidden_size", s.d_model},
            {"initializer_range", 0.02},
            {"intermediate_size", s.ffn},
            {"layer_norm_eps", 1e-12},
            {"max_position_embeddings", s.maxPositions},
            {"num_attention_heads", s.heads},
            {"num_hidden_layers", s.layers},
            {"pad_token_id", tokens.bos},
            {"position_embedding_type", "absolute"},
            {"torch_dtype", torchDtype(s.dtype)},
            {"type_vocab_size", 2},
            {"use_cache", true},
            {"vocab_size", V}};
}

// LlamaConfig's keys as save_pretrained writes them (configuration_llama.py); Qwen3Config's
// (configuration_qwen3.py) have no mlp_bias and add the sliding-window keys, off.
json llamaConfigJson(const LlamaFolderSpec& s, long long V, const FolderTokens& tokens) {
    if (s.family == Family::Gpt2) return gpt2ConfigJson(s, V, tokens);
    if (s.family == Family::Bert) return bertConfigJson(s, V, tokens);
    const bool qwen3 = s.family == Family::Qwen3;
    json config = {
        {"architectures", json::array({qwen3 ? "Qwen3ForCausalLM" : "LlamaForCausalLM"})},
        {"model_type", qwen3 ? "qwen3" : "llama"},
        {"vocab_size", V},
        {"hidden_size", s.d_model},
        {"intermediate_size", s.ffn},
        {"num_hidden_layers", s.layers},
        {"num_attention_heads", s.heads},
        {"num_key_value_heads", s.kvHeads},
        {"head_dim", s.headDim},
        {"hidden_act", "silu"},
        {"max_position_embeddings", s.maxPositions},
        {"rms_norm_eps", s.rmsNormEps},
        {"rope_theta", s.ropeTheta},
        {"rope_scaling", nullptr},
        {"attention_bias", false},
        {"tie_word_embeddings", s.tied},
        {"bos_token_id", tokens.bos},
        {"eos_token_id", tokens.eos},
        {"initializer_range", 0.02},
        {"torch_dtype", torchDtype(s.dtype)},
        {"use_cache", true}};
    if (qwen3) {
        config["use_sliding_window"] = false;
        config["sliding_window"] = nullptr;
        config["max_window_layers"] = s.layers;
    } else {
        config["mlp_bias"] = false;
    }
    return config;
}

// A folder made beside `target` (".NAME.XXXXXX"), removed with what it holds unless renamed.
class TemporaryFolder {
public:
    explicit TemporaryFolder(const std::string& target) {
        const std::filesystem::path t(target);
        const std::filesystem::path parent = t.parent_path().empty() ? "." : t.parent_path();
        // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) on "." + a string.
        std::string leaf(1, '.');
        leaf += t.filename().string();
        leaf += ".XXXXXX";
        std::string name = (parent / leaf).string();
        if (!::mkdtemp(name.data()))
            throw WriteError(target, std::string("mkdtemp: ") + std::strerror(errno));
        path_ = name;
    }
    ~TemporaryFolder() {
        std::error_code ignored;
        if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
    }
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::string& path() const { return path_; }
    void renameTo(const std::string& target) {
        if (::rename(path_.c_str(), target.c_str()) != 0)
            throw WriteError(target, std::string("rename: ") + std::strerror(errno));
        path_.clear();
    }

private:
    std::string path_;
};

}  // namespace

LlamaFolderSpec tinyLlamaShape(std::string tokenizer) {
    LlamaFolderSpec s;
    s.d_model = 2048;
    s.layers = 22;
    s.heads = 32;
    s.kvHeads = 4;
    s.headDim = 64;
    s.ffn = 5632;
    s.vocabSize = 32000;
    s.maxPositions = 2048;
    s.ropeTheta = 10000;
    s.rmsNormEps = 1e-5;
    s.dtype = DType::BF16;
    s.tokenizer = std::move(tokenizer);
    return s;
}

LlamaFolderSpec gpt2SmallShape(std::string tokenizerJson) {
    LlamaFolderSpec s;
    s.family = Family::Gpt2;
    s.d_model = 768;
    s.layers = 12;
    s.heads = s.kvHeads = 12;
    s.headDim = 64;
    s.ffn = 3072;
    s.vocabSize = 50257;
    s.maxPositions = 1024;
    s.tied = true;
    s.dtype = DType::BF16;
    s.tokenizer = std::move(tokenizerJson);
    return s;
}

LlamaFolderSpec bertBaseShape(std::string tokenizerJson) {
    // GPT-2 small's widths (both are 12 × 768 with 12 heads and ffn 3072), BERT's table sizes.
    LlamaFolderSpec s = gpt2SmallShape(std::move(tokenizerJson));
    s.family = Family::Bert;
    s.vocabSize = 30522;
    s.maxPositions = 512;
    s.dtype = DType::F32;
    return s;
}

LlamaFolderSpec tinyBertShape(std::string tokenizerJson) {
    LlamaFolderSpec s;  // the writer's default widths
    s.family = Family::Bert;
    s.kvHeads = s.heads;
    s.ffn = 4 * s.d_model;
    s.maxPositions = 128;
    s.tied = true;
    s.dtype = DType::F32;
    s.tokenizer = std::move(tokenizerJson);
    return s;
}

LlamaFolderSpec qwen3SmallShape(std::string tokenizerJson) {
    LlamaFolderSpec s;
    s.family = Family::Qwen3;
    s.d_model = 1024;
    s.layers = 28;
    s.heads = 16;
    s.kvHeads = 8;
    s.headDim = 128;
    s.ffn = 3072;
    s.vocabSize = 151936;
    s.maxPositions = 40960;
    s.ropeTheta = 1e6;
    s.rmsNormEps = 1e-6;
    s.tied = true;
    s.dtype = DType::BF16;
    s.tokenizer = std::move(tokenizerJson);
    return s;
}

uint64_t llamaWeightFileBytes(const LlamaFolderSpec& s) {
    const std::vector<PlannedTensor> tensors = llamaTensors(s, llamaVocabulary(s, tokensOf(s)));
    uint64_t bytes = llamaHeader(tensors, s.dtype).size();
    for (const PlannedTensor& t : tensors) bytes += t.count() * byteSize(s.dtype);
    return bytes;
}

void writeLlamaFolder(const std::string& folder, const LlamaFolderSpec& s) {
    const FolderTokens tokens = tokensOf(s);
    const long long V = llamaVocabulary(s, tokens);
    TemporaryFolder temporary(folder);
    const std::string at = temporary.path() + "/";
    writeFileAtomically(at + "config.json", llamaConfigJson(s, V, tokens).dump(2) + "\n");
    if (s.family != Family::Bert) {  // a masked LM generates nothing
        const json generation = {{"bos_token_id", tokens.bos}, {"eos_token_id", tokens.eos}};
        writeFileAtomically(at + "generation_config.json", generation.dump(2) + "\n");
    }
    writeFileAtomically(at + (s.family == Family::Llama ? "tokenizer.model" : "tokenizer.json"),
                        s.tokenizer);
    writeLlamaWeights(at + "model.safetensors", s, V);
    temporary.renameTo(folder);
}

}  // namespace atlas
