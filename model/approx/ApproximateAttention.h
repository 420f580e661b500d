#pragma once
// The approximations of this folder put into the running model (Pass::approximation):
// the heads they cover compute Y = P̃V with an approximate map P̃ (or, for a quantized cache, the
// exact kernel on rounded keys and values); every other head stays exact.

#include <array>
#include <cstdint>
#include <vector>

#include "ApproxKinds.h"
#include "AttentionKernel.h"
#include "KvQuantization.h"
#include "Nystrom.h"
#include "PerformerFeatures.h"

namespace atlas::approx {

struct ApproxSettings {
    ApproxMethod method = ApproxMethod::TruncatedSvd;
    int rank = 4;       // k (svd, rsvd)
    int features = 16;  // m (performer, nystrom)
    int oversampling = 5;
    int powerIterations = 0;
    uint64_t seed = 0;
    FeatureDraw draw = FeatureDraw::Orthogonal;
    LandmarkChoice landmarks = LandmarkChoice::SegmentMeans;
    KvFormat format = KvFormat::INT8;

    // The method's size parameter: k or m.
    int size() const;
    void setSize(int value);
};

// Which heads an approximation replaces.
struct ApproxTarget {
    std::array<bool, 3> stacks{true, true, true};  // by AttentionStack
    std::vector<int> layers;                       // empty: every layer
    int head = -1;                                 // −1: every head

    bool covers(const HeadSite& site) const;
};

// Each head draws its own features or landmarks, reproducibly from the study's seed.
uint64_t headSeed(uint64_t seed, const HeadSite& site);

// P̃ for one head whose exact map is P (Q, K the head's rows as the kernel sees them, s the score
// scale). Masked entries are 0: no method lets a query see a later key.
MatrixD approximateMap(const ApproxSettings& settings, const MatrixD& Q, const MatrixD& K,
                       double scale, const AttentionMask& mask, const MatrixD& P, uint64_t seed);

class ApproximateAttention : public AttentionApproximation {
public:
    ApproximateAttention(ApproxSettings settings, ApproxTarget target)
        : settings_(settings), target_(std::move(target)) {}

    void attend(const HeadSite& site, const ConstMatrixRef& Q, const ConstMatrixRef& K,
                const ConstMatrixRef& V, float scale, const AttentionMask& mask, MatrixRef Y,
                Matrix* attention) const override;

private:
    ApproxSettings settings_;
    ApproxTarget target_;
};

// Floating-point operations of one head, exact (S = QKᵀ, exp and Z⁻¹, then AV) against the
// method: the Performer's and Nyström's linear-in-n costs, the SVDs' extra work on top of the
// exact map (they analyse it rather than avoid it). An m×m SVD is counted as 22m³ and a
// Householder QR of n×ℓ as 4nℓ² (Golub & Van Loan, Matrix Computations, 4th ed., §5.4, §8.6).
struct FlopCount {
    double exact = 0;
    double approximate = 0;
};
FlopCount attentionFlops(const ApproxSettings& settings, double nq, double nk, double dqk,
                         double dv);

}  // namespace atlas::approx
