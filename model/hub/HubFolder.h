#pragma once
// SPEC §5: a folder laid out as a model is published on the Hugging Face Hub, opened as a
// checkpoint in our own names, so that every view, command and runner works on it unchanged.

#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

#include "Checkpoint.h"
#include "TensorSource.h"

namespace atlas {

// A tokenizer file's bytes at most: a tokenizer.json of Gemma 3 is 33 MB, the largest Hub
// tokenizers stay under twice that.
constexpr std::uint64_t kMaxTokenizerBytes = 64 << 20;
// A vocab.json (two values a piece) or tokenizer_config.json (its table of added tokens) at most.
constexpr size_t kMaxVocabularyValues = 2 * size_t(ConfigLimits::kVocabSize) + 2;

// What a family's reader gets: the folder, its JSON files as text, its weights.
struct HubFolder {
    std::string folder;
    std::string configJson;                       // config.json
    std::string generationJson;                   // generation_config.json, or empty when absent
    std::shared_ptr<const TensorSource> weights;  // shared with the matrices read in place

    // The file beside config.json, as bytes (at most maxBytes); throws CheckpointError naming it.
    std::string read(const std::string& name, std::uint64_t maxBytes) const;
    bool has(const std::string& name) const;
};

// A Hub file's JSON text (config.json, vocab.json, an index) as a tree, refused naming the file
// when it is not JSON, nests deeper than a few dozen levels or holds more than maxValues values
// (checked before anything is built: nlohmann's tree costs tens of bytes a value).
nlohmann::json parseHubJson(const std::string& path, std::string_view text, size_t maxValues);

// A folder, or a file named config.json (what File ▸ Open, drag and drop and --model take).
bool isHubFolderPath(const std::string& path);

// What a model is called in tables and file names: a Hub folder's own name (also when given its
// config.json), else the file's name.
std::string modelName(const std::string& path);

// The folder as a checkpoint; throws CheckpointError or ConfigError with a message naming the
// file and what is wrong (a missing file, an unknown model_type, a tensor of the wrong shape).
Checkpoint loadHubFolder(const std::string& path);

// A Hub folder or one of our own .safetensors checkpoints, whichever the path is.
Checkpoint openCheckpoint(const std::string& path);

}  // namespace atlas
