#include "FeedForward.h"

#include <cmath>

#include "ParallelRows.h"

namespace atlas {

Matrix FeedForward::operator()(const ConstMatrixRef& X) const {
    Matrix h = fc1(X);
    parallelRows(h.rows(), h.cols(), [&](Eigen::Index first, Eigen::Index count) {
        auto rows = h.middleRows(first, count);
        if (activation == Activation::ReLU) {
            rows = rows.cwiseMax(0.0f);
        } else if (activation == Activation::SiLU) {
            // ACT2FN["swish"] = nn.SiLU (transformers activations.py): x·σ(x).
            rows = rows.unaryExpr([](float v) { return v / (1.0f + std::exp(-v)); });
        } else {
            const float invSqrt2 = float(M_SQRT1_2);
            rows = rows.unaryExpr(
                [invSqrt2](float v) { return 0.5f * v * (1.0f + std::erf(v * invSqrt2)); });
        }
    });
    return fc2(h);
}

}  // namespace atlas
