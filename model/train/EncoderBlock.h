#pragma once
// SPEC §2: one trainable encoder layer, self-attention then feed-forward, each in a Sublayer.

#include <memory>

#include "AttentionLayer.h"
#include "FeedForwardLayer.h"
#include "Sublayer.h"

namespace atlas::train {

template <typename T>
struct EncoderBlock {
    std::unique_ptr<AttentionLayer<T>> selfAttention;
    FeedForwardLayer<T> ffn;
    Sublayer<T> attentionSublayer, ffnSublayer;  // norm1, norm2

    // X (B·n, d) → (B·n, d).
    Mat<T> forward(const Mat<T>& X, const BatchLayout& layout, Random* random);
    Mat<T> backward(const Mat<T>& dOut);
};

}  // namespace atlas::train
