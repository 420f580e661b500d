#include "FeedForwardLayer.h"

#include <cmath>

namespace atlas::train {

namespace {

template <typename T>
T gelu(T h) {  // h·Φ(h), Φ the standard normal CDF
    return T(0.5) * h * (T(1) + std::erf(h * T(M_SQRT1_2)));
}

template <typename T>
T geluDerivative(T h) {  // Φ(h) + h·φ(h)
    const T Phi = T(0.5) * (T(1) + std::erf(h * T(M_SQRT1_2)));
    const T phi = T(0.5 * M_2_SQRTPI * M_SQRT1_2) * std::exp(T(-0.5) * h * h);
    return Phi + h * phi;
}

}  // namespace

template <typename T>
Mat<T> FeedForwardLayer<T>::forward(const ConstRef<T>& X) {
    H_ = fc1_.forward(X);
    if (activation_ == Activation::ReLU) return fc2_.forward(H_.cwiseMax(T(0)));
    return fc2_.forward(H_.unaryExpr([](T h) { return gelu(h); }));
}

template <typename T>
Mat<T> FeedForwardLayer<T>::backward(const ConstRef<T>& dY) {
    Mat<T> dH = fc2_.backward(dY);  // with respect to act(H)
    if (activation_ == Activation::ReLU)
        dH.array() *= (H_.array() > T(0)).template cast<T>();
    else
        dH.array() *= H_.unaryExpr([](T h) { return geluDerivative(h); }).array();
    return fc1_.backward(dH);
}

template class FeedForwardLayer<float>;
template class FeedForwardLayer<double>;

}  // namespace atlas::train
