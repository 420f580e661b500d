#include "Checkpoint.h"

#include <algorithm>
#include <cmath>

#include "AtomicFile.h"
#include "JsonText.h"
#include "Tokenizer.h"
#include "WeightLayout.h"
#include "Widen.h"

namespace atlas {

namespace {

std::string quoted(const std::string& name) {
    return "tensor '" + printable(name) + "'";
}

std::string shapeText(const std::vector<long long>& shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

Checkpoint fromFile(const SafetensorsFile& file) {
    const auto& meta = file.metadata();
    auto format = meta.find("format");
    if (format == meta.end())
        throw CheckpointError("__metadata__.format: missing (expected \"" +
                              std::string(kCheckpointFormat) + "\")");
    // docs/format.md: format 2 adds to format 1, so both are read.
    if (format->second != kCheckpointFormat && format->second != kCheckpointFormat2)
        throw CheckpointError("__metadata__.format: \"" + printable(format->second, 80) +
                              "\", expected \"" + kCheckpointFormat + "\" or \"" +
                              kCheckpointFormat2 + "\"");
    auto config = meta.find("config");
    if (config == meta.end()) throw CheckpointError("__metadata__.config: missing");

    Checkpoint ckpt;
    ckpt.config = Config::fromJson(config->second);

    const TensorEntry& spm = file.entry(kTokenizerTensor);
    if (spm.dtype != DType::U8 || spm.shape.size() != 1)
        throw CheckpointError(quoted(kTokenizerTensor) + ": must be a 1-D U8 tensor");
    ckpt.tokenizer = std::string(file.bytes(kTokenizerTensor));
    const Tokenizer tokenizer(ckpt.tokenizer);
    const Config& c = ckpt.config;
    if (tokenizer.pieceCount() != c.vocab_size)
        throw ConfigError("config key 'vocab_size': " + std::to_string(c.vocab_size) +
                          " but the tokenizer has " + std::to_string(tokenizer.pieceCount()) +
                          " pieces");
    const std::pair<const char*, std::pair<int, int>> ids[] = {
        {"pad_id", {c.pad_id, tokenizer.padId()}},
        {"unk_id", {c.unk_id, tokenizer.unkId()}},
        {"bos_id", {c.bos_id, tokenizer.bosId()}},
        {"eos_id", {c.eos_id, tokenizer.eosId()}}};
    for (const auto& [key, pair] : ids)
        if (pair.first != pair.second)
            throw ConfigError(std::string("config key '") + key +
                              "': " + std::to_string(pair.first) + " but the tokenizer says " +
                              std::to_string(pair.second));

    for (const TensorSpec& spec : weightLayout(c)) {
        if (!file.contains(spec.name)) {
            if (spec.required) throw CheckpointError(quoted(spec.name) + ": missing");
            continue;
        }
        const TensorEntry& e = file.entry(spec.name);
        if (e.dtype == DType::U8)
            throw CheckpointError(quoted(spec.name) + ": dtype U8, expected F32, F16 or BF16");
        if (e.shape != spec.shape)
            throw CheckpointError(quoted(spec.name) + ": shape " + shapeText(e.shape) +
                                  ", expected " + shapeText(spec.shape));
        std::vector<float> values = file.floats(spec.name);
        // One NaN spreads through every softmax it reaches, and views cannot colour it: such a
        // file (a diverged training run, say) is refused rather than shown as garbage.
        const auto bad =
            std::find_if(values.begin(), values.end(), [](float v) { return !std::isfinite(v); });
        if (bad != values.end())
            throw CheckpointError(quoted(spec.name) + ": " +
                                  (std::isnan(*bad) ? "NaN" : "infinite") + " value at index " +
                                  std::to_string(bad - values.begin()) +
                                  " (weights must be finite)");
        ckpt.tensors[spec.name] = std::move(values);
    }
    return ckpt;
}

}  // namespace

Checkpoint Checkpoint::load(const std::string& path) {
    return fromFile(SafetensorsFile::load(path));
}

Checkpoint Checkpoint::fromBytes(std::string bytes) {
    return fromFile(SafetensorsFile::fromBytes(std::move(bytes)));
}

std::string Checkpoint::toBytes(DType dtype) const {
    SafetensorsWriter writer;
    // Format 1 whenever the configuration needs nothing more, so format 1 readers still read it.
    writer.setMetadata("format", config.format() == 2 ? kCheckpointFormat2 : kCheckpointFormat);
    writer.setMetadata("config", config.toJson());
    writer.addBytes(kTokenizerTensor, tokenizer);
    for (const TensorSpec& spec : weightLayout(config)) {
        if (!has(spec.name)) {
            if (spec.required) throw CheckpointError(quoted(spec.name) + ": missing");
            continue;
        }
        const std::vector<float> values = floats(spec.name);
        if ((long long)values.size() != spec.elementCount())
            throw CheckpointError(quoted(spec.name) + ": " + std::to_string(values.size()) +
                                  " values, expected shape " + shapeText(spec.shape));
        writer.addFloats(spec.name, dtype, spec.shape, values);
    }
    return writer.toBytes();
}

void Checkpoint::save(const std::string& path, DType dtype) const {
    writeFileAtomically(path, toBytes(dtype));
}

std::vector<float> Checkpoint::floats(const std::string& name) const {
    const auto it = inPlace.find(name);
    if (it == inPlace.end()) return tensor(name);
    std::vector<float> out(it->second.bytes.size() / byteSize(it->second.dtype));
    widenToFloat(it->second.dtype, reinterpret_cast<const std::byte*>(it->second.bytes.data()),
                 out.data(), out.size());
    return out;
}

const std::vector<float>& Checkpoint::tensor(const std::string& name) const {
    static const std::vector<float> absent;
    auto it = tensors.find(name);
    return it == tensors.end() ? absent : it->second;
}

}  // namespace atlas
