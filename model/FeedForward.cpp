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
        } else {
            const float invSqrt2 = float(M_SQRT1_2);
            rows = rows.unaryExpr(
                [invSqrt2](float v) { return 0.5f * v * (1.0f + std::erf(v * invSqrt2)); });
        }
    });
    return fc2(h);
}

}  // namespace atlas
