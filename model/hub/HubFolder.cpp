#include "HubFolder.h"

#include <sys/stat.h>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "CausalLmCheckpoint.h"
#include "EncoderLmCheckpoint.h"
#include "JsonText.h"
#include "MarianCheckpoint.h"
#include "RegularFile.h"
#include "SafetensorsShards.h"
#include "TorchCheckpoint.h"

namespace atlas {

namespace {

using json = nlohmann::json;

constexpr std::uint64_t kMaxJsonBytes = 16 << 20;
// config.json: a real one has about a hundred values (id2label can add a few hundred).
constexpr size_t kMaxConfigValues = 1 << 16;
// Deeper than any Hub file nests (bad_words_ids, the deepest, is two levels in one).
constexpr size_t kMaxJsonDepth = 32;

bool isDirectory(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The folder itself, when given its config.json.
std::string folderOf(const std::string& path) {
    if (isDirectory(path)) return path;
    const std::string parent = std::filesystem::path(path).parent_path().string();
    return parent.empty() ? std::string(".") : parent;
}

// The weights as transformers' from_pretrained looks for them: model.safetensors, then the
// sharded index, then pytorch_model.bin (modeling_utils.py, _get_resolved_checkpoint_files).
std::unique_ptr<TensorSource> openWeights(const HubFolder& hub) {
    if (hub.has("model.safetensors"))
        return SafetensorsShards::single(hub.folder + "/model.safetensors");
    if (hub.has("model.safetensors.index.json"))
        return SafetensorsShards::fromIndex(hub.folder + "/model.safetensors.index.json");
    if (hub.has("pytorch_model.bin"))
        return std::make_unique<TorchCheckpoint>(hub.folder + "/pytorch_model.bin");
    throw CheckpointError("'" + hub.folder +
                          "': no weights (model.safetensors, model.safetensors.index.json or "
                          "pytorch_model.bin)");
}

}  // namespace

std::string HubFolder::read(const std::string& name, std::uint64_t maxBytes) const {
    try {
        return readRegularFile(folder + "/" + name, maxBytes);
    } catch (const std::runtime_error& e) {
        throw CheckpointError(e.what());
    }
}

bool HubFolder::has(const std::string& name) const {
    struct stat st {};
    return ::stat((folder + "/" + name).c_str(), &st) == 0;
}

nlohmann::json parseHubJson(const std::string& path, std::string_view text, size_t maxValues) {
    if (const std::string problem = jsonSizeProblem(text, kMaxJsonDepth, maxValues);
        !problem.empty())
        throw CheckpointError("'" + path + "': " + problem);
    try {
        return json::parse(text);
    } catch (const json::exception& e) {
        // nlohmann quotes the token it stopped at, which can be megabytes of the file.
        throw CheckpointError("'" + path + "': not JSON (" + printable(e.what()) + ")");
    }
}

bool isHubFolderPath(const std::string& path) {
    return isDirectory(path) || endsWith(path, "/config.json") || path == "config.json";
}

std::string modelName(const std::string& path) {
    namespace fs = std::filesystem;
    fs::path p = fs::path(isHubFolderPath(path) ? folderOf(path) : path).lexically_normal();
    if (p.filename().empty()) p = p.parent_path();  // "folder/" is "folder"
    if (p.empty() || p.filename() == ".") p = fs::absolute(".").lexically_normal().parent_path();
    return p.filename().string();
}

Checkpoint loadHubFolder(const std::string& path) {
    HubFolder hub;
    hub.folder = folderOf(path);
    if (!hub.has("config.json"))
        throw CheckpointError("'" + hub.folder +
                              "': no config.json (not a Hugging Face model folder)");
    hub.configJson = hub.read("config.json", kMaxJsonBytes);
    if (hub.has("generation_config.json"))
        hub.generationJson = hub.read("generation_config.json", kMaxJsonBytes);
    const json config = parseHubJson(hub.folder + "/config.json", hub.configJson, kMaxConfigValues);
    const auto type = config.is_object() ? config.find("model_type") : config.end();
    if (type == config.end() || !type->is_string())
        throw CheckpointError("'" + hub.folder + "/config.json': no model_type");
    const std::string modelType = type->get<std::string>();
    if (modelType != "marian" && !isCausalLmType(modelType) && !isEncoderLmType(modelType))
        throw CheckpointError("'" + hub.folder + "/config.json': model_type '" +
                              printable(modelType) +
                              "' is not one this program opens (marian, llama, mistral, "
                              "gemma3_text, gpt2, qwen2, qwen3, bert, roberta, distilbert)");
    hub.weights = openWeights(hub);
    if (modelType == "marian") return marianCheckpoint(hub);
    if (isEncoderLmType(modelType)) return encoderLmCheckpoint(hub, modelType);
    return causalLmCheckpoint(hub, modelType);
}

Checkpoint openCheckpoint(const std::string& path) {
    return isHubFolderPath(path) ? loadHubFolder(path) : Checkpoint::load(path);
}

}  // namespace atlas
