#pragma once
// SPEC §2: FFN(x) = act(x W₁ᵀ + b₁) W₂ᵀ + b₂, act = ReLU or exact (erf) GELU.

#include "Config.h"
#include "Linear.h"

namespace atlas {

struct FeedForward {
    Linear fc1;  // [d_ff, d]
    Linear fc2;  // [d, d_ff]
    Activation activation = Activation::ReLU;

    Matrix operator()(const ConstMatrixRef& X) const;
    size_t weightBytes() const { return fc1.weightBytes() + fc2.weightBytes(); }
};

}  // namespace atlas
