#pragma once
// SPEC §2: one encoder layer, self-attention then feed-forward, each inside a sublayer.

#include <memory>
#include <vector>

#include "AttentionBlock.h"
#include "FeedForward.h"
#include "Norm.h"

namespace atlas {

struct EncoderLayer {
    std::unique_ptr<AttentionBlock> selfAttention;
    FeedForward ffn;
    Norm norm1, norm2;

    Matrix operator()(const Matrix& X, NormPlacement placement, const Pass& pass,
                      std::vector<Matrix>* attention) const;
};

}  // namespace atlas
