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
    // encoding.rs type_ids (BERT's token_type_ids) and sequence ids: 0 for the first text, 1
    // for a pair's second, −1 for the specials a post-processor adds.
    std::vector<int> type;
    std::vector<int> sequence;
    void push(int id, std::string piece, int fromWord, bool isSpecial, int typeId = 0,
              int sequenceId = 0) {
        ids.push_back(id);
        pieces.push_back(std::move(piece));
        word.push_back(fromWord);
        special.push_back(isSpecial);
        type.push_back(typeId);
        sequence.push_back(sequenceId);
    }
    void append(const Encoding& e) {
        for (size_t i = 0; i < e.ids.size(); ++i)
            push(e.ids[i], e.pieces[i], e.word[i], e.special[i], e.type[i], e.sequence[i]);
    }
};

}  // namespace atlas::hf
