#pragma once
// SPEC §5, Marian (OPUS-MT): a MarianMTModel folder as one of our encoder-decoder checkpoints.
// The computation is ours (SPEC §2, post-norm, sinusoidal): what Marian does differently enters
// as data — its sinusoidal table, final_logits_bias, its activation, decoder_start_token_id,
// its generation settings, two SentencePiece models and a shared vocab.json.

#include "Checkpoint.h"
#include "HubFolder.h"

namespace atlas {

// Throws CheckpointError or ConfigError naming the file and the key or tensor at fault.
Checkpoint marianCheckpoint(const HubFolder& hub);

// MarianSinusoidalPositionalEmbedding._init_weight (modeling_marian.py): sin of
// pos / 10000^(2i/d) in columns [0, ⌈d/2⌉), cos in the rest — not interleaved as SPEC §2's.
std::vector<float> marianPositionTable(int positions, int d);

}  // namespace atlas
