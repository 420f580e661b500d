#include "HeadAttention.h"

#include <algorithm>

namespace atlas::train {

template <typename T>
void headAttentionForward(const ConstRef<T>& Q, const ConstRef<T>& K, const ConstRef<T>& V, T s,
                          const AttentionMask& mask, Mat<T>& P, Ref<T> Y) {
    const Eigen::Index nq = Q.rows(), nk = K.rows();
    P.resize(nq, nk);
    P.noalias() = (Q * K.transpose()) * s;  // S
    const Eigen::Index keys = mask.validKeys < 0 ? nk : std::min<Eigen::Index>(mask.validKeys, nk);
    for (Eigen::Index i = 0; i < nq; ++i) {
        const Eigen::Index visible =
            mask.causal ? std::clamp<Eigen::Index>(mask.firstQuery + i + 1, 0, keys) : keys;
        auto row = P.row(i);
        row.tail(nk - visible).setZero();  // M = −∞: exp gives exactly 0
        if (visible == 0) continue;
        const T rowMax = row.head(visible).maxCoeff();  // Z⁻¹ cancels the shift
        row.head(visible) = (row.head(visible).array() - rowMax).exp();
        row.head(visible) /= row.head(visible).sum();
    }
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
