#pragma once
// The weights of a Hub folder, whatever file holds them (SPEC §5): model.safetensors, the
// shards model.safetensors.index.json lists, or pytorch_model.bin. Names are the file's own
// (e.g. "model.encoder.layers.0.self_attn.q_proj.weight"); every tensor widens to float32.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Safetensors.h"

namespace atlas {

class TensorSource {
public:
    struct Info {
        DType dtype = DType::F32;
        std::vector<long long> shape;
    };

    virtual ~TensorSource() = default;
    // Every tensor name, sorted.
    virtual std::vector<std::string> names() const = 0;
    // nullptr when the file has no such tensor.
    virtual const Info* find(const std::string& name) const = 0;
    // Row-major, contiguous, widened exactly from F16/BF16; throws CheckpointError naming the
    // file and the tensor.
    virtual std::vector<float> floats(const std::string& name) const = 0;
    // The tensor's bytes where the file holds them (row-major, contiguous, little-endian, in its
    // dtype), valid while this source lives; nullopt when it is held otherwise (a strided view).
    virtual std::optional<std::string_view> bytesInPlace(const std::string& name) const = 0;
};

}  // namespace atlas
