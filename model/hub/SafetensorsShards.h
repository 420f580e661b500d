#pragma once
// A Hub folder's safetensors weights as one TensorSource (SPEC §5): model.safetensors, or the
// shards that model.safetensors.index.json's weight_map names, each mapped and read in place.

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "Safetensors.h"
#include "TensorSource.h"

namespace atlas {

class SafetensorsShards : public TensorSource {
public:
    // One file. Throws CheckpointError naming the file and what is wrong.
    static std::unique_ptr<SafetensorsShards> single(const std::string& path);
    // The index and the shards beside it; an index naming an absent shard, a shard outside the
    // folder, or a tensor its shard lacks is refused by name.
    static std::unique_ptr<SafetensorsShards> fromIndex(const std::string& indexPath);

    std::vector<std::string> names() const override;
    const Info* find(const std::string& name) const override;
    std::vector<float> floats(const std::string& name) const override;
    std::optional<std::string_view> bytesInPlace(const std::string& name) const override;

private:
    struct Place {
        const SafetensorsFile* file;
        std::string path;
        Info info;
    };
    void add(const std::string& path, std::shared_ptr<const SafetensorsFile> file,
             const std::vector<std::string>& only);

    std::vector<std::shared_ptr<const SafetensorsFile>> files_;
    std::map<std::string, Place> tensors_;
};

}  // namespace atlas
