#pragma once
// SPEC §2: FFN(x) = act(x W₁ᵀ + b₁) W₂ᵀ + b₂, act = ReLU or exact (erf) GELU; and its gradient.

#include "Config.h"
#include "LinearLayer.h"

namespace atlas::train {

template <typename T>
class FeedForwardLayer {
public:
    FeedForwardLayer() = default;
    FeedForwardLayer(LinearLayer<T> fc1, LinearLayer<T> fc2, Activation activation)
        : fc1_(std::move(fc1)), fc2_(std::move(fc2)), activation_(activation) {}

    // X (N, d) → Y (N, d) through H = X W₁ᵀ + b₁ (N, d_ff). Keeps H for backward.
    Mat<T> forward(const ConstRef<T>& X);
    // dH = (dY W₂) ⊙ act'(H) with ReLU' = [H > 0] and GELU' = Φ(H) + H·φ(H).
    Mat<T> backward(const ConstRef<T>& dY);

private:
    LinearLayer<T> fc1_, fc2_;
    Activation activation_ = Activation::ReLU;
    Mat<T> H_;  // (N, d_ff), before the activation
};

}  // namespace atlas::train
