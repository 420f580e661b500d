#pragma once
// SPEC §6 `tokenize`: a model's tokenizer on its own, from a folder holding only tokenizer
// files, a Hub model folder or one of our checkpoints, and the ids its model reads for a text
// (`source.ids`: tokenizer(text)["input_ids"]) without loading or running the model.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Checkpoint.h"
#include "Tokenizer.h"

namespace atlas {

class TextTokenizer {
public:
    // A folder without config.json: its tokenizer files as AutoTokenizer reads them
    // (HubTokenizer: tokenizer.json, else tokenizer.model, else vocab.json with merges.txt).
    // Throws CheckpointError naming the file.
    static TextTokenizer fromTokenizerFolder(const std::string& folder);
    // A checkpoint's: ours, or a Hub folder's as its family's reader read it.
    static TextTokenizer fromCheckpoint(const Checkpoint& checkpoint);

    struct Tokens {
        std::vector<int> ids;             // tokenizer(text)["input_ids"]
        std::vector<std::string> pieces;  // the vocabulary's strings for them
        std::string decoded;              // decode(ids, skip_special_tokens=True)
    };
    // Throws hf::TokenizerJsonError when a tokenizer.json's regex gives up on the text.
    Tokens tokenize(std::string_view text) const;

    const Tokenizer& tokenizer() const { return tokenizer_; }

private:
    TextTokenizer(Tokenizer tokenizer, std::optional<int> before, std::optional<int> after)
        : tokenizer_(std::move(tokenizer)), before_(before), after_(after) {}

    Tokenizer tokenizer_;
    // A SentencePiece model's special ids around the pieces: a decoder-only folder's bos
    // (SPEC §5), an encoder-decoder's eos (SPEC §2). A tokenizer.json's post-processor adds its
    // own.
    std::optional<int> before_, after_;
};

}  // namespace atlas
