#pragma once
// The scale as a temperature (the Kernel page): the scores S = QKᵀ·s multiplied by τ, S_τ = τ·S,
// and what that does to each row of P = Z⁻¹A = softmax(S_τ) (SPEC §2). τ = 1 is the model's own
// scale, 1/√d_QK (or Gemma 3's 1/√query_pre_attn_scalar). A row's entropy
// H_i = −Σ_j P_ij ln P_ij lies between 0 (one key takes all the weight: τ → ∞) and ln n_i (all
// n_i visible keys alike: τ → 0), and falls as τ grows.

#include <vector>

#include "AttentionMask.h"
#include "RandomMatrices.h"

namespace atlas::approx {

// How one row of P spreads its weight.
struct RowSpread {
    double entropy = 0;    // H_i in nats; 0·ln 0 counts as 0
    double maxWeight = 0;  // max_j P_ij
};

// Of a row of weights that sums to 1 (masked entries 0).
RowSpread rowSpread(const Eigen::Ref<const Eigen::RowVectorXd>& p);

// Row `row` of P_τ = softmax(τ·S) over the keys the mask shows it, and its spread.
RowSpread temperedRow(const MatrixD& S, const AttentionMask& mask, Eigen::Index row, double tau);

// The mean of H_i over the rows that see at least one key, at τ; and its upper bound, the mean of
// ln n_i over the same rows (ln n when nothing is masked).
double meanRowEntropy(const MatrixD& S, const AttentionMask& mask, double tau);
double meanEntropyBound(Eigen::Index rows, Eigen::Index cols, const AttentionMask& mask);

// τ = 2^(k / perOctave) for every integer k with 2^-octaves ≤ τ ≤ 2^octaves (τ = 1 among them).
std::vector<double> octaveSteps(int octaves, int perOctave);

}  // namespace atlas::approx
