#pragma once
// SPEC §2, one head, and its gradient:
//   S = Q Kᵀ·s + M,  P = Z⁻¹A = softmax(S) row by row,  Y = P V.
// Backward (dY given): dV = Pᵀ dY, dP = dY Vᵀ, dS = P ⊙ (dP − rowsum(P ⊙ dP)), dQ = s·dS K,
// dK = s·dSᵀ Q. Masked entries have P = 0, so no gradient flows through them.
// P ⊙ dP, kept on request, is gradient × attention (model/attribution/GradientAttribution.h).

#include "AttentionKernel.h"
#include "TrainTensor.h"

namespace atlas::train {

// Q (nq, w), K (nk, w), V (nk, dv) → Y (nq, dv); P (nq, nk) is kept for backward. The mask is
// the inference kernel's: causal and/or keys from validKeys on are padding.
template <typename T>
void headAttentionForward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                          const AttentionMask& mask, Mat<T>& P, Ref<T> Y);

// Adds into dQ, dK and dV (heads that share K and V add into the same rows); PdP, unless null,
// receives P ⊙ dP (nq, nk).
template <typename T>
void headAttentionBackward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                           const Mat<T>& P, const ConstRef<T>& dY, Ref<T> dQ, Ref<T> dK, Ref<T> dV,
                           Mat<T>* PdP = nullptr);

}  // namespace atlas::train
