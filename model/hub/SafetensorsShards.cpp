#include "SafetensorsShards.h"

#include <filesystem>
#include <nlohmann/json.hpp>

#include "HubFolder.h"
#include "JsonText.h"
#include "RegularFile.h"

namespace atlas {

namespace {

using json = nlohmann::json;

constexpr std::uint64_t kMaxIndexBytes = 64 << 20;
// Two values a tensor (its name and its shard) for up to a safetensors file's 65536 tensors, a
// shard each, and the metadata.
constexpr size_t kMaxIndexValues = 1 << 18;

[[noreturn]] void refuse(const std::string& path, const std::string& what) {
    throw CheckpointError("'" + path + "': " + what);
}

}  // namespace

void SafetensorsShards::add(const std::string& path, std::shared_ptr<const SafetensorsFile> file,
                            const std::vector<std::string>& only) {
    for (const auto& [name, entry] : file->tensors()) {
        if (!only.empty() && std::find(only.begin(), only.end(), name) == only.end()) continue;
        if (entry.dtype == DType::U8) refuse(path, "tensor '" + name + "' is U8, not a weight");
        tensors_[name] = {file.get(), path, {entry.dtype, entry.shape}};
    }
    files_.push_back(std::move(file));
}

std::unique_ptr<SafetensorsShards> SafetensorsShards::single(const std::string& path) {
    auto source = std::unique_ptr<SafetensorsShards>(new SafetensorsShards);
    try {
        source->add(path, std::make_shared<const SafetensorsFile>(SafetensorsFile::map(path)), {});
    } catch (const ReadError& e) {  // a FIFO, a device, a folder: refused as a checkpoint
        throw CheckpointError(e.what());
    }
    return source;
}

std::unique_ptr<SafetensorsShards> SafetensorsShards::fromIndex(const std::string& indexPath) {
    std::string text;
    try {
        text = readRegularFile(indexPath, kMaxIndexBytes);
    } catch (const std::runtime_error& e) {
        throw CheckpointError(e.what());
    }
    const json index = parseHubJson(indexPath, text, kMaxIndexValues);
    const auto map = index.is_object() ? index.find("weight_map") : index.end();
    if (map == index.end() || !map->is_object() || map->empty())
        refuse(indexPath, "no weight_map naming the tensors' shards");
    // Shard → the tensors the index puts in it.
    std::map<std::string, std::vector<std::string>> shards;
    for (const auto& [name, shard] : map->items()) {
        if (!shard.is_string())
            refuse(indexPath, "weight_map['" + printable(name) + "'] is not a file name");
        const std::string file = shard.get<std::string>();
        // Only a file beside the index: never a path that leaves the folder.
        if (file.empty() || file.find('/') != std::string::npos || file == "." || file == "..")
            refuse(indexPath,
                   "weight_map names '" + printable(file) + "', not a file of this folder");
        shards[file].push_back(name);
    }
    auto source = std::unique_ptr<SafetensorsShards>(new SafetensorsShards);
    std::string folder = std::filesystem::path(indexPath).parent_path().string();
    if (folder.empty()) folder = ".";
    for (const auto& [file, names] : shards) {
        const std::string path = folder + "/" + file;
        std::shared_ptr<const SafetensorsFile> shard;
        try {
            shard = std::make_shared<const SafetensorsFile>(SafetensorsFile::map(path));
        } catch (const ReadError& e) {
            refuse(indexPath,
                   "its shard '" + printable(file) + "' cannot be read (" + e.reason() + ")");
        }
        for (const std::string& name : names)
            if (!shard->contains(name))
                refuse(path, "lacks tensor '" + printable(name) + "', which the index puts there");
        source->add(path, std::move(shard), names);
    }
    return source;
}

std::vector<std::string> SafetensorsShards::names() const {
    std::vector<std::string> out;
    for (const auto& [name, place] : tensors_) out.push_back(name);
    return out;
}

const TensorSource::Info* SafetensorsShards::find(const std::string& name) const {
    const auto it = tensors_.find(name);
    return it == tensors_.end() ? nullptr : &it->second.info;
}

std::vector<float> SafetensorsShards::floats(const std::string& name) const {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) throw CheckpointError("tensor '" + name + "': missing");
    return it->second.file->floats(name);
}

std::optional<std::string_view> SafetensorsShards::bytesInPlace(const std::string& name) const {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) throw CheckpointError("tensor '" + name + "': missing");
    return it->second.file->bytes(name);
}

}  // namespace atlas
