// libFuzzer target: arbitrary bytes as a tokenizer.json (SPEC §6), the file a Hub folder ships.
// Refused with TokenizerJsonError, or read into a tokenizer that encodes its own text and a
// fixed sentence into ids it knows, and decodes them.

#include <cstdint>
#include <string>
#include <string_view>

#include "FastTokenizer.h"
#include "FuzzCheck.h"

using namespace atlas;

namespace {

void encodes(const hf::FastTokenizer& t, std::string_view text) {
    try {
        const hf::Encoding e = t.encode(text);
        FUZZ_CHECK(e.pieces.size() == e.ids.size() && e.special.size() == e.ids.size());
        for (int id : e.ids) FUZZ_CHECK(id >= 0 && t.idToToken(id) != nullptr);
        t.decode(e.ids, false);
        t.decode(e.ids, true);
    } catch (const hf::TokenizerJsonError&) {
        // A regex that hits its match limit on this text: refused by name, as tokenizers does.
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const hf::FastTokenizer t = hf::FastTokenizer::fromText(text, "'tokenizer.json'");
        encodes(t, "Hello world, the cat sat on the mat. 1234 émigré 東京 <s>");
        encodes(t, text.substr(0, 256));
    } catch (const hf::TokenizerJsonError&) {
    }
    return 0;
}
