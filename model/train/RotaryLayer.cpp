#include "RotaryLayer.h"

#include "Positions.h"

#include <stdexcept>

namespace atlas::train {

template <typename T>
RotaryLayer<T>::RotaryLayer(int width, int positions, double base)
    : width_(width), positions_(positions) {
    // The inference library's float tables, so that training and inference rotate alike.
    std::vector<float> cos, sin;
    rotaryTables(width, positions, base, cos, sin);
    cos_.assign(cos.begin(), cos.end());
    sin_.assign(sin.begin(), sin.end());
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
