#include "EmbeddingLayer.h"

#include <cmath>

#include "Positions.h"

namespace atlas::train {

template <typename T>
EmbeddingLayer<T>::EmbeddingLayer(Parameter<T>* E, const Config& config)
    : E_(E),
      scale_(config.scale_embeddings ? T(std::sqrt(float(config.d_model))) : T(1)),
      sinusoidal_(config.positions == PositionKind::Sinusoidal) {}

template <typename T>
Mat<T> EmbeddingLayer<T>::forward(const std::vector<int>& ids, int n) {
    const Eigen::Index d = E_->value.cols();
    ids_ = ids;
    if (sinusoidal_ && PE_.rows() < n) PE_ = sinusoidalPositions(0, n, int(d)).cast<T>();
    Mat<T> X(Eigen::Index(ids.size()), d);
    for (size_t r = 0; r < ids.size(); ++r) {
        X.row(r) = E_->value.row(ids[r]) * scale_;
        if (sinusoidal_) X.row(r) += PE_.row(r % n);
    }
    X_ = X;
    return X;
}

template <typename T>
void EmbeddingLayer<T>::backward(const Mat<T>& dX) {
    dX_ = dX;
    for (size_t r = 0; r < ids_.size(); ++r) E_->grad.row(ids_[r]) += scale_ * dX.row(r);
}

template class EmbeddingLayer<float>;
template class EmbeddingLayer<double>;

}  // namespace atlas::train
