#include "HeadAttention.h"

#include "Gemm.h"
#include "MaskedSoftmax.h"

namespace atlas::train {

template <typename T>
void headAttentionForward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                          const AttentionMask& mask, Mat<T>& P, Ref<T> Y) {
    P.resize(Q.rows(), K.rows());
    gemm(s, Q, Op::N, K, Op::T, T(0), P);  // S
    maskedSoftmaxRows(P, mask);            // the inference kernel's softmax, in T
    gemm(T(1), P, Op::N, V, Op::N, T(0), Y);
}

template <typename T>
void headAttentionBackward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                           const Mat<T>& P, const ConstRef<T>& dY, Ref<T> dQ, Ref<T> dK, Ref<T> dV,
                           Mat<T>* PdP) {
    gemm(T(1), P, Op::T, dY, Op::N, T(1), dV);
    Mat<T> dS(dY.rows(), V.rows());  // dP, then dS in place
    gemm(T(1), dY, Op::N, V, Op::T, T(0), dS);
    if (PdP) *PdP = P.cwiseProduct(dS);
    for (Eigen::Index i = 0; i < dS.rows(); ++i) {
        const T rowDot = dS.row(i).dot(P.row(i));  // Σ_j P_ij dP_ij
        dS.row(i) = P.row(i).cwiseProduct((dS.row(i).array() - rowDot).matrix());
    }
    gemm(s, dS, Op::N, K, Op::N, T(1), dQ);
    gemm(s, dS, Op::T, Q, Op::N, T(1), dK);
}

#define ATLAS_INSTANTIATE(T)                                                                    \
    template void headAttentionForward<T>(const ConstRef<T>&, const ConstRef<T>&,               \
                                          const ConstRef<T>&, T, const AttentionMask&, Mat<T>&, \
                                          Ref<T>);                                              \
    template void headAttentionBackward<T>(const ConstRef<T>&, const ConstRef<T>&,              \
                                           const ConstRef<T>&, T, const Mat<T>&,                \
                                           const ConstRef<T>&, Ref<T>, Ref<T>, Ref<T>, Mat<T>*);
ATLAS_INSTANTIATE(float)
ATLAS_INSTANTIATE(double)
#undef ATLAS_INSTANTIATE

}  // namespace atlas::train
