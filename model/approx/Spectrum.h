#pragma once
// Singular values and the ranks read from them: how many directions an attention map, a score
// matrix or a weight factor really uses.

#include <vector>

#include "RandomMatrices.h"

namespace atlas::approx {

// σ₁ ≥ σ₂ ≥ … ≥ 0, min(rows, cols) of them.
std::vector<double> singularValues(const MatrixD& A);
// The number of σᵢ > tolerance·σ₁ (0 for the zero matrix).
int numericalRank(const std::vector<double>& sigma, double tolerance);
// exp(−Σ pᵢ log pᵢ) with pᵢ = σᵢ/Σσ (Roy & Vetterli 2007): 1 for a rank-one matrix, n for n
// equal singular values, and in between for everything else.
double effectiveRank(const std::vector<double>& sigma);

}  // namespace atlas::approx
