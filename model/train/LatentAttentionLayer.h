#pragma once
// SPEC §2 `mla` as a trainable block, evaluated naively (every head's keys and values expanded
// from the latent): [c | k_r] = X_kv W_downᵀ + b_down, [k_h | v_h] = c W_up,hᵀ + b_up,h, head h
// scores [q_h | rot(q_rh)]·[k_h | rot(k_r)]. The shared k_r collects the gradient of every head.

#include <vector>

#include "AttentionLayer.h"
#include "LinearLayer.h"
#include "RotaryLayer.h"

namespace atlas::train {

template <typename T>
class LatentAttentionLayer : public AttentionLayer<T> {
public:
    struct Weights {
        LinearLayer<T> q;     // [H·(dh+dr), d], head by head [q_h | q_rh]
        LinearLayer<T> down;  // [dc + dr, d] → [c | k_r]
        LinearLayer<T> up;    // [H·2dh, dc], head by head dh rows of W_uk then dh rows of W_uv
        LinearLayer<T> o;     // [d, H·dh]
    };

    // rotary: width dr, null unless the block rotates (rotates()); window: the layer's sliding
    // window (AttentionLayer::window_).
    LatentAttentionLayer(Weights weights, int heads, int headWidth, int latentWidth, int ropeWidth,
                         BlockRole role, const RotaryLayer<T>* rotary, int window = 0);

    Mat<T> forward(const Mat<T>& X, const BatchLayout& queries, const Mat<T>& Xkv,
                   const BatchLayout& keys) override;
    typename AttentionLayer<T>::Gradients backward(const Mat<T>& dOut) override;

private:
    // [k_h | rot(k_r)] of sequence b, (nk, dh + dr).
    Mat<T> headKeys(int b, int h) const;
    // Head h's columns of KV_ = c W_upᵀ: dh of k_h, then dh of v_h.
    int kColumn(int h) const { return h * 2 * dh_; }
    int vColumn(int h) const { return h * 2 * dh_ + dh_; }

    Weights w_;
    int H_, dh_, dc_, dr_;
    T s_;  // 1/√(dh + dr)
    const RotaryLayer<T>* rotary_;
    BatchLayout queries_, keys_;
    Mat<T> Q_;               // (B·nq, H·(dh+dr)), q_rh rotated
    Mat<T> L_;               // (B·nk, dc + dr): [c | rot(k_r)]
    Mat<T> KV_;              // (B·nk, H·2dh): c W_upᵀ + b_up
    std::vector<Mat<T>> P_;  // [b·H + h] (nq, nk)
};

}  // namespace atlas::train
