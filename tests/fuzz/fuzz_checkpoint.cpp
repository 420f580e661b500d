// libFuzzer target: SPEC §3's reader on arbitrary bytes. Every input is refused with a
// CheckpointError or ConfigError (any other exception escapes and counts as a crash), or it
// loads into exactly what its configuration asks for.

#include <cstdint>
#include <string>

#include "Checkpoint.h"
#include "FuzzCheck.h"
#include "WeightLayout.h"

using namespace atlas;

namespace {

// The container alone: every view of an accepted file stays inside its buffer.
void readContainer(const std::string& bytes) {
    const SafetensorsFile file = SafetensorsFile::fromBytes(bytes);
    for (const auto& [name, entry] : file.tensors()) {
        FUZZ_CHECK(file.bytes(name).size() == entry.end - entry.begin);
        if (entry.dtype != DType::U8)
            FUZZ_CHECK(file.floats(name).size() == size_t(entry.elementCount()));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string bytes(reinterpret_cast<const char*>(data), size);
    try {
        readContainer(bytes);
        const Checkpoint checkpoint = Checkpoint::fromBytes(std::move(bytes));
        for (const TensorSpec& spec : weightLayout(checkpoint.config)) {
            const std::vector<float>& values = checkpoint.tensor(spec.name);
            FUZZ_CHECK(values.empty() ? !spec.required
                                      : (long long)values.size() == spec.elementCount());
        }
    } catch (const CheckpointError&) {
    } catch (const ConfigError&) {
    }
    return 0;
}
