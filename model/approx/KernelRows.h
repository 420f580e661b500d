#pragma once
// What every kernel approximation of attention shares: an estimate Ã of A = exp(QKᵀ·s) becomes
// an attention map by the same mask and the same Z⁻¹ as the exact one (SPEC §2).

#include "AttentionKernel.h"
#include "RandomMatrices.h"

namespace atlas::approx {

// Masked entries set to exactly 0.
void applyMask(MatrixD& P, const AttentionMask& mask);
// Z̃⁻¹Ã: masked entries 0, each row divided by its sum (a row with nothing visible stays 0).
MatrixD normaliseRows(MatrixD A, const AttentionMask& mask);
// The exact kernel exp(QKᵀ·s − c) with one constant c for the whole matrix (its maximum), which
// Z⁻¹ cancels; what the kernel approximations are measured against.
MatrixD exactKernel(const MatrixD& Q, const MatrixD& K, double scale);

}  // namespace atlas::approx
