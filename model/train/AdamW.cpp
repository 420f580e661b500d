#include "AdamW.h"

#include <cmath>
#include <stdexcept>

namespace atlas::train {

template <typename T>
AdamW<T>::AdamW(ParameterSet<T>& params, AdamWOptions options)
    : params_(params), options_(options) {
    for (const Parameter<T>& p : params_) {
        m_.push_back(Mat<T>::Zero(p.value.rows(), p.value.cols()));
        v_.push_back(Mat<T>::Zero(p.value.rows(), p.value.cols()));
    }
}

template <typename T>
void AdamW<T>::step(double lr) {
    ++t_;
    const double b1 = options_.beta1, b2 = options_.beta2;
    const T stepSize = T(lr / (1 - std::pow(b1, t_)));             // lr·m̂/m
    const T vCorrection = T(1 / std::sqrt(1 - std::pow(b2, t_)));  // √v̂/√v
    size_t i = 0;
    for (Parameter<T>& p : params_) {
        Mat<T>& m = m_[i];
        Mat<T>& v = v_[i++];
        m = T(b1) * m + T(1 - b1) * p.grad;
        v = T(b2) * v + T(1 - b2) * p.grad.cwiseAbs2();
        if (p.decay) p.value *= T(1 - lr * options_.weightDecay);
        p.value.array() -=
            stepSize * m.array() / (v.array().sqrt() * vCorrection + T(options_.eps));
    }
}

template <typename T>
void AdamW<T>::restore(int steps, std::vector<Mat<T>> m, std::vector<Mat<T>> v) {
    if (m.size() != m_.size() || v.size() != v_.size())
        throw std::invalid_argument("AdamW state: wrong number of tensors");
    for (size_t i = 0; i < m_.size(); ++i)
        if (m[i].rows() != m_[i].rows() || m[i].cols() != m_[i].cols() ||
            v[i].rows() != v_[i].rows() || v[i].cols() != v_[i].cols())
            throw std::invalid_argument("AdamW state: a moment of the wrong shape");
    t_ = steps;
    m_ = std::move(m);
    v_ = std::move(v);
}

template class AdamW<float>;
template class AdamW<double>;

}  // namespace atlas::train
