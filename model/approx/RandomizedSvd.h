#pragma once
// Randomized SVD (Halko, Martinsson & Tropp, SIAM Review 53(2), 2011): sample the range of A with
// a Gaussian test matrix, orthonormalise, and take the SVD of the small matrix QᵀA.

#include <cstdint>
#include <vector>

#include "RandomMatrices.h"

namespace atlas::approx {

struct RandomizedSvdOptions {
    int rank = 1;             // k, the target rank
    int oversampling = 5;     // p: Q has ℓ = k + p columns (fewer if A is smaller)
    int powerIterations = 0;  // q: (AAᵀ)^q A sharpens a slowly decaying spectrum
    uint64_t seed = 0;
};

// HMT Algorithm 4.1 (4.4 with q > 0, re-orthonormalised each step): Q with orthonormal columns
// and QQᵀA ≈ A.
MatrixD randomizedRangeFinder(const MatrixD& A, const RandomizedSvdOptions& options);

struct RandomizedSvd {
    MatrixD U;      // Q Ũ
    VectorD sigma;  // ℓ values
    MatrixD V;

    MatrixD approximation() const { return U * sigma.asDiagonal() * V.transpose(); }  // = QQᵀA
};

// HMT Algorithm 5.1: B = QᵀA = Ũ Σ Vᵀ, U = Q Ũ.
RandomizedSvd randomizedSvd(const MatrixD& A, const RandomizedSvdOptions& options);

// HMT Theorem 10.6, for q = 0 and p ≥ 2:
// E‖A − QQᵀA‖₂ ≤ (1 + √(k/(p−1))) σ_{k+1} + (e √(k+p) / p) (Σ_{j>k} σ_j²)^{1/2}.
double hmtExpectedErrorBound(const std::vector<double>& sigma, int k, int p);

}  // namespace atlas::approx
