#include "DefaultModel.h"

#include <string>
#include <vector>

#include "RandomInit.h"
#include "SentencePairs.h"
#include "Tokenizer.h"
#include "TokenizerTrainer.h"

namespace atlas {

namespace {

// Fixed forever: changing one changes the default model's every number.
constexpr uint64_t kCorpusSeed = 20240501;
constexpr uint64_t kWeightSeed = 1;
constexpr size_t kCorpusPairs = 3000;
constexpr int kVocabSize = 1000;

Config defaultConfig(AttentionKind kind, int vocabSize) {
    Config c;
    c.vocab_size = vocabSize;
    c.d_model = 64;
    c.n_heads = 4;
    c.d_head = c.d_model / c.n_heads;
    c.d_ff = 256;
    c.n_encoder_layers = 2;
    c.n_decoder_layers = 2;
    c.attention = kind;
    c.n_kv_heads = kind == AttentionKind::GQA ? 2 : kind == AttentionKind::MQA ? 1 : c.n_heads;
    if (kind == AttentionKind::MLA) {
        c.d_latent = 32;
        c.d_rope = 8;
    }
    c.positions = PositionKind::Sinusoidal;
    c.norm = NormPlacement::Post;
    c.norm_type = NormKind::LayerNorm;
    c.activation = Activation::ReLU;
    c.tie_embeddings = true;
    c.max_positions = 256;
    return c;
}

}  // namespace

std::string defaultTokenizer() {
    // Trained once per process: every kind carries the same bytes, and callers that build
    // several kinds on different threads then never run SentencePiece's trainer at once.
    static const std::string bytes = [] {
        std::vector<std::string> sentences;
        for (const SentencePair& pair : generateSentencePairs(kCorpusPairs, kCorpusSeed)) {
            sentences.push_back(pair.english);
            sentences.push_back(pair.german);
        }
        TokenizerTrainingOptions options;
        options.vocabSize = kVocabSize;
        return trainTokenizer(sentences, options);
    }();
    return bytes;
}

Checkpoint makeDefaultModel(AttentionKind kind) {
    std::string tokenizer = defaultTokenizer();
    const int vocabSize = Tokenizer(tokenizer).pieceCount();
    return randomCheckpoint(defaultConfig(kind, vocabSize), std::move(tokenizer), kWeightSeed);
}

}  // namespace atlas
