#pragma once
// The singular value decomposition A = U diag(σ) Vᵀ, for the spectra, truncations, pseudo-inverses
// and principal components of the views. Eigen's divide-and-conquer SVD is by far the slowest
// template of the project to compile (two minutes a unit under AddressSanitizer), so exactly one
// translation unit, Svd.cpp, instantiates it and everything else calls these functions.

#include "EigenCore.h"

namespace atlas {

struct Svd {
    Eigen::MatrixXd U;      // rows × r, orthonormal columns
    Eigen::VectorXd sigma;  // r = min(rows, cols) values, σ₁ ≥ σ₂ ≥ … ≥ 0
    Eigen::MatrixXd V;      // cols × r, orthonormal columns
};

// The thin decomposition.
Svd thinSvd(const Eigen::MatrixXd& A);
// σ alone, cheaper than thinSvd(A).sigma.
Eigen::VectorXd singularValuesOf(const Eigen::MatrixXd& A);

}  // namespace atlas
