// libFuzzer target: a byte-level BPE tokenizer.json of the GPT-2 kind (tests/data/tokenizers/
// gpt2, the oracle's fixture) on arbitrary bytes, as typed or pasted into the window. Encoding
// never fails, every id names a piece, and decoding gives the text back.

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

#include "FastTokenizer.h"
#include "FuzzCheck.h"
#include "Utf8.h"

using namespace atlas;

namespace {

const hf::FastTokenizer& gpt2() {
    static const hf::FastTokenizer tokenizer = [] {
        std::ifstream in(ATLAS_GPT2_TOKENIZER, std::ios::binary);
        const std::string text{std::istreambuf_iterator<char>(in), {}};
        return hf::FastTokenizer::fromText(text, ATLAS_GPT2_TOKENIZER);
    }();
    return tokenizer;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    gpt2();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const hf::FastTokenizer& t = gpt2();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const hf::Encoding e = t.encode(text);
    FUZZ_CHECK(e.pieces.size() == e.ids.size());
    for (int id : e.ids) FUZZ_CHECK(id >= 0 && id < t.vocabSize() && t.idToToken(id));
    // Byte-level BPE with every byte in its vocabulary loses nothing: decoding gives the text
    // back (invalid UTF-8 read as String::from_utf8_lossy reads it).
    FUZZ_CHECK(t.decode(e.ids, false) == hf::utf8::valid(text));
    return 0;
}
