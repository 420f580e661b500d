// libFuzzer target: arbitrary bytes as the model.safetensors.index.json of an otherwise valid
// OPUS-MT folder whose weights are one shard, model-00001-of-00001.safetensors (SPEC §5).
// Refused with CheckpointError or ConfigError, or opened into what its config asks.

#include "HubFuzzFolder.h"

using atlas::fuzz::Weights;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    atlas::fuzz::hubFolder(Weights::Sharded);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    atlas::fuzz::openWith("model.safetensors.index.json", data, size, Weights::Sharded);
    return 0;
}
