#include "FeedForward.h"

#include <cmath>

#include "ParallelRows.h"

namespace atlas {

namespace {

float act(Activation activation, float v) {
    switch (activation) {
        case Activation::ReLU:
            return v > 0.0f ? v : 0.0f;
        case Activation::SiLU:
            // ACT2FN["swish"] = ACT2FN["silu"] = nn.SiLU (transformers activations.py): x·σ(x).
            return v / (1.0f + std::exp(-v));
        case Activation::GELUTanh: {
            // ACT2FN["gelu_pytorch_tanh"] (activations.py PytorchGELUTanh): GELU's tanh form,
            // 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))).
            const float k = 0.7978845608028654f;  // √(2/π)
            return 0.5f * v * (1.0f + std::tanh(k * (v + 0.044715f * v * v * v)));
        }
        case Activation::GELU:
            break;
    }
    return 0.5f * v * (1.0f + std::erf(v * float(M_SQRT1_2)));  // exact, erf form
}

}  // namespace

void activate(Activation activation, Matrix& h) {
    parallelRows(h.rows(), h.cols(), [&](Eigen::Index first, Eigen::Index count) {
        auto rows = h.middleRows(first, count);
        rows = rows.unaryExpr([activation](float v) { return act(activation, v); });
    });
}

Matrix FeedForward::operator()(const ConstMatrixRef& X) const {
    Matrix h = fc1(X);
    if (!gated()) {
        activate(activation, h);
        return fc2(h);
    }
    Matrix g = gate(X);
    activate(activation, g);
    h.array() *= g.array();
    return fc2(h);
}

}  // namespace atlas
