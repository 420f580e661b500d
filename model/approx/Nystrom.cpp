#include "Nystrom.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "KernelRows.h"
#include "Svd.h"

namespace atlas::approx {

namespace {

// W⁺ by the SVD, dropping σ ≤ n·ε·σ₁ as rounding: the kernel matrices of exp are often
// numerically singular.
MatrixD pseudoInverse(const MatrixD& W) {
    const Svd svd = thinSvd(W);
    const VectorD& s = svd.sigma;
    const double cut =
        s.size() ? double(W.rows()) * std::numeric_limits<double>::epsilon() * s(0) : 0.0;
    VectorD inverse = VectorD::Zero(s.size());
    for (Eigen::Index i = 0; i < s.size(); ++i)
        if (s(i) > cut) inverse(i) = 1.0 / s(i);
    return svd.V * inverse.asDiagonal() * svd.U.transpose();
}

}  // namespace

MatrixD nystromLandmarks(const MatrixD& K, int m, LandmarkChoice choice, uint64_t seed) {
    const Eigen::Index n = K.rows(),
                       count = std::clamp<Eigen::Index>(m, 1, std::max<Eigen::Index>(n, 1));
    MatrixD Z(count, K.cols());
    if (choice == LandmarkChoice::SegmentMeans) {
        for (Eigen::Index j = 0; j < count; ++j) {  // segments as even as n allows
            const Eigen::Index first = j * n / count, last = (j + 1) * n / count;
            Z.row(j) = K.middleRows(first, last - first).colwise().mean();
        }
        return Z;
    }
    std::vector<Eigen::Index> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    Random random(seed);
    for (Eigen::Index j = 0; j < count; ++j) {  // partial Fisher–Yates
        std::swap(order[size_t(j)], order[size_t(j + Eigen::Index(random.index(n - j)))]);
        Z.row(j) = K.row(order[size_t(j)]);
    }
    return Z;
}

MatrixD nystromAttention(const MatrixD& Q, const MatrixD& K, double scale,
                         const AttentionMask& mask, const MatrixD& Z) {
    MatrixD C = (Q * Z.transpose()) * scale;  // log κ(Q, Z)
    C.colwise() -= C.rowwise().maxCoeff();    // a constant per query row
    MatrixD W = (Z * Z.transpose()) * scale, R = (Z * K.transpose()) * scale;
    // One constant γ scales W and R alike: (γW)⁺(γR) = W⁺R.
    const double gamma = std::max(W.maxCoeff(), R.maxCoeff());
    W.array() -= gamma;
    R.array() -= gamma;
    const MatrixD A = C.array().exp().matrix() *
                      (pseudoInverse(W.array().exp().matrix()) * R.array().exp().matrix());
    return normaliseRows(A, mask);
}

}  // namespace atlas::approx
