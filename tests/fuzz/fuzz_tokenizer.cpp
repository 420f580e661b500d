// libFuzzer target: the built-in model's tokenizer on arbitrary bytes, as typed or pasted
// into the window. Encoding never fails, every id names a piece, and decoding the ids works.

#include <cstdint>
#include <string>
#include <string_view>

#include "Checkpoint.h"
#include "FuzzCheck.h"
#include "Tokenizer.h"

using namespace atlas;

namespace {

// The tokenizer the app ships, read from the file it is compiled from (ATLAS_DEFAULT_MODEL).
const Tokenizer& builtinTokenizer() {
    static const Tokenizer tokenizer(
        std::string(SafetensorsFile::load(ATLAS_DEFAULT_MODEL).bytes(kTokenizerTensor)));
    return tokenizer;
}

}  // namespace

// Loading checks the model's normalization tables (SentencePieceCheck), which takes a while
// under instrumentation: done before fuzzing, so that it does not count as a slow input.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    builtinTokenizer();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const Tokenizer& tokenizer = builtinTokenizer();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::vector<int> ids = tokenizer.encode(text);
    FUZZ_CHECK(tokenizer.pieces(text).size() == ids.size());
    for (int id : ids) {
        FUZZ_CHECK(id >= 0 && id < tokenizer.pieceCount());
        FUZZ_CHECK(!tokenizer.piece(id).empty());
        FUZZ_CHECK(tokenizer.isByte(id) == tokenizer.byteValue(id).has_value());
    }
    // The window shows a long text's decoded prefix; it must tokenize again.
    const std::string prefix =
        tokenizer.decode(std::vector<int>(ids.begin(), ids.begin() + long(ids.size() / 2)));
    (void)tokenizer.encode(prefix);
    return 0;
}
