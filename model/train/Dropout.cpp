#include "Dropout.h"

#include <algorithm>

namespace atlas::train {

template <typename T>
Mat<T> Dropout<T>::forward(const Mat<T>& X, Random* random) {
    if (!random || rate_ <= 0) {
        mask_.resize(0, 0);
        return X;
    }
    const T keep = T(1.0 / (1.0 - rate_));
    // Three 16-bit uniforms from each 48-bit draw: the generator is most of dropout's cost, and
    // p is kept to 1/65536.
    const uint64_t threshold = uint64_t(rate_ * 65536.0 + 0.5);
    mask_.resize(X.rows(), X.cols());
    T* m = mask_.data();
    for (Eigen::Index i = 0; i < mask_.size(); i += 3) {
        uint64_t bits = random->index(1ULL << 48);
        for (Eigen::Index j = i; j < std::min<Eigen::Index>(i + 3, mask_.size()); ++j, bits >>= 16)
            m[j] = (bits & 0xFFFF) < threshold ? T(0) : keep;
    }
    return X.cwiseProduct(mask_);
}

template <typename T>
Mat<T> Dropout<T>::backward(const Mat<T>& dY) const {
    return mask_.size() == 0 ? dY : Mat<T>(dY.cwiseProduct(mask_));
}

template class Dropout<float>;
template class Dropout<double>;

}  // namespace atlas::train
