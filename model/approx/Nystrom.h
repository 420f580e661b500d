#pragma once
// Nyström approximation of the softmax kernel κ(x, y) = exp(s xᵀy) (Xiong et al.,
// "Nyströmformer", AAAI 2021): with m landmarks Z in key space,
//   Ã = κ(Q, Z) κ(Z, Z)⁺ κ(Z, K),
// which is exact when the landmarks are the keys themselves (κ is a positive-definite kernel, so
// each row of κ(Q, K) lies in the row space of κ(K, K)).

#include <cstdint>

#include "AttentionKernel.h"
#include "RandomMatrices.h"

namespace atlas::approx {

enum class LandmarkChoice {
    SegmentMeans,  // Nyströmformer: the means of m consecutive segments of the keys
    SampledKeys,   // m keys drawn without replacement (seeded)
};

// m × width landmark rows (m is clamped to the number of keys).
MatrixD nystromLandmarks(const MatrixD& K, int m, LandmarkChoice choice, uint64_t seed);
// Ã up to one positive constant per query row (cancelled by Z̃⁻¹), masked and normalised.
MatrixD nystromAttention(const MatrixD& Q, const MatrixD& K, double scale,
                         const AttentionMask& mask, const MatrixD& landmarks);

}  // namespace atlas::approx
