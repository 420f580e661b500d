// libFuzzer target: the zip reader of pytorch_model.bin (SPEC §5) on arbitrary bytes, then the
// whole TorchCheckpoint over the same bytes (held in a memfd, as it maps a file). Every input
// is refused with a CheckpointError (any other exception escapes and counts as a crash), or
// every entry lies inside the input and every tensor reads to exactly its element count.

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "hub/TorchCheckpoint.h"
#include "hub/ZipArchive.h"

using namespace atlas;

namespace {

void readArchive(std::string_view bytes) {
    const ZipArchive zip(bytes);
    for (const std::string& name : zip.names()) {
        const std::string_view entry = zip.entry(name);
        FUZZ_CHECK(entry.data() >= bytes.data());
        FUZZ_CHECK(entry.data() + entry.size() <= bytes.data() + bytes.size());
    }
}

// The input as a file: one memfd for the whole run, rewritten for each input.
std::string asFile(std::string_view bytes) {
    static const int fd = memfd_create("fuzz_zip", MFD_CLOEXEC);
    FUZZ_CHECK(fd >= 0);
    FUZZ_CHECK(ftruncate(fd, 0) == 0);
    FUZZ_CHECK(pwrite(fd, bytes.data(), bytes.size(), 0) == ssize_t(bytes.size()));
    return "/proc/self/fd/" + std::to_string(fd);
}

void readCheckpoint(std::string_view bytes) {
    const TorchCheckpoint checkpoint(asFile(bytes));
    for (const std::string& name : checkpoint.names()) {
        const TensorSource::Info* info = checkpoint.find(name);
        FUZZ_CHECK(info != nullptr);
        size_t elements = 1;
        for (long long n : info->shape) elements *= size_t(n);
        FUZZ_CHECK(checkpoint.floats(name).size() == elements);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    try {
        readArchive(bytes);
    } catch (const CheckpointError&) {
    }
    try {
        readCheckpoint(bytes);
    } catch (const CheckpointError&) {
    }
    return 0;
}
