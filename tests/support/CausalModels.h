#pragma once
// Decoder-only checkpoints (docs/format.md) with random weights, for the session, view and page
// tests: a plain language model on the default models' tokenizer, or an arrow model
// ([bos] english… ⇒ german…, ArrowPrompt.h) whose tokenizer holds "⇒" as a piece of its own.
// `extra` adds or overrides configuration keys (R"(, "sliding_window": 4)").

#include <string>
#include <vector>

#include "Config.h"
#include "DefaultModel.h"
#include "RandomInit.h"
#include "SentencePairs.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"

namespace atlas::test {

// The default models' sentences, with the arrow kept whole: trained once per process.
inline std::string arrowTokenizer() {
    static const std::string bytes = [] {
        std::vector<std::string> sentences;
        for (const SentencePair& pair : generateSentencePairs(1500, 20240501)) {
            sentences.push_back(pair.english);
            sentences.push_back(pair.german);
        }
        TokenizerTrainingOptions options;
        options.vocabSize = 800;
        options.userDefinedSymbols = {"⇒"};
        return trainTokenizer(sentences, options);
    }();
    return bytes;
}

inline Config causalConfig(int vocabSize, const std::string& extra) {
    return Config::fromJson(R"({"vocab_size": )" + std::to_string(vocabSize) +
                            R"(, "d_model": 32, "n_heads": 4, "d_ff": 48,
        "architecture": "decoder-only", "n_encoder_layers": 0, "n_decoder_layers": 3,
        "max_positions": 128, "norm": "pre", "norm_type": "rmsnorm", "positions": "rope",
        "scale_embeddings": false)" +
                            extra + "}");
}

inline Checkpoint causalCheckpoint(const std::string& extra = "", bool arrow = false,
                                   uint64_t seed = 7) {
    std::string tokenizer = arrow ? arrowTokenizer() : defaultTokenizer();
    const int vocabSize = Tokenizer(tokenizer).pieceCount();
    return randomCheckpoint(causalConfig(vocabSize, extra), std::move(tokenizer), seed);
}

// Local/global layers as Gemma 3 has them, GQA groups, a window of 4.
inline const char* kSlidingGqa = R"(, "attention": "gqa", "n_kv_heads": 2, "sliding_window": 4,
    "layer_types": ["sliding", "full", "sliding"])";

}  // namespace atlas::test
