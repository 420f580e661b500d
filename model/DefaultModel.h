#pragma once
// The built-in default model: a small English→German transformer with random weights and a
// tokenizer trained on the generated sentence pairs, built the same way on every machine.

#include "Checkpoint.h"

namespace atlas {

// d 64, 4 heads, d_ff 256, 2 + 2 layers, sinusoidal positions, post-norm LayerNorm, ReLU,
// tied embeddings, 256 positions; GQA with 2 key/value heads, MQA with 1, MLA with
// d_latent 32 and d_rope 8. All four kinds share one tokenizer (a 1000-piece BPE over the
// English and German of 3000 generated pairs) and every tensor they have in common. Takes
// a fraction of a second, most of it training the tokenizer; about 1.5 MB as F32.
Checkpoint makeDefaultModel(AttentionKind kind);

// The tokenizer alone, as the default models carry it (serialized SentencePiece).
std::string defaultTokenizer();

}  // namespace atlas
