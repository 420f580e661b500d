#include "RandomizedSvd.h"

#include <Eigen/QR>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

#include "LowRank.h"
#include "Svd.h"

namespace atlas::approx {

namespace {

MatrixD orthonormalBasis(const MatrixD& Y) {
    const Eigen::HouseholderQR<MatrixD> qr(Y);
    return qr.householderQ() * MatrixD::Identity(Y.rows(), Y.cols());
}

}  // namespace

MatrixD randomizedRangeFinder(const MatrixD& A, const RandomizedSvdOptions& options) {
    const Eigen::Index samples = std::clamp<Eigen::Index>(
        Eigen::Index(options.rank) + options.oversampling, 1, std::min(A.rows(), A.cols()));
    Random random(options.seed);
    const MatrixD Omega = gaussianMatrix(A.cols(), samples, random);  // n × ℓ
    MatrixD Q = orthonormalBasis(A * Omega);
    for (int i = 0; i < options.powerIterations; ++i) {
        const MatrixD W = orthonormalBasis(A.transpose() * Q);
        Q = orthonormalBasis(A * W);
    }
    return Q;
}

RandomizedSvd randomizedSvd(const MatrixD& A, const RandomizedSvdOptions& options) {
    const MatrixD Q = randomizedRangeFinder(A, options);
    const Svd svd = thinSvd(Q.transpose() * A);
    return {Q * svd.U, svd.sigma, svd.V};
}

double hmtExpectedErrorBound(const std::vector<double>& sigma, int k, int p) {
    if (k < 1 || p < 2) throw std::invalid_argument("the HMT bound needs k ≥ 1 and p ≥ 2");
    const double next = size_t(k) < sigma.size() ? sigma[size_t(k)] : 0.0;
    return (1.0 + std::sqrt(double(k) / double(p - 1))) * next +
           std::numbers::e * std::sqrt(double(k + p)) / double(p) * tailNorm(sigma, k);
}

}  // namespace atlas::approx
