#pragma once
// SPEC §2: one encoder layer, self-attention then feed-forward, each inside a sublayer.

#include <memory>
#include <vector>

#include "AttentionBlock.h"
#include "FeedForward.h"
#include "Norm.h"
#include "ResidualRecord.h"
#include "Sublayer.h"

namespace atlas {

struct EncoderLayer {
    std::unique_ptr<AttentionBlock> selfAttention;
    FeedForward ffn;
    SublayerNorms norm1, norm2;  // around self-attention and the feed-forward

    // `residual`: where the sublayers are recorded (null: not asked, nothing kept).
    Matrix operator()(const Matrix& X, NormPlacement placement, const Pass& pass,
                      std::vector<Matrix>* attention, LayerRecord* residual = nullptr) const;
};

}  // namespace atlas
