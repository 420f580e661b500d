#pragma once
// Keeps what one layer's heads saw and produced during a pass (Q, K, V, s, the mask, Z⁻¹A, Y):
// the studies and the Kernel page read a live head this way without the model exposing its
// internals. An observer only: the heads compute as the pass asks, exactly or approximated.

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

class HeadRecorder : public HeadObserver {
public:
    // Records every head of (stack, layer).
    HeadRecorder(AttentionStack stack, int layer, int heads);

    void observe(const ObservedHead& head) const override;

    const std::vector<HeadRecord>& heads() const { return heads_; }

private:
    AttentionStack stack_;
    int layer_;
    // One slot per head, sized up front: heads run in parallel and each writes its own.
    mutable std::vector<HeadRecord> heads_;
};

}  // namespace atlas::approx
