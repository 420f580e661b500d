#pragma once
// Truncated SVD, the best rank-k approximation in the spectral and Frobenius norms
// (Eckart–Young–Mirsky), and the relative errors every approximation is measured by.

#include <vector>

#include "RandomMatrices.h"

namespace atlas::approx {

// U_k Σ_k V_kᵀ; k ≥ min(rows, cols) gives A back.
MatrixD truncatedSvd(const MatrixD& A, int k);

struct ApproximationError {
    double frobenius = 0;  // ‖A − Â‖_F / ‖A‖_F
    double spectral = 0;   // ‖A − Â‖₂ / ‖A‖₂
};

ApproximationError relativeError(const MatrixD& A, const MatrixD& approximation);
// The truncation's errors for k = 0 … r from A's singular values alone:
// ‖A − A_k‖₂ = σ_{k+1}, ‖A − A_k‖_F = (Σ_{j>k} σ_j²)^{1/2}.
std::vector<ApproximationError> truncationErrors(const std::vector<double>& sigma);
// (Σ_{j>k} σ_j²)^{1/2}, with σ 0-based: the tail after the first k.
double tailNorm(const std::vector<double>& sigma, int k);

}  // namespace atlas::approx
