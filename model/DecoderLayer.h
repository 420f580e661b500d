#pragma once
// SPEC §2: one decoder layer, masked self-attention, cross-attention to the encoder's output and
// feed-forward, each inside a sublayer; a decoder-only layer (docs/format.md) has no
// cross-attention. It works on the rows of new tokens only: their keys and values join the
// self-attention cache (capped by a sliding layer's window), and the cross-attention cache was
// filled once.

#include <memory>
#include <vector>

#include "AttentionBlock.h"
#include "FeedForward.h"
#include "KvCache.h"
#include "ResidualRecord.h"
#include "Sublayer.h"

namespace atlas {

struct DecoderLayer {
    std::unique_ptr<AttentionBlock> selfAttention;   // causal
    std::unique_ptr<AttentionBlock> crossAttention;  // null in a decoder-only model
    FeedForward ffn;
    SublayerNorms selfNorm, crossNorm, ffnNorm;  // SPEC §3's norm1, norm2, norm3 (decoder-only:
                                                 // norm1 and norm2, the cross one unused)

    // Where a layer puts each block's Z⁻¹A per head (null: not asked).
    struct Maps {
        std::vector<Matrix>* self = nullptr;
        std::vector<Matrix>* cross = nullptr;
        LayerRecord* residual = nullptr;  // the sublayers, recorded (ResidualRecord.h)
    };

    // X: the new tokens at positions first, first+1, …; crossCache is unused without
    // cross-attention.
    Matrix operator()(const Matrix& X, int first, NormPlacement placement, const Pass& pass,
                      KvBlock& selfCache, const KvBlock* crossCache, const Maps& maps) const;
    // What a cached step reads of this layer's weights (SPEC §2 "KV cache").
    size_t weightBytesPerStep() const;
};

}  // namespace atlas
