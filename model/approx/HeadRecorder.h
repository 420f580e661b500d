#pragma once
// Keeps what one layer's heads saw and produced during a pass (Q, K, V, s, the mask, Z⁻¹A, Y),
// while the heads compute exactly or through another approximation: the studies read a live head
// this way without the model exposing its internals.

#include <vector>

#include "AttentionKernel.h"

namespace atlas::approx {

struct HeadRecord {
    Matrix Q, K, V, P, Y;
    float scale = 1;
    AttentionMask mask;
    bool seen = false;

    // S = QKᵀ·s, the scores the kernel exponentiates (SPEC §2).
    Matrix scores() const;
};

class HeadRecorder : public AttentionApproximation {
public:
    // Records every head of (stack, layer); `inner` (null: exact) computes every head.
    HeadRecorder(AttentionStack stack, int layer, int heads,
                 const AttentionApproximation* inner = nullptr);

    void attend(const HeadSite& site, const ConstMatrixRef& Q, const ConstMatrixRef& K,
                const ConstMatrixRef& V, float scale, const AttentionMask& mask, MatrixRef Y,
                Matrix* attention) const override;

    const std::vector<HeadRecord>& heads() const { return heads_; }

private:
    AttentionStack stack_;
    int layer_;
    const AttentionApproximation* inner_;
    // One slot per head, sized up front: heads run in parallel and each writes its own.
    mutable std::vector<HeadRecord> heads_;
};

}  // namespace atlas::approx
