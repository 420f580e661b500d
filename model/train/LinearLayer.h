#pragma once
// A linear layer y = x Wᵀ + b (W stored [out, in], SPEC notation) and its gradient.

#include "Parameter.h"

namespace atlas::train {

template <typename T>
class LinearLayer {
public:
    LinearLayer() = default;
    // b may be null: no bias (an untied output projection without lm_head.bias has one anyway).
    LinearLayer(Parameter<T>* W, Parameter<T>* b) : W_(W), b_(b) {}

    // X (N, in) → Y = X Wᵀ + b (N, out). Keeps X for backward.
    Mat<T> forward(const ConstRef<T>& X);
    // dY (N, out) → dX = dY W (N, in); dW += dYᵀ X, db += 1ᵀ dY.
    Mat<T> backward(const ConstRef<T>& dY);

private:
    Parameter<T>* W_ = nullptr;
    Parameter<T>* b_ = nullptr;
    Mat<T> X_;  // (N, in)
};

}  // namespace atlas::train
