#include "KernelRows.h"

namespace atlas::approx {

void applyMask(MatrixD& P, const AttentionMask& mask) {
    for (Eigen::Index i = 0; i < P.rows(); ++i) {
        const KeySpan keys = mask.visible(i, P.cols());
        P.row(i).head(keys.begin).setZero();
        P.row(i).tail(P.cols() - keys.end).setZero();
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
