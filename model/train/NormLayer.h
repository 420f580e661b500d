#pragma once
// SPEC §2 "Sublayers": LayerNorm y = (x − mean)·r ⊙ g + b with r = 1/√(var + ε), or RMSNorm
// y = x·r ⊙ g with r = 1/√(mean(x²) + ε), each row on its own; and their gradients.

#include "Config.h"
#include "Parameter.h"

namespace atlas::train {

template <typename T>
class NormLayer {
public:
    NormLayer() = default;
    // b is null for RMSNorm.
    NormLayer(NormKind kind, double eps, Parameter<T>* g, Parameter<T>* b)
        : kind_(kind), eps_(T(eps)), g_(g), b_(b) {}

    // X (N, d) → Y (N, d). Keeps x̂ = (x − mean)·r (or x·r) and r for backward.
    Mat<T> forward(const ConstRef<T>& X);
    // With dx̂ = dy ⊙ g: dx = r·(dx̂ − mean(dx̂) − x̂·mean(dx̂ ⊙ x̂)); RMSNorm has no mean(dx̂)
    // term because it does not centre. dg += Σ dy ⊙ x̂, db += Σ dy over the rows.
    Mat<T> backward(const ConstRef<T>& dY);

private:
    NormKind kind_ = NormKind::LayerNorm;
    T eps_ = T(1e-5);
    Parameter<T>* g_ = nullptr;
    Parameter<T>* b_ = nullptr;
    Mat<T> Xhat_;  // (N, d)
    Row<T> rstd_;  // (N): r of each row
};

}  // namespace atlas::train
