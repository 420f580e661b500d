#include "MarianWriter.h"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <stdexcept>
#include <vector>

#include "Tokenizer.h"

namespace atlas {

namespace {

using json = nlohmann::json;

void writeText(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    if (!out.flush()) throw std::runtime_error("'" + path + "': cannot write");
}

// id → piece: the tokenizer's pieces, then "<extra_N>" up to the size asked, <pad> last.
std::vector<std::string> vocabularyOf(const MarianFolderSpec& spec) {
    const Tokenizer tokenizer(spec.tokenizer);
    std::vector<std::string> pieces;
    std::set<std::string> seen;
    for (int i = 0; i < tokenizer.pieceCount(); ++i)
        if (seen.insert(tokenizer.piece(i)).second) pieces.push_back(tokenizer.piece(i));
    if (!seen.count("<unk>")) throw std::runtime_error("writeMarianFolder: no <unk> piece");
    const size_t size = std::max<size_t>(size_t(spec.vocabSize), pieces.size() + 1);
    for (size_t n = 0; pieces.size() + 1 < size; ++n)
        if (const std::string extra = "<extra_" + std::to_string(n) + ">";
            seen.insert(extra).second)
            pieces.push_back(extra);
    pieces.push_back(seen.count("<pad>") ? "<extra_pad>" : "<pad>");
    return pieces;
}

class RandomWeights {
public:
    RandomWeights(DType dtype, unsigned seed) : dtype_(dtype), rng_(seed) {}

    // Normal(mean, spread) values; a linear layer's spread is 1/√in, so activations stay O(1).
    void add(const std::string& name, std::vector<long long> shape, float mean, float spread) {
        size_t n = 1;
        for (long long d : shape) n *= size_t(d);
        std::normal_distribution<float> normal(mean, spread);
        std::vector<float> values(n);
        for (float& v : values) v = normal(rng_);
        writer_.addFloats(name, dtype_, std::move(shape), values);
    }
    void linear(const std::string& name, long long out, long long in) {
        add(name + ".weight", {out, in}, 0, 1 / std::sqrt(float(in)));
        add(name + ".bias", {out}, 0, 0.02f);
    }
    void norm(const std::string& name, long long d) {
        add(name + ".weight", {d}, 1, 0.02f);
        add(name + ".bias", {d}, 0, 0.02f);
    }
    void write(const std::string& path) const { writer_.write(path); }

private:
    DType dtype_;
    std::mt19937 rng_;
    SafetensorsWriter writer_;
};

// MarianMTModel's state dict as save_pretrained writes it (modeling_marian.py).
void writeWeights(const std::string& path, const MarianFolderSpec& s, long long V) {
    RandomWeights w(s.dtype, s.seed);
    const long long d = s.d_model, ff = s.ffn;
    w.add("model.shared.weight", {V, d}, 0, 1 / std::sqrt(float(d)));
    w.add("final_logits_bias", {1, V}, 0, 0.02f);
    for (const char* stack : {"encoder", "decoder"}) {
        const bool decoder = stack[0] == 'd';
        for (int l = 0; l < (decoder ? s.decoderLayers : s.encoderLayers); ++l) {
            const std::string L = std::string("model.") + stack + ".layers." + std::to_string(l);
            for (const char* block : {"self_attn", "encoder_attn"}) {
                if (!decoder && block[0] == 'e') continue;
                for (const char* p : {"q_proj", "k_proj", "v_proj", "out_proj"})
                    w.linear(L + "." + block + "." + p, d, d);
                w.norm(L + "." + block + "_layer_norm", d);
            }
            w.linear(L + ".fc1", ff, d);
            w.linear(L + ".fc2", d, ff);
            w.norm(L + ".final_layer_norm", d);
        }
    }
    w.write(path);
}

}  // namespace

void writeMarianFolder(const std::string& folder, const MarianFolderSpec& s) {
    const std::vector<std::string> vocab = vocabularyOf(s);
    const int V = int(vocab.size());
    json pieces = json::object();
    for (int i = 0; i < V; ++i) pieces[vocab[i]] = i;
    const auto eos = pieces.find("</s>");
    const int eosId = eos == pieces.end() ? 0 : eos->get<int>();
    const json config = {{"model_type", "marian"},
                         {"architectures", json::array({"MarianMTModel"})},
                         {"vocab_size", V},
                         {"decoder_vocab_size", V},
                         {"d_model", s.d_model},
                         {"encoder_layers", s.encoderLayers},
                         {"decoder_layers", s.decoderLayers},
                         {"encoder_attention_heads", s.heads},
                         {"decoder_attention_heads", s.heads},
                         {"encoder_ffn_dim", s.ffn},
                         {"decoder_ffn_dim", s.ffn},
                         {"max_position_embeddings", s.maxPositions},
                         {"activation_function", "swish"},
                         {"scale_embedding", true},
                         {"pad_token_id", V - 1},
                         {"eos_token_id", eosId},
                         {"decoder_start_token_id", V - 1},
                         {"forced_eos_token_id", eosId},
                         {"bad_words_ids", json::array({json::array({V - 1})})},
                         {"max_length", s.maxPositions},
                         {"num_beams", 1}};
    writeText(folder + "/config.json", config.dump(2));
    writeText(folder + "/vocab.json", pieces.dump(2));
    writeText(folder + "/source.spm", s.tokenizer);
    writeText(folder + "/target.spm", s.tokenizer);
    writeWeights(folder + "/model.safetensors", s, V);
}

}  // namespace atlas
