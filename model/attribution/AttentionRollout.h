#pragma once
// Attention rollout (Abnar & Zuidema 2020, "Quantifying Attention Flow in Transformers", §3):
// the residual connection is modelled as half the layer's mixing, Â_l = 0.5·P̄_l + 0.5·I with
// P̄_l = the head mean of Z⁻¹A (SPEC §2) and its rows renormalised, and the layers compose by
// matrix product, R_0 = Â_0, R_l = Â_l·R_{l−1}: row i of the top R says how much of position i
// comes, through every path of the stack, from each input token.

#include <vector>

#include "EigenCore.h"

namespace atlas::attribution {

using MatrixD = Eigen::MatrixXd;

// The mean over heads of one layer's maps (all of one shape).
MatrixD headMean(const std::vector<MatrixD>& heads);

// Â = 0.5·P̄ + 0.5·I, each row divided by its sum (a row of P̄ that sees nothing keeps only I).
// P̄ must be square: self-attention, whose query i is also the residual stream's position i.
MatrixD residualMix(const MatrixD& meanAttention);

// R = M_{L−1} ⋯ M_1 M_0, each M_l (positions of layer l+1) × (positions of layer l): the
// rollout of the mixing matrices bottom first. Throws std::invalid_argument for no layers or
// shapes that do not chain.
MatrixD rollout(const std::vector<MatrixD>& mixes);

}  // namespace atlas::attribution
