#include "HubTensors.h"

#include <cstdint>
#include <cstring>
#include <optional>

#include "MappedFile.h"

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
    held();
    return true;
}

HubTensors::Held& HubTensors::held() {
    if (!held_) {
        held_ = std::make_shared<Held>();
        held_->files = hub_.weights;
        out_.mapping = held_;
    }
    return *held_;
}

std::optional<std::string_view> HubTensors::storedMatrix(const std::string& name, Columns c) {
    const TensorSource::Info* info = hub_.weights->find(name);
    if (!info) throw CheckpointError("'" + hub_.folder + "': tensor '" + name + "' is missing");
    const std::vector<long long> shape{c.in, c.out};
    if (info->shape != shape)
        throw CheckpointError("'" + hub_.folder + "': tensor '" + name + "' has shape " +
                              text(info->shape) + ", the config says " + text(shape));
    if (info->dtype == DType::U8) return std::nullopt;
    return hub_.weights->bytesInPlace(name);
}

void HubTensors::conv1d(const std::string& ours, const std::string& theirs, Columns c) {
    const std::string name = theirs + ".weight";
    const std::optional<std::string_view> bytes = storedMatrix(name, c);
    if (bytes) {  // W[i][first + o] → ours[o][i], element by element in the stored type
        const DType dtype = hub_.weights->find(name)->dtype;
        const size_t e = byteSize(dtype);
        std::string& copy = held().copies.emplace_back(size_t(c.count * c.in) * e, '\0');
        for (long long o = 0; o < c.count; ++o)
            for (long long i = 0; i < c.in; ++i)
                std::memcpy(&copy[size_t(o * c.in + i) * e],
                            bytes->data() + size_t(i * c.out + c.first + o) * e, e);
        out_.inPlace[ours + ".weight"] = {dtype, copy};
        // The stored matrix is read no more once its last columns are copied: without this the
        // process held GPT-2's Conv1D weights twice (bench: peak 1.9× the folder).
        if (c.first + c.count == c.out) MappedFile::dropPages(*bytes);
    } else {  // held otherwise (a strided view in pytorch_model.bin): widened, then transposed
        const std::vector<float> w = hub_.weights->floats(name);
        std::vector<float>& t = out_.tensors[ours + ".weight"];
        t.resize(size_t(c.count * c.in));
        for (long long o = 0; o < c.count; ++o)
            for (long long i = 0; i < c.in; ++i)
                t[size_t(o * c.in + i)] = w[size_t(i * c.out + c.first + o)];
    }
    copy(ours + ".bias", {theirs + ".bias"}, {c.out});
    std::vector<float>& b = out_.tensors.at(ours + ".bias");
    b = std::vector<float>(b.begin() + c.first, b.begin() + c.first + c.count);
}

void HubTensors::linear(const std::string& ours, const std::string& theirs, long long out,
                        long long in, Bias bias) {
    copy(ours + ".weight", {theirs + ".weight"}, {out, in});
    if (bias != Bias::Ignored)
        copy(ours + ".bias", {theirs + ".bias"}, {out}, bias == Bias::Required);
}

void HubTensors::layerNorm(const std::string& ours, const std::string& theirs, long long d) {
    // modeling_utils.py _fix_state_dict_key_on_load: the TF-era LayerNorm.gamma and .beta of
    // older BERT files are read as .weight and .bias.
    copy(ours + ".weight", {theirs + ".weight", theirs + ".gamma"}, {d});
    copy(ours + ".bias", {theirs + ".bias", theirs + ".beta"}, {d});
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
