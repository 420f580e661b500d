#include "LinearLayer.h"

#include "Gemm.h"

namespace atlas::train {

template <typename T>
Mat<T> LinearLayer<T>::forward(const ConstRef<T>& X) {
    X_ = X;
    Mat<T> Y(X.rows(), W_->value.rows());
    gemm(T(1), X, Op::N, W_->value, Op::T, T(0), Y);
    if (b_) Y.rowwise() += b_->value.row(0);
    return Y;
}

template <typename T>
Mat<T> LinearLayer<T>::backward(const ConstRef<T>& dY) {
    gemm(T(1), dY, Op::T, X_, Op::N, T(1), W_->grad);
    if (b_) b_->grad.row(0) += dY.colwise().sum();
    Mat<T> dX(dY.rows(), W_->value.cols());
    gemm(T(1), dY, Op::N, W_->value, Op::N, T(0), dX);
    return dX;
}

template class LinearLayer<float>;
template class LinearLayer<double>;

}  // namespace atlas::train
