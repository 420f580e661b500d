#pragma once
// Keeps every head's Y = Z⁻¹AV of the layers of some stacks during a pass (SPEC §2), for the
// Residual stream page, which splits an attention sublayer's output into the heads' shares
// Y_h W_O,hᵀ. An observer only: it changes nothing the heads compute.

#include <vector>

#include "Pass.h"

namespace atlas {

class HeadOutputs : public HeadObserver {
public:
    // Slots for `layers` layers of `heads` heads in each of the three stacks.
    HeadOutputs(int layers, int heads);

    void observe(const ObservedHead& head) const override;

    // Head h's Y in a stack's layer (tokens, dv); empty when the pass did not run it.
    const Matrix& Y(AttentionStack stack, int layer, int head) const;
    // concat_h Y_h of a layer, (tokens, H·dv), in the column order W_O reads.
    Matrix concatenated(AttentionStack stack, int layer) const;

private:
    int layers_, heads_;
    // [stack][layer][head], sized up front: heads run in parallel and each writes its own slot.
    mutable std::vector<Matrix> y_;
};

}  // namespace atlas
