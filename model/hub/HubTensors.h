#pragma once
// A Hub folder's tensors stored under our own names (SPEC §3): each checked against the shape
// the configuration gives, matrices left in the mapped file in their stored type (SPEC §5:
// read in place), vectors widened to float32.

#include <initializer_list>
#include <list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "HubFolder.h"

namespace atlas {

// Whether a linear layer's bias is read: not at all (the class has bias=False and
// from_pretrained ignores unexpected keys), when the file has it (zero otherwise), or always.
enum class Bias { Ignored, IfStored, Required };

class HubTensors {
public:
    HubTensors(const HubFolder& hub, Checkpoint& out) : hub_(hub), out_(out) {}

    // The first of `names` the file has, checked against `shape`, stored under `ours`; false
    // when none is there and it is not required (a missing required one throws, naming it).
    bool copy(const std::string& ours, std::initializer_list<std::string> names,
              std::vector<long long> shape, bool required = true);
    // ours.weight [out, in] from theirs.weight, and ours.bias [out] as `bias` says.
    void linear(const std::string& ours, const std::string& theirs, long long out, long long in,
                Bias bias);
    // A LayerNorm: ours.weight and ours.bias [d].
    void layerNorm(const std::string& ours, const std::string& theirs, long long d);
    // An RMSNorm's gain [d] (theirs is the whole tensor name); plusOne: Gemma's (1 + w).
    void rmsNorm(const std::string& ours, const std::string& theirs, long long d,
                 bool plusOne = false);

    // Columns [first, first + count) of a Conv1D (pytorch_utils.py: weight [in, out], y = x W
    // + b) as ours.weight [count, in] and ours.bias [count]: the transpose a Linear holds. The
    // matrix keeps its stored type in a copy the checkpoint owns.
    struct Columns {
        long long in, out;       // the stored weight's shape
        long long first, count;  // which of its `out` columns
    };
    void conv1d(const std::string& ours, const std::string& theirs, Columns columns);

private:
    bool keepInPlace(const std::string& ours, const std::string& name, DType dtype,
                     const std::vector<long long>& shape);
    // theirs.weight's shape checked; its bytes as stored when the file holds them in place.
    std::optional<std::string_view> storedMatrix(const std::string& name, Columns c);
    // What keeps in-place bytes valid: the mapped files and the copies this reader laid out.
    struct Held {
        std::shared_ptr<const void> files;
        std::list<std::string> copies;  // a list: each copy stays where it is
    };
    Held& held();

    const HubFolder& hub_;
    Checkpoint& out_;
    std::shared_ptr<Held> held_;
};

}  // namespace atlas
