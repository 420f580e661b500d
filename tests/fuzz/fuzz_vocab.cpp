// libFuzzer target: arbitrary bytes as the vocab.json of an otherwise valid OPUS-MT folder
// (SPEC §5, Marian). Refused with CheckpointError or ConfigError, or opened into what it asks.

#include "HubFuzzFolder.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    atlas::fuzz::hubFolder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    atlas::fuzz::openWith("vocab.json", data, size);
    return 0;
}
