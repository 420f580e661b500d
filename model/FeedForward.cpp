#include "FeedForward.h"

#include <cmath>

namespace atlas {

Matrix FeedForward::operator()(const ConstMatrixRef& X) const {
    Matrix h = fc1(X);
    if (activation == Activation::ReLU) {
        h = h.cwiseMax(0.0f);
    } else {
        const float invSqrt2 = float(M_SQRT1_2);
        h = h.unaryExpr([invSqrt2](float v) { return 0.5f * v * (1.0f + std::erf(v * invSqrt2)); });
    }
    return fc2(h);
}

}  // namespace atlas
