#include "PerformerFeatures.h"

#include <algorithm>
#include <cmath>

#include "KernelRows.h"

namespace atlas::approx {

PerformerFeatures::PerformerFeatures(int features, int width, uint64_t seed, FeatureDraw draw) {
    Random random(seed);
    W_.resize(features, width);
    if (draw == FeatureDraw::Iid) {
        W_ = gaussianMatrix(features, width, random);
        return;
    }
    // Each block of `width` rows is orthonormal, each row then given the length of a Gaussian
    // vector, so that every row is marginally N(0, I) (Choromanski et al. 2021, §2.4).
    for (int first = 0; first < features; first += width) {
        const int rows = std::min(width, features - first);
        const MatrixD block = randomOrthonormalColumns(width, width, random).transpose();
        for (int r = 0; r < rows; ++r)
            W_.row(first + r) = block.row(r) * gaussianMatrix(1, width, random).norm();
    }
}

MatrixD PerformerFeatures::logMap(const MatrixD& X) const {
    MatrixD L = X * W_.transpose();
    L.colwise() -= 0.5 * X.rowwise().squaredNorm();
    return L;
}

MatrixD PerformerFeatures::map(const MatrixD& X) const {
    return logMap(X).array().exp().matrix() / std::sqrt(double(features()));
}

MatrixD performerAttention(const MatrixD& Q, const MatrixD& K, double scale,
                           const AttentionMask& mask, const PerformerFeatures& features) {
    const double root = std::sqrt(scale);  // ⟨q s^{1/2}, k s^{1/2}⟩ = s qᵀk
    MatrixD logQ = features.logMap(Q * root), logK = features.logMap(K * root);
    // A constant per query row and one for all keys: both cancel in Z̃⁻¹Ã.
    logQ.colwise() -= logQ.rowwise().maxCoeff();
    if (logK.size()) logK.array() -= logK.maxCoeff();
    const MatrixD A = logQ.array().exp().matrix() * logK.array().exp().matrix().transpose();
    return normaliseRows(A, mask);
}

}  // namespace atlas::approx
