#include "AttentionKernel.h"

#include "Gemm.h"
#include "MaskedSoftmax.h"

namespace atlas {

namespace {

void exactHead(const ConstMatrixRef& Q, const ConstMatrixRef& K, const ConstMatrixRef& V,
               float scale, const AttentionMask& mask, MatrixRef Y, Matrix* attention) {
    Matrix A(Q.rows(), K.rows());
    gemm(scale, Q, Op::N, K, Op::T, 0.f, A);  // S = QKᵀ/√d_QK
    maskedSoftmaxRows(A, mask);               // Z⁻¹A
    gemm(1.f, A, Op::N, V, Op::N, 0.f, Y);    // Y = Z⁻¹AV
    if (attention) *attention = std::move(A);
}

// The head through the pass's approximation, if it has one (it may leave the head exact).
void head(const HeadHook& hook, const ConstMatrixRef& Q, const ConstMatrixRef& K,
          const ConstMatrixRef& V, float scale, const AttentionMask& mask, MatrixRef Y,
          Matrix* attention) {
    if (hook.pass && hook.pass->approximation)
        return hook.pass->approximation->attend(hook.site, Q, K, V, scale, mask, Y, attention);
    exactHead(Q, K, V, scale, mask, Y, attention);
}

}  // namespace

void attend(const ConstMatrixRef& Q, const ConstMatrixRef& K, const ConstMatrixRef& V, float scale,
            const AttentionMask& mask, MatrixRef Y, Matrix* attention, const HeadHook& hook) {
    const HeadObserver* observer = hook.pass ? hook.pass->observer : nullptr;
    if (!observer) return head(hook, Q, K, V, scale, mask, Y, attention);
    Matrix P;  // the observer sees the map whether or not the caller keeps it
    head(hook, Q, K, V, scale, mask, Y, &P);
    observer->observe({hook.site, Q, K, V, scale, mask, P, Y});
    if (attention) *attention = std::move(P);
}

}  // namespace atlas
