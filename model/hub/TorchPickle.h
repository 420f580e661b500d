#pragma once
// The data.pkl of a torch.save zip (SPEC §5, pytorch_model.bin), read like
// torch.load(weights_only=True): only the opcodes torch writes for a state dict, and only the
// globals a state dict names (OrderedDict, _rebuild_tensor_v2, _rebuild_parameter and the
// float storage types). Nothing is ever called: REDUCE builds our own records. Any other global
// is refused by name as soon as the pickle names it.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "Safetensors.h"

namespace atlas {

class TorchPickle {
public:
    // One tensor as _rebuild_tensor_v2 would build it: a view of the storage `storageKey`
    // (the entry data/<storageKey> of the archive).
    struct Tensor {
        DType dtype = DType::F32;
        std::vector<long long> shape;
        std::vector<long long> stride;  // in elements, one per dimension
        std::string storageKey;
        long long storageOffset = 0;    // in elements
        long long storageElements = 0;  // the storage's numel, as its persistent id declares
    };

    // Bounds a hostile pickle cannot push past.
    static constexpr size_t kMaxStack = 10000;  // values on the stack
    static constexpr size_t kMaxMarks = 100;    // open MARKs
    static constexpr size_t kMaxMemo = size_t(1) << 20;
    static constexpr size_t kMaxValues = size_t(1) << 22;  // values pushed, in all
    static constexpr size_t kMaxRank = 64;

    // Reads a pickle whose top object is a dict (or OrderedDict) of name → tensor; throws
    // CheckpointError saying what is wrong (without a file name: the caller adds it).
    explicit TorchPickle(std::string_view pickle);

    // In the pickle's order; names are unique.
    const std::vector<std::pair<std::string, Tensor>>& tensors() const { return tensors_; }

private:
    std::vector<std::pair<std::string, Tensor>> tensors_;
};

}  // namespace atlas
