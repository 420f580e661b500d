// libFuzzer target: the restricted pickle reader of pytorch_model.bin's data.pkl (SPEC §5) on
// arbitrary bytes. Every input is refused with a CheckpointError (any other exception escapes
// and counts as a crash), or it gives uniquely named tensors whose views are well formed.

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "hub/TorchPickle.h"

using namespace atlas;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        const TorchPickle pickle(std::string_view(reinterpret_cast<const char*>(data), size));
        std::set<std::string> names;
        for (const auto& [name, tensor] : pickle.tensors()) {
            FUZZ_CHECK(names.insert(name).second);
            FUZZ_CHECK(tensor.shape.size() == tensor.stride.size());
            FUZZ_CHECK(tensor.shape.size() <= TorchPickle::kMaxRank);
            FUZZ_CHECK(tensor.storageOffset >= 0 && tensor.storageElements >= 0);
            FUZZ_CHECK(!tensor.storageKey.empty());
            for (size_t d = 0; d < tensor.shape.size(); ++d)
                FUZZ_CHECK(tensor.shape[d] >= 0 && tensor.stride[d] >= 0);
        }
    } catch (const CheckpointError&) {
    }
    return 0;
}
