#pragma once
// SPEC §2 `mha`/`gqa`/`mqa` as one trainable block parameterised by Hkv: query head h reads
// key/value head g = ⌊h / (H/Hkv)⌋, so the gradients of the H/Hkv heads of a group add up in
// their shared K_g and V_g.

#include <vector>

#include "AttentionLayer.h"
#include "LinearLayer.h"
#include "RotaryLayer.h"

namespace atlas::train {

template <typename T>
class GroupedAttentionLayer : public AttentionLayer<T> {
public:
    struct Weights {
        LinearLayer<T> q;  // [H·dh, d]
        LinearLayer<T> k;  // [Hkv·dh, d]
        LinearLayer<T> v;  // [Hkv·dh, d]
        LinearLayer<T> o;  // [d, H·dh]
    };

    // rotary: rope positions, null unless the block rotates (rotates()); window: the layer's
    // sliding window (AttentionLayer::window_).
    GroupedAttentionLayer(Weights weights, int heads, int kvHeads, int headWidth, BlockRole role,
                          const RotaryLayer<T>* rotary, int window = 0);

    Mat<T> forward(const Mat<T>& X, const BatchLayout& queries, const Mat<T>& Xkv,
                   const BatchLayout& keys) override;
    typename AttentionLayer<T>::Gradients backward(const Mat<T>& dOut) override;

private:
    Weights w_;
    int H_, Hkv_, dh_;
    T s_;  // 1/√dh
    const RotaryLayer<T>* rotary_;
    BatchLayout queries_, keys_;
    Mat<T> Q_;               // (B·nq, H·dh), rotated
    Mat<T> K_, V_;           // (B·nk, Hkv·dh), K rotated
    std::vector<Mat<T>> P_;  // [b·H + h]: Z⁻¹A of head h of sequence b, (nq, nk)
};

}  // namespace atlas::train
