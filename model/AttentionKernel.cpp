#include "AttentionKernel.h"

#include <algorithm>

namespace atlas {

void attend(const ConstMatrixRef& Q, const ConstMatrixRef& K, const ConstMatrixRef& V, float scale,
            const AttentionMask& mask, MatrixRef Y, Matrix* attention,
            const ApproximationHook& hook) {
    if (hook.approximation)
        return hook.approximation->attend(hook.site, Q, K, V, scale, mask, Y, attention);
    const Eigen::Index nq = Q.rows(), nk = K.rows();
    Matrix A(nq, nk);
    A.noalias() = (Q * K.transpose()) * scale;  // S
    const Eigen::Index keys = mask.validKeys < 0 ? nk : std::min<Eigen::Index>(mask.validKeys, nk);
    for (Eigen::Index i = 0; i < nq; ++i) {
        const Eigen::Index visible =
            mask.causal ? std::clamp<Eigen::Index>(mask.firstQuery + i + 1, 0, keys) : keys;
        auto row = A.row(i);
        if (visible == 0) {  // every key masked: no mass to spread, Y's row is zero
            row.setZero();
            continue;
        }
        // Subtracting the row maximum keeps exp() finite; Z⁻¹ cancels the shift.
        const float rowMax = row.head(visible).maxCoeff();
        row.head(visible) = (row.head(visible).array() - rowMax).exp();
        row.head(visible) /= row.head(visible).sum();
        row.tail(nk - visible).setZero();
    }
    Y.noalias() = A * V;
    if (attention) *attention = std::move(A);
}

}  // namespace atlas
