#pragma once
// FAVOR+ (Choromanski et al., "Rethinking Attention with Performers", ICLR 2021): positive random
// features φ(x) = exp(Wx − |x|²/2)/√m with Gaussian rows w_i, for which
// E[φ(x)ᵀφ(y)] = exp(xᵀy) exactly. With x = q·s^{1/2} and y = k·s^{1/2} that is the softmax
// kernel exp(s qᵀk), and attention costs O(n·m·d) instead of O(n²·d).

#include <cstdint>

#include "AttentionKernel.h"
#include "RandomMatrices.h"

namespace atlas::approx {

enum class FeatureDraw {
    Orthogonal,  // blocks of orthogonal rows with Gaussian lengths (lower variance, still unbiased)
    Iid,         // independent Gaussian rows
};

class PerformerFeatures {
public:
    PerformerFeatures(int features, int width, uint64_t seed,
                      FeatureDraw draw = FeatureDraw::Orthogonal);

    int features() const { return int(W_.rows()); }
    const MatrixD& W() const { return W_; }  // m × width
    // φ(x) for every row x of X: n × m.
    MatrixD map(const MatrixD& X) const;
    // log φ(x) for every row, without the 1/√m (the stabilised paths shift these logs).
    MatrixD logMap(const MatrixD& X) const;

private:
    MatrixD W_;
};

// Ã = φ(Q s^{1/2}) φ(K s^{1/2})ᵀ, computed with shifted logarithms that cancel in Z̃⁻¹, then masked
// and normalised: the Performer's attention map.
MatrixD performerAttention(const MatrixD& Q, const MatrixD& K, double scale,
                           const AttentionMask& mask, const PerformerFeatures& features);

}  // namespace atlas::approx
