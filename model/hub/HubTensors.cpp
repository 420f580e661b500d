#include "HubTensors.h"

#include <cstdint>
#include <optional>

namespace atlas {

namespace {

std::string text(const std::vector<long long>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

}  // namespace

bool HubTensors::copy(const std::string& ours, std::initializer_list<std::string> names,
                      std::vector<long long> shape, bool required) {
    for (const std::string& name : names) {
        const TensorSource::Info* info = hub_.weights->find(name);
        if (!info) continue;
        std::vector<long long> got = info->shape;
        if (got.size() == 2 && got[0] == 1 && shape.size() == 1) got.erase(got.begin());
        if (got != shape)
            throw CheckpointError("'" + hub_.folder + "': tensor '" + name + "' has shape " +
                                  text(info->shape) + ", the config says " + text(shape));
        if (!keepInPlace(ours, name, info->dtype, shape))
            out_.tensors[ours] = hub_.weights->floats(name);
        return true;
    }
    if (required)
        throw CheckpointError("'" + hub_.folder + "': tensor '" + *names.begin() + "' is missing");
    return false;
}

// A matrix stays in the mapped file, in its stored type, when it lies there row-major and
// aligned to its element (SPEC §5: read in place); vectors and strided views are copied.
bool HubTensors::keepInPlace(const std::string& ours, const std::string& name, DType dtype,
                             const std::vector<long long>& shape) {
    if (shape.size() != 2 || dtype == DType::U8) return false;
    const std::optional<std::string_view> bytes = hub_.weights->bytesInPlace(name);
    if (!bytes || reinterpret_cast<std::uintptr_t>(bytes->data()) % byteSize(dtype) != 0)
        return false;
    out_.inPlace[ours] = {dtype, *bytes};
    out_.mapping = hub_.weights;
    return true;
}

void HubTensors::linear(const std::string& ours, const std::string& theirs, long long out,
                        long long in, Bias bias) {
    copy(ours + ".weight", {theirs + ".weight"}, {out, in});
    if (bias != Bias::Ignored)
        copy(ours + ".bias", {theirs + ".bias"}, {out}, bias == Bias::Required);
}

void HubTensors::layerNorm(const std::string& ours, const std::string& theirs, long long d) {
    copy(ours + ".weight", {theirs + ".weight"}, {d});
    copy(ours + ".bias", {theirs + ".bias"}, {d});
}

void HubTensors::rmsNorm(const std::string& ours, const std::string& theirs, long long d,
                         bool plusOne) {
    copy(ours, {theirs}, {d});
    // Gemma3RMSNorm.forward (modeling_gemma3.py): output * (1.0 + self.weight.float()), in
    // float32 as here: the gain 1 + w is what docs/format.md stores.
    if (plusOne)
        for (float& w : out_.tensors.at(ours)) w += 1.0f;
}

}  // namespace atlas
