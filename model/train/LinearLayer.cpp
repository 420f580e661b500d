#include "LinearLayer.h"

namespace atlas::train {

template <typename T>
Mat<T> LinearLayer<T>::forward(const ConstRef<T>& X) {
    X_ = X;
    Mat<T> Y(X.rows(), W_->value.rows());
    Y.noalias() = X * W_->value.transpose();
    if (b_) Y.rowwise() += b_->value.row(0);
    return Y;
}

template <typename T>
Mat<T> LinearLayer<T>::backward(const ConstRef<T>& dY) {
    W_->grad.noalias() += dY.transpose() * X_;
    if (b_) b_->grad.row(0) += dY.colwise().sum();
    Mat<T> dX(dY.rows(), W_->value.cols());
    dX.noalias() = dY * W_->value;
    return dX;
}

template class LinearLayer<float>;
template class LinearLayer<double>;

}  // namespace atlas::train
