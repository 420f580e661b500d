#pragma once
// SPEC §2, the one attention kernel of every block: for one head,
//   S = Q Kᵀ · s + M,  A = exp(S − rowmax),  Z = diag(A·1),  Y = Z⁻¹ A V.

#include "Tensor.h"

namespace atlas {

struct AttentionMask {
    bool causal = false;  // key position > query position is masked (decoder self-attention)
    int firstQuery = 0;   // position of query row 0; keys sit at positions 0, 1, …
    int validKeys = -1;   // keys from this index on are padding (−1: none)
};

// Where one head sits in the model: what an approximation (model/approx/) chooses heads by.
enum class AttentionStack { EncoderSelf = 0, DecoderSelf = 1, Cross = 2 };
struct HeadSite {
    AttentionStack stack = AttentionStack::EncoderSelf;
    int layer = 0;
    int head = 0;
};

// Computes a head in place of the exact kernel, for studies that put an approximation (low rank,
// random features, Nyström, a quantized cache) into the running model. Same contract as attend().
class AttentionApproximation {
public:
    virtual ~AttentionApproximation() = default;
    virtual void attend(const HeadSite& site, const ConstMatrixRef& Q, const ConstMatrixRef& K,
                        const ConstMatrixRef& V, float scale, const AttentionMask& mask,
                        MatrixRef Y, Matrix* attention) const = 0;
};

// The approximation a block hands to the kernel for one head; none (the default) is exact.
struct ApproximationHook {
    const AttentionApproximation* approximation = nullptr;
    HeadSite site;
};

// Writes Y (nq × dv); writes Z⁻¹A (nq × nk, rows summing to 1, masked entries exactly 0) into
// *attention only when asked, so the fast path keeps nothing.
void attend(const ConstMatrixRef& Q, const ConstMatrixRef& K, const ConstMatrixRef& V, float scale,
            const AttentionMask& mask, MatrixRef Y, Matrix* attention = nullptr,
            const ApproximationHook& hook = {});

}  // namespace atlas
