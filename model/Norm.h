#pragma once
// SPEC §2 "Sublayers": LayerNorm ((x − mean)/√(var + ε) ⊙ g + b) or RMSNorm (x/√(mean(x²) + ε) ⊙
// g).

#include <cstddef>

#include "Config.h"
#include "Tensor.h"

namespace atlas {

struct Norm {
    NormKind kind = NormKind::LayerNorm;
    float eps = 1e-5f;
    RowVector g;  // [d]
    RowVector b;  // [d]; empty for RMSNorm or when absent

    Matrix operator()(const ConstMatrixRef& X) const;
    // g, and b for LayerNorm (counted as SPEC §3 lays it out, present in the file or not).
    size_t weightBytes() const {
        return size_t(g.size()) * (kind == NormKind::LayerNorm ? 2 : 1) * sizeof(float);
    }
};

}  // namespace atlas
