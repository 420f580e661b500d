#include "CrossEntropyLoss.h"

#include <cmath>

#include "MaskedSoftmax.h"
#include "ParallelErrors.h"

namespace atlas::train {

template <typename T>
LossValue CrossEntropyLoss<T>::forward(const Mat<T>& logits, const std::vector<int>& targets) {
    const Eigen::Index N = logits.rows(), V = logits.cols();
    targets_ = targets;
    P_.resize(N, V);
    const double eps = smoothing_;
    double loss = 0, nll = 0;
    ParallelErrors errors;
#pragma omp parallel for schedule(static) reduction(+ : loss, nll) if (N * V >= 65536)
    for (Eigen::Index i = 0; i < N; ++i)
        errors.run([&] {
            // The softmax over the vocabulary is attention's masked softmax with every entry
            // visible (MaskedSoftmax.h): one row of exp(logits − m) / Z.
            P_.row(i) = logits.row(i);
            const SoftmaxRow<T> row = maskedSoftmax(P_.row(i), KeySpan{0, V});
            // log p_k = logits_k − m − log Z, so Σ_k log p_k needs no logarithm per class.
            const double logZ = double(row.rowMax) + std::log(double(row.Z));
            const double logPy = double(logits(i, targets[i])) - logZ;
            const double meanLogP = double(logits.row(i).sum()) / double(V) - logZ;
            nll -= logPy;
            loss -= (1 - eps) * logPy + eps * meanLogP;
        });
    errors.rethrow();
    return {N ? loss / double(N) : 0, N ? nll / double(N) : 0, N};
}

template <typename T>
Mat<T> CrossEntropyLoss<T>::backward() const {
    const Eigen::Index N = P_.rows(), V = P_.cols();
    Mat<T> dLogits = P_;
    dLogits.array() -= T(smoothing_ / double(V));
    for (Eigen::Index i = 0; i < N; ++i) dLogits(i, targets_[i]) -= T(1 - smoothing_);
    if (N) dLogits /= T(N);
    return dLogits;
}

template class CrossEntropyLoss<float>;
template class CrossEntropyLoss<double>;

}  // namespace atlas::train
