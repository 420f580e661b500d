#include "MarianFolder.h"

#include <algorithm>
#include <fstream>
#include <set>

#include "SentencePairs.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"
#include "TorchBinWriter.h"
#include "hub/MarianCheckpoint.h"

namespace atlas::test {

using json = nlohmann::json;

float rounded(DType dtype, float v) {
    if (dtype == DType::F16) return halfToFloat(floatToHalf(v));
    if (dtype == DType::BF16) return bfloat16ToFloat(floatToBfloat16(v));
    return v;
}

void writeFile(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

MarianFolder::MarianFolder(const FolderOptions& o) {
    std::vector<std::string> english, german;
    for (const SentencePair& p : generateSentencePairs(300, 3)) {
        english.push_back(p.english);
        german.push_back(p.german);
    }
    TokenizerTrainingOptions t;
    t.vocabSize = 360;
    t.requiredCharacters = "";
    t.hardVocabLimit = false;
    t.normalization = TokenizerTrainingOptions::Normalization::Identity;
    source = trainTokenizer(english, t);
    target = trainTokenizer(german, t);
    if (o.separateVocabs)
        makeSeparateVocabularies();
    else
        makeVocabulary();
    Vt = targetVocab.empty() ? V : int(targetVocab.size());
    shape = {V, 16, 2, 32, 2, 2, 64, true, "swish"};
    makeWeights(o.dtype, o.storedPositions);
    writeFiles(o);
}

// </s> 0, <unk> 1, the pieces of both models in a shuffled order (so that ids differ from
// either model's), <pad> last; a few pieces left out, which therefore read as <unk>.
void MarianFolder::makeVocabulary() {
    std::set<std::string> pieces;
    for (const std::string* model : {&source, &target}) {
        const Tokenizer tok(*model);
        for (int i = 0; i < tok.pieceCount(); ++i) pieces.insert(tok.piece(i));
    }
    for (const char* special : {"</s>", "<unk>", "<pad>", "<s>"}) pieces.erase(special);
    std::vector<std::string> order(pieces.begin(), pieces.end());
    std::mt19937 rng(5);
    std::shuffle(order.begin(), order.end(), rng);
    order.resize(order.size() - 6);
    vocab = {"</s>", "<unk>"};
    vocab.insert(vocab.end(), order.begin(), order.end());
    vocab.push_back("<pad>");
    V = int(vocab.size());
    for (int i = 0; i < V; ++i) ids[vocab[i]] = i;
}

// Each model's own pieces, shuffled, a few left out: </s> 0, <unk> 1, <pad> 2 in both, so that
// the one pad_token_id and eos_token_id of config.json name the same pieces on either side. Both
// hold V pieces, as MarianModel requires (its decoder's table is a copy of the shared one).
void MarianFolder::makeSeparateVocabularies() {
    auto vocabularyOf = [](const std::string& model, unsigned seed, size_t dropped) {
        std::set<std::string> pieces;
        const Tokenizer tok(model);
        for (int i = 0; i < tok.pieceCount(); ++i) pieces.insert(tok.piece(i));
        for (const char* special : {"</s>", "<unk>", "<pad>", "<s>"}) pieces.erase(special);
        std::vector<std::string> order(pieces.begin(), pieces.end());
        std::mt19937 rng(seed);
        std::shuffle(order.begin(), order.end(), rng);
        order.resize(order.size() - dropped);
        std::vector<std::string> v = {"</s>", "<unk>", "<pad>"};
        v.insert(v.end(), order.begin(), order.end());
        return v;
    };
    vocab = vocabularyOf(source, 5, 6);
    targetVocab = vocabularyOf(target, 7, 17);
    const size_t n = std::min(vocab.size(), targetVocab.size());
    vocab.resize(n);
    targetVocab.resize(n);
    V = int(n);
    for (int i = 0; i < V; ++i) ids[vocab[i]] = i;
}

void MarianFolder::add(const std::string& name, std::vector<long long> dims, DType dtype,
                       float mean, float spread, std::mt19937& rng) {
    std::normal_distribution<float> normal(0, spread);
    size_t n = 1;
    for (long long d : dims) n *= size_t(d);
    std::vector<float> v(n);
    for (float& x : v) x = rounded(dtype, mean + normal(rng));
    tensors[name] = std::move(v);
    shapes[name] = std::move(dims);
}

void MarianFolder::makeWeights(DType dtype, bool storedPositions) {
    std::mt19937 rng(11);
    const long long d = shape.d, ff = shape.ff;
    if (targetVocab.empty()) {
        add("model.shared.weight", {V, d}, dtype, 0, 0.5f, rng);
    } else {
        add("model.encoder.embed_tokens.weight", {V, d}, dtype, 0, 0.5f, rng);
        add("model.decoder.embed_tokens.weight", {Vt, d}, dtype, 0, 0.5f, rng);
    }
    add("final_logits_bias", {1, Vt}, dtype, 0, 0.3f, rng);
    auto linear = [&](const std::string& p, long long out, long long in) {
        add(p + ".weight", {out, in}, dtype, 0, 0.4f, rng);
        add(p + ".bias", {out}, dtype, 0, 0.1f, rng);
    };
    auto norm = [&](const std::string& p) {
        add(p + ".weight", {d}, dtype, 1, 0.1f, rng);
        add(p + ".bias", {d}, dtype, 0, 0.1f, rng);
    };
    for (const char* stack : {"encoder", "decoder"})
        for (int l = 0; l < 2; ++l) {
            const std::string L =
                std::string("model.") + stack + ".layers." + std::to_string(l) + ".";
            const bool decoder = stack[0] == 'd';
            for (const char* block : {"self_attn", "encoder_attn"}) {
                if (!decoder && block[0] == 'e') continue;
                for (const char* p : {"q_proj", "k_proj", "v_proj", "out_proj"})
                    linear(L + block + "." + p, d, d);
                norm(L + block + "_layer_norm");
            }
            linear(L + "fc1", ff, d);
            linear(L + "fc2", d, ff);
            norm(L + "final_layer_norm");
        }
    if (storedPositions) {  // what save_pretrained stores: the sinusoid, exactly
        std::vector<float> table = marianPositionTable(shape.positions, shape.d);
        for (float& v : table) v = rounded(dtype, v);  // stored in the file's type
        for (const char* stack : {"encoder", "decoder"}) {
            const std::string name = std::string("model.") + stack + ".embed_positions.weight";
            tensors[name] = table;
            shapes[name] = {shape.positions, d};
        }
    }
}

void MarianFolder::writeFiles(const FolderOptions& o) {
    config = {{"model_type", "marian"},
              {"vocab_size", V},
              {"d_model", shape.d},
              {"encoder_layers", 2},
              {"decoder_layers", 2},
              {"encoder_attention_heads", 2},
              {"decoder_attention_heads", 2},
              {"encoder_ffn_dim", 32},
              {"decoder_ffn_dim", 32},
              {"max_position_embeddings", 64},
              {"activation_function", "swish"},
              {"scale_embedding", true},
              {"pad_token_id", pad()},
              {"eos_token_id", 0},
              {"decoder_start_token_id", pad()},
              {"forced_eos_token_id", 0},
              {"bad_words_ids", {{pad()}}},
              {"max_length", 40},
              {"num_beams", 4}};
    // generation_config.json comes first: its max_length, not config.json's, applies.
    generation = {{"max_length", 9},          {"bad_words_ids", {{pad()}}},
                  {"forced_eos_token_id", 0}, {"decoder_start_token_id", pad()},
                  {"eos_token_id", 0},        {"num_beams", 4}};
    if (!targetVocab.empty()) {
        config["share_encoder_decoder_embeddings"] = false;
        config["decoder_vocab_size"] = Vt;
        json targetJson = json::object();
        for (int i = 0; i < Vt; ++i) targetJson[targetVocab[i]] = i;
        writeFile(file("target_vocab.json"), targetJson.dump());
    }
    writeFile(file("config.json"), config.dump(2));
    writeFile(file("generation_config.json"), generation.dump(2));
    json vocabJson = json::object();
    for (int i = 0; i < V; ++i) vocabJson[vocab[i]] = i;
    writeFile(file("vocab.json"), vocabJson.dump());
    writeFile(file("source.spm"), source);
    writeFile(file("target.spm"), target);
    writeWeights(o);
}

void MarianFolder::writeWeights(const FolderOptions& o) {
    if (o.torchBin) {
        TorchBinWriter bin;
        for (const auto& [name, values] : tensors) bin.add(name, o.dtype, shapes[name], values);
        return bin.write(file("pytorch_model.bin"));
    }
    std::vector<SafetensorsWriter> writers(o.shards ? 2 : 1);
    json weightMap = json::object();
    size_t i = 0;
    for (const auto& [name, values] : tensors) {
        const size_t part = i++ % writers.size();
        writers[part].addFloats(name, o.dtype, shapes[name], values);
        weightMap[name] = "model-0000" + std::to_string(part + 1) + "-of-00002.safetensors";
    }
    if (!o.shards) return writers[0].write(file("model.safetensors"));
    for (size_t p = 0; p < writers.size(); ++p)
        writers[p].write(file("model-0000" + std::to_string(p + 1) + "-of-00002.safetensors"));
    writeFile(file("model.safetensors.index.json"),
              json{{"metadata", {{"total_size", 0}}}, {"weight_map", weightMap}}.dump());
}

}  // namespace atlas::test
