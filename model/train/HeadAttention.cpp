#include "HeadAttention.h"

#include "MaskedSoftmax.h"

namespace atlas::train {

template <typename T>
void headAttentionForward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                          const AttentionMask& mask, Mat<T>& P, Ref<T> Y) {
    P.resize(Q.rows(), K.rows());
    P.noalias() = (Q * K.transpose()) * s;  // S
    maskedSoftmaxRows(P, mask);             // the inference kernel's softmax, in T
    Y.noalias() = P * V;
}

template <typename T>
void headAttentionBackward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                           const Mat<T>& P, const ConstRef<T>& dY, Ref<T> dQ, Ref<T> dK,
                           Ref<T> dV) {
    dV.noalias() += P.transpose() * dY;
    Mat<T> dS = dY * V.transpose();  // dP, then dS in place
    for (Eigen::Index i = 0; i < dS.rows(); ++i) {
        const T rowDot = dS.row(i).dot(P.row(i));  // Σ_j P_ij dP_ij
        dS.row(i) = P.row(i).cwiseProduct((dS.row(i).array() - rowDot).matrix());
    }
    dQ.noalias() += s * (dS * K);
    dK.noalias() += s * (dS.transpose() * Q);
}

#define ATLAS_INSTANTIATE(T)                                                                    \
    template void headAttentionForward<T>(const ConstRef<T>&, const ConstRef<T>&,               \
                                          const ConstRef<T>&, T, const AttentionMask&, Mat<T>&, \
                                          Ref<T>);                                              \
    template void headAttentionBackward<T>(const ConstRef<T>&, const ConstRef<T>&,              \
                                           const ConstRef<T>&, T, const Mat<T>&,                \
                                           const ConstRef<T>&, Ref<T>, Ref<T>, Ref<T>);
ATLAS_INSTANTIATE(float)
ATLAS_INSTANTIATE(double)
#undef ATLAS_INSTANTIATE

}  // namespace atlas::train
