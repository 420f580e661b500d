#pragma once
// SPEC §2: one trainable decoder layer, causal self-attention, cross-attention to the encoder
// output and feed-forward, each in a Sublayer; a decoder-only layer (docs/format.md) has no
// cross-attention, as the inference library's DecoderLayer. Teacher forcing: every position at
// once.

#include <memory>

#include "AttentionLayer.h"
#include "FeedForwardLayer.h"
#include "Sublayer.h"

namespace atlas::train {

template <typename T>
struct DecoderBlock {
    std::unique_ptr<AttentionLayer<T>> selfAttention;   // causal, windowed in a sliding layer
    std::unique_ptr<AttentionLayer<T>> crossAttention;  // null in a decoder-only model
    FeedForwardLayer<T> ffn;
    // norm1, norm2, norm3; decoder-only: norm1 and norm2 (selfSublayer, ffnSublayer)
    Sublayer<T> selfSublayer, crossSublayer, ffnSublayer;

    // X (B·m, d) decoder input, encoded (B·n, d) the encoder stack's output (unread without
    // cross-attention) → (B·m, d).
    Mat<T> forward(const Mat<T>& X, const BatchLayout& target, const Mat<T>& encoded,
                   const BatchLayout& source, Random* random);
    // Returns dX and adds the cross-attention's gradient into dEncoded (B·n, d).
    Mat<T> backward(const Mat<T>& dOut, Mat<T>& dEncoded);
};

}  // namespace atlas::train
