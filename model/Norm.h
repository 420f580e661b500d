#pragma once
// SPEC §2 "Sublayers": LayerNorm ((x − mean)/√(var + ε) ⊙ g + b) or RMSNorm (x/√(mean(x²) + ε) ⊙
// g).

#include "Config.h"
#include "Tensor.h"

namespace atlas {

struct Norm {
    NormKind kind = NormKind::LayerNorm;
    float eps = 1e-5f;
    RowVector g;  // [d]
    RowVector b;  // [d]; empty for RMSNorm or when absent

    Matrix operator()(const ConstMatrixRef& X) const;
};

}  // namespace atlas
