#include "RotaryLayer.h"

#include <cmath>
#include <stdexcept>

namespace atlas::train {

template <typename T>
RotaryLayer<T>::RotaryLayer(int width, int positions, double base)
    : width_(width), positions_(positions) {
    const int half = width / 2;
    cos_.resize(size_t(positions) * half);
    sin_.resize(cos_.size());
    for (int p = 0; p < positions; ++p) {
        for (int i = 0; i < half; ++i) {
            // Computed in double then rounded, as RotaryTable does, so float tables agree.
            const double angle = p * std::pow(base, -2.0 * i / width);
            cos_[size_t(p) * half + i] = T(float(std::cos(angle)));
            sin_[size_t(p) * half + i] = T(float(std::sin(angle)));
        }
    }
}

template <typename T>
void RotaryLayer<T>::rotate(Ref<T> X, int column, int n, T direction) const {
    const int half = width_ / 2;
    if (n > positions_) throw std::out_of_range("rotary position beyond max_positions");
    for (Eigen::Index r = 0; r < X.rows(); ++r) {
        const T* c = &cos_[size_t(r % n) * half];
        const T* s = &sin_[size_t(r % n) * half];
        T* u = &X(r, column);
        for (int i = 0; i < half; ++i) {
            const T u1 = u[i], u2 = u[i + half], sn = direction * s[i];
            u[i] = u1 * c[i] - u2 * sn;
            u[i + half] = u2 * c[i] + u1 * sn;
        }
    }
}

template class RotaryLayer<float>;
template class RotaryLayer<double>;

}  // namespace atlas::train
