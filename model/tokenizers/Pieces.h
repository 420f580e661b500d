#pragma once
// The values a tokenizer.json pipeline passes between its stages (huggingface/tokenizers,
// tokenizers/src/tokenizer/pre_tokenizer.rs: PreTokenizedString's splits; encoding.rs).

#include <cstddef>
#include <string>
#include <vector>

namespace atlas::hf {

// One split of the text on its way to the model. Offsets are kept only as far as a stage needs
// them: `start` is the byte offset in the original text where the split begins (Metaspace's
// prepend_scheme "first" asks whether it is 0), kNoOffset once a normalizer made that unknown.
struct Split {
    static constexpr size_t kNoOffset = size_t(-1);
    std::string text;  // normalized text
    size_t start = 0;  // in the original text
    int addedId = -1;  // an added token's id: the split is that token, never split again
};
using Splits = std::vector<Split>;

// What encoding gives, position by position; the post-processor adds its special tokens here.
struct Encoding {
    std::vector<int> ids;
    // The tokens' strings as `tokenizers` gives them (Encoding::get_tokens): the vocabulary's
    // ("Ġthe", "##ing", "[CLS]"), but an added token's matched text (" <mask>" with lstrip).
    std::vector<std::string> pieces;
    std::vector<int> word;      // the split each token came from, -1 for added specials
    std::vector<bool> special;  // a special token (skipped by decode(skip_special))
    void push(int id, std::string piece, int fromWord, bool isSpecial) {
        ids.push_back(id);
        pieces.push_back(std::move(piece));
        word.push_back(fromWord);
        special.push_back(isSpecial);
    }
};

}  // namespace atlas::hf
