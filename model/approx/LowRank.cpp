#include "LowRank.h"

#include <algorithm>
#include <cmath>

#include "Spectrum.h"
#include "Svd.h"

namespace atlas::approx {

MatrixD truncatedSvd(const MatrixD& A, int k) {
    const Svd svd = thinSvd(A);
    const Eigen::Index r = std::clamp<Eigen::Index>(k, 0, svd.sigma.size());
    return svd.U.leftCols(r) * svd.sigma.head(r).asDiagonal() * svd.V.leftCols(r).transpose();
}

ApproximationError relativeError(const MatrixD& A, const MatrixD& approximation) {
    const MatrixD E = A - approximation;
    const std::vector<double> sA = singularValues(A), sE = singularValues(E);
    const double a2 = sA.empty() ? 0 : sA.front(), aF = A.norm();
    return {aF > 0 ? E.norm() / aF : 0, a2 > 0 ? (sE.empty() ? 0 : sE.front()) / a2 : 0};
}

double tailNorm(const std::vector<double>& sigma, int k) {
    double tail = 0;
    for (size_t j = size_t(std::max(k, 0)); j < sigma.size(); ++j) tail += sigma[j] * sigma[j];
    return std::sqrt(tail);
}

std::vector<ApproximationError> truncationErrors(const std::vector<double>& sigma) {
    std::vector<ApproximationError> errors;
    const double total = tailNorm(sigma, 0);
    for (size_t k = 0; k <= sigma.size(); ++k) {
        if (total <= 0) {
            errors.push_back({});
            continue;
        }
        errors.push_back(
            {tailNorm(sigma, int(k)) / total, k < sigma.size() ? sigma[k] / sigma.front() : 0.0});
    }
    return errors;
}

}  // namespace atlas::approx
