#pragma once
// SPEC §2: FFN(x) = act(x W₁ᵀ + b₁) W₂ᵀ + b₂, act = ReLU or exact (erf) GELU; and its gradient.

#include "ActivationLayer.h"
#include "Config.h"
#include "LinearLayer.h"

namespace atlas::train {

template <typename T>
class FeedForwardLayer {
public:
    FeedForwardLayer() = default;
    FeedForwardLayer(LinearLayer<T> fc1, LinearLayer<T> fc2, Activation activation)
        : fc1_(std::move(fc1)), fc2_(std::move(fc2)), activation_(activation) {}

    // X (N, d) → Y (N, d) through H = X W₁ᵀ + b₁ (N, d_ff).
    Mat<T> forward(const ConstRef<T>& X) {
        return fc2_.forward(activation_.forward(fc1_.forward(X)));
    }
    Mat<T> backward(const ConstRef<T>& dY) {
        return fc1_.backward(activation_.backward(fc2_.backward(dY)));
    }

private:
    LinearLayer<T> fc1_, fc2_;
    ActivationLayer<T> activation_;
};

}  // namespace atlas::train
