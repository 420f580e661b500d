#pragma once
// A Hub folder's tokenizer as transformers' AutoTokenizer.from_pretrained(DIR) builds it
// (SPEC §6): tokenizer.json first, else the family's slow files — tokenizer.model
// (SentencePiece), or vocab.json + merges.txt turned into the same tokenizer.json a
// conversion would give (convert_slow_tokenizer.py GPT2Converter) — with the settings of
// tokenizer_config.json that transformers applies on top.

#include <memory>
#include <string>

#include "HubFolder.h"

namespace atlas {

namespace hf {
class FastTokenizer;
}

struct HubTokenizer {
    std::string sentencePiece;                      // tokenizer.model's bytes, or empty
    std::shared_ptr<const hf::FastTokenizer> fast;  // or this
    bool addBos = true;  // SentencePiece only: tokenizer_config.json's add_bos_token
    // tokenizer_config.json's special tokens as ids of `fast` (−1: none named or unknown).
    int unk = -1, pad = -1, mask = -1;
};

// Throws CheckpointError naming the file: none of the files, or one that does not read.
// `modelType` picks the class AutoTokenizer would when tokenizer_config.json names none;
// `addBosDefault` is that class's add_bos_token when tokenizer_config.json does not say. A
// folder of tokenizer files alone (no config.json) passes "": the class tokenizer_config.json
// names gives the defaults, else a tokenizer.json is read as it is.
HubTokenizer readHubTokenizer(const HubFolder& hub, const std::string& modelType,
                              bool addBosDefault);

}  // namespace atlas
