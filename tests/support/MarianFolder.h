#pragma once
// A small OPUS-MT-layout folder written for a test (SPEC §5, Marian): config.json and
// generation_config.json, two SentencePiece models trained in-process, a vocab.json whose ids
// differ from both, random weights under transformers' names as model.safetensors, its shards
// or pytorch_model.bin, in F32, F16 or BF16. d 16, 2 heads, ffn 32, 2 + 2 layers, swish.

#include <QTemporaryDir>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "NaiveMarian.h"
#include "Safetensors.h"

namespace atlas::test {

void writeFile(const std::string& path, const std::string& bytes);
// The value a reader widening a file of `dtype` sees for v (the Hub folders' stored values).
float rounded(DType dtype, float v);

struct FolderOptions {
    DType dtype = DType::F32;
    bool shards = false;
    bool storedPositions = false;
    bool torchBin = false;  // pytorch_model.bin (torch.save's zip) instead of safetensors
    // share_encoder_decoder_embeddings false: vocab.json holds source.spm's pieces and
    // target_vocab.json target.spm's (V each, as MarianModel needs), each with its own
    // embed_tokens.
    bool separateVocabs = false;
};

class MarianFolder {
public:
    explicit MarianFolder(const FolderOptions& o = {});

    std::string path() const { return dir.path().toStdString(); }
    std::string file(const std::string& name) const { return path() + "/" + name; }

    QTemporaryDir dir;
    std::string source, target;      // source.spm, target.spm
    std::vector<std::string> vocab;  // id → piece (</s> 0, <unk> 1, <pad> last)
    std::map<std::string, int> ids;
    int V = 0;
    std::vector<std::string> targetVocab;  // separateVocabs: id → piece (</s> 0, <unk> 1, <pad> 2)
    int Vt = 0;                            // the decoder's vocabulary: V unless separate
    int pad() const { return targetVocab.empty() ? V - 1 : 2; }
    naive::MarianShape shape;
    naive::Tensors tensors;  // transformers' names
    std::map<std::string, std::vector<long long>> shapes;
    nlohmann::json config, generation;

private:
    void makeVocabulary();
    void makeSeparateVocabularies();
    void add(const std::string& name, std::vector<long long> dims, DType dtype, float mean,
             float spread, std::mt19937& rng);
    void makeWeights(DType dtype, bool storedPositions);
    void writeFiles(const FolderOptions& o);
    void writeWeights(const FolderOptions& o);
};

}  // namespace atlas::test
