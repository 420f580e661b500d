#pragma once
// A MarianMTModel folder laid out as save_pretrained writes it (SPEC §5, Marian), with random
// weights: what the Hub fuzz targets overwrite one file of, and what `bench` times at OPUS-MT's
// size. It converts nothing: no model is read to write it.

#include <string>

#include "Safetensors.h"

namespace atlas {

struct MarianFolderSpec {
    int d_model = 8;
    int heads = 2;
    int ffn = 16;
    int encoderLayers = 1;
    int decoderLayers = 1;
    int maxPositions = 64;
    // Written as both source.spm and target.spm; vocab.json lists its pieces at their own ids.
    std::string tokenizer;
    // 0: the tokenizer's pieces; more: padded with "<extra_N>" pieces (OPUS-MT's 58 101 is
    // more than one model's pieces: its vocab.json joins two). <pad> comes last, as in OPUS-MT.
    int vocabSize = 0;
    DType dtype = DType::F32;
    unsigned seed = 1;
};

// config.json, vocab.json, source.spm, target.spm and model.safetensors (transformers' names,
// final_logits_bias included, no stored sinusoid) in an existing folder. Throws
// std::runtime_error naming the file it cannot write.
void writeMarianFolder(const std::string& folder, const MarianFolderSpec& spec);

}  // namespace atlas
