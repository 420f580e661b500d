#include "KernelRows.h"

#include <algorithm>

namespace atlas::approx {

Eigen::Index visibleKeys(const AttentionMask& mask, Eigen::Index i, Eigen::Index nk) {
    const Eigen::Index keys = mask.validKeys < 0 ? nk : std::min<Eigen::Index>(mask.validKeys, nk);
    return mask.causal ? std::clamp<Eigen::Index>(mask.firstQuery + i + 1, 0, keys) : keys;
}

void applyMask(MatrixD& P, const AttentionMask& mask) {
    for (Eigen::Index i = 0; i < P.rows(); ++i) {
        const Eigen::Index visible = visibleKeys(mask, i, P.cols());
        P.row(i).tail(P.cols() - visible).setZero();
    }
}

MatrixD normaliseRows(MatrixD A, const AttentionMask& mask) {
    applyMask(A, mask);
    for (Eigen::Index i = 0; i < A.rows(); ++i) {
        const double Z = A.row(i).sum();
        if (Z != 0) A.row(i) /= Z;
    }
    return A;
}

MatrixD exactKernel(const MatrixD& Q, const MatrixD& K, double scale) {
    MatrixD S = (Q * K.transpose()) * scale;
    const double c = S.size() ? S.maxCoeff() : 0.0;
    return (S.array() - c).exp().matrix();
}

}  // namespace atlas::approx
