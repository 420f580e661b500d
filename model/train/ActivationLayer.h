#pragma once
// SPEC §2's activations as a layer of their own, act = ReLU or exact (erf) GELU, with their
// derivative: the feed-forward layer's and the masked-LM head's (modeling_bert.py
// BertPredictionHeadTransform: dense, transform_act_fn, LayerNorm).

#include <cmath>

#include "Config.h"
#include "TrainTensor.h"

namespace atlas::train {

template <typename T>
class ActivationLayer {
public:
    ActivationLayer() = default;
    explicit ActivationLayer(Activation kind) : kind_(kind) {}

    // H → act(H), keeping H for backward.
    Mat<T> forward(Mat<T> H) {
        H_ = std::move(H);
        if (kind_ == Activation::ReLU) return H_.cwiseMax(T(0));
        return H_.unaryExpr([](T h) { return gelu(h); });
    }
    // dH = dY ⊙ act'(H) with ReLU' = [H > 0] and GELU' = Φ(H) + H·φ(H).
    Mat<T> backward(Mat<T> dY) const {
        if (kind_ == Activation::ReLU)
            dY.array() *= (H_.array() > T(0)).template cast<T>();
        else
            dY.array() *= H_.unaryExpr([](T h) { return geluDerivative(h); }).array();
        return dY;
    }

private:
    static T gelu(T h) {  // h·Φ(h), Φ the standard normal CDF
        return T(0.5) * h * (T(1) + std::erf(h * T(M_SQRT1_2)));
    }
    static T geluDerivative(T h) {  // Φ(h) + h·φ(h)
        const T Phi = T(0.5) * (T(1) + std::erf(h * T(M_SQRT1_2)));
        const T phi = T(0.5 * M_2_SQRTPI * M_SQRT1_2) * std::exp(T(-0.5) * h * h);
        return Phi + h * phi;
    }

    Activation kind_ = Activation::ReLU;
    Mat<T> H_;
};

}  // namespace atlas::train
