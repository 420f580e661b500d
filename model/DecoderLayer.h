#pragma once
// SPEC §2: one decoder layer, masked self-attention, cross-attention to the encoder's output and
// feed-forward, each inside a sublayer. It works on the rows of new tokens only: their keys and
// values join the self-attention cache, and the cross-attention cache was filled once.

#include <memory>
#include <vector>

#include "AttentionBlock.h"
#include "FeedForward.h"
#include "KvCache.h"
#include "Norm.h"

namespace atlas {

struct DecoderLayer {
    std::unique_ptr<AttentionBlock> selfAttention;  // causal
    std::unique_ptr<AttentionBlock> crossAttention;
    FeedForward ffn;
    Norm norm1, norm2, norm3;

    // X: the new tokens at positions first, first+1, …
    Matrix operator()(const Matrix& X, int first, NormPlacement placement, KvBlock& selfCache,
                      const KvBlock& crossCache, std::vector<Matrix>* selfAttentionMaps,
                      std::vector<Matrix>* crossAttentionMaps) const;
};

}  // namespace atlas
