#pragma once
// SPEC §2, the one attention kernel of every block: for one head,
//   S = Q Kᵀ · s + M,  A = exp(S − rowmax),  Z = diag(A·1),  Y = Z⁻¹ A V.

#include "AttentionMask.h"
#include "AttentionStack.h"
#include "Pass.h"
#include "Tensor.h"

namespace atlas {

// What a block hands the kernel besides the head's matrices: the pass it runs in and the head's
// site, by which the pass's approximation and observer choose heads. None (the default) is the
// exact kernel, unobserved.
struct HeadHook {
    const Pass* pass = nullptr;
    HeadSite site;
};

// Writes Y (nq × dv); writes Z⁻¹A (nq × nk, rows summing to 1, masked entries exactly 0) into
// *attention only when asked, so the fast path keeps nothing.
void attend(const ConstMatrixRef& Q, const ConstMatrixRef& K, const ConstMatrixRef& V, float scale,
            const AttentionMask& mask, MatrixRef Y, Matrix* attention = nullptr,
            const HeadHook& hook = {});

}  // namespace atlas
