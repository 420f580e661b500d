#include "NormLayer.h"

#include <cmath>

namespace atlas::train {

template <typename T>
Mat<T> NormLayer<T>::forward(const ConstRef<T>& X) {
    const bool centre = kind_ == NormKind::LayerNorm;
    const Eigen::Index N = X.rows(), d = X.cols();
    Xhat_.resize(N, d);
    rstd_.resize(N);
    for (Eigen::Index i = 0; i < N; ++i) {
        const T mean = centre ? X.row(i).sum() / T(d) : T(0);
        Xhat_.row(i) = X.row(i).array() - mean;
        // var for LayerNorm (centred), mean(x²) for RMSNorm: the same expression.
        const T spread = Xhat_.row(i).squaredNorm() / T(d);
        rstd_[i] = T(1) / std::sqrt(spread + eps_);
        Xhat_.row(i) *= rstd_[i];
    }
    Mat<T> Y = Xhat_;
    Y.array().rowwise() *= g_->value.row(0).array();
    if (b_) Y.rowwise() += b_->value.row(0);
    return Y;
}

template <typename T>
Mat<T> NormLayer<T>::backward(const ConstRef<T>& dY) {
    const bool centre = kind_ == NormKind::LayerNorm;
    const Eigen::Index N = dY.rows(), d = dY.cols();
    g_->grad.row(0) += (dY.array() * Xhat_.array()).colwise().sum().matrix();
    if (b_) b_->grad.row(0) += dY.colwise().sum();
    Mat<T> dX(N, d);
    for (Eigen::Index i = 0; i < N; ++i) {
        const Row<T> dXhat = dY.row(i).cwiseProduct(g_->value.row(0));
        const T meanDxhat = centre ? dXhat.sum() / T(d) : T(0);
        const T meanDxhatXhat = dXhat.dot(Xhat_.row(i)) / T(d);
        dX.row(i) = rstd_[i] * (dXhat.array() - meanDxhat - Xhat_.row(i).array() * meanDxhatXhat);
    }
    return dX;
}

template class NormLayer<float>;
template class NormLayer<double>;

}  // namespace atlas::train
