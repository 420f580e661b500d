#pragma once
// SPEC §3: a checkpoint is a configuration, named float tensors and the serialized tokenizer.

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Config.h"
#include "GenerationRules.h"
#include "Safetensors.h"
#include "WeightLayout.h"

namespace atlas {

namespace hf {
class FastTokenizer;
}

inline constexpr const char* kCheckpointFormat = "attention-atlas/1";
// docs/format.md: decoder-only models, sliding windows and the published families' details.
inline constexpr const char* kCheckpointFormat2 = "attention-atlas/2";
inline constexpr const char* kTokenizerTensor = "tokenizer.sentencepiece";

struct Checkpoint {
    Config config;
    std::map<std::string, std::vector<float>> tensors;  // by SPEC §3 name, row-major
    std::string tokenizer;                              // serialized SentencePiece model

    // Matrices a Hub folder's mapped files hold as the model needs them (SPEC §5: read in place,
    // in their stored type), by SPEC §3 name; they are not in `tensors`.
    struct InPlace {
        DType dtype = DType::F32;
        std::string_view bytes;  // row-major, little-endian, aligned to the element
    };
    std::map<std::string, InPlace> inPlace;
    std::shared_ptr<const void> mapping;  // what keeps inPlace's bytes valid

    // A model opened from a Hub folder (SPEC §5) carries what our own format does not.
    struct Hub {
        std::string folder;      // the folder as given
        std::string modelType;   // config.json's model_type
        std::string configJson;  // config.json as read (translate --json's "config")
        // Marian: target.spm, and vocab.json as id → piece (source.spm is `tokenizer`).
        std::string targetTokenizer;
        std::vector<std::string> vocabulary;
        // Marian with separate vocabularies: target_vocab.json, id → piece, and its <unk>.
        std::vector<std::string> targetVocabulary;
        int targetUnk = 0;
        GenerationRules generation;
        // Decoder-only: tokenizer_config.json's add_bos_token (SPEC §5).
        bool addBos = true;
        // A tokenizer.json (or slow files read as one), read once and shared; then `tokenizer`
        // is empty (SPEC §6).
        std::shared_ptr<const hf::FastTokenizer> fastTokenizer;
        // The tokenizer's mask token (encoder-only: the fill-mask of SPEC §6), −1: none.
        int maskId = -1;
    };
    std::optional<Hub> hub;

    // Reads and checks everything SPEC §3 asks: format, config, tokenizer, every tensor's
    // presence and shape, and the tokenizer's agreement with the config. Throws
    // CheckpointError or ConfigError with a message naming the field or tensor.
    static Checkpoint load(const std::string& path);
    static Checkpoint fromBytes(std::string bytes);

    // Writes atomically in the given float type (F32, F16 or BF16).
    void save(const std::string& path, DType dtype = DType::F32) const;
    std::string toBytes(DType dtype = DType::F32) const;

    // The tensor named, or an empty vector for an absent optional bias (not for inPlace ones).
    const std::vector<float>& tensor(const std::string& name) const;
    // Either kind, widened to float32 (a copy); empty when absent.
    std::vector<float> floats(const std::string& name) const;
    bool has(const std::string& name) const {
        return tensors.count(name) != 0 || inPlace.count(name) != 0;
    }
};

}  // namespace atlas
