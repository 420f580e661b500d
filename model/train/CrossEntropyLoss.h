#pragma once
// Cross-entropy with label smoothing over the rows that have a target. With p = softmax(logits)
// and q = (1 − ε)·onehot(y) + ε/V (PyTorch's definition: the ε mass is spread over all V
// classes, the target included), each row's loss is −Σ_k q_k log p_k; the mean over rows is L,
// and dL/dlogits = (p − q)/N.

#include <vector>

#include "TrainTensor.h"

namespace atlas::train {

struct LossValue {
    double loss = 0;  // L, the smoothed objective that is minimised
    double nll = 0;   // mean −log p_y, the plain cross-entropy (perplexity = e^nll)
    long long tokens = 0;
};

template <typename T>
class CrossEntropyLoss {
public:
    explicit CrossEntropyLoss(double smoothing = 0) : smoothing_(smoothing) {}

    // logits (N, V), targets (N). Keeps p for backward.
    LossValue forward(const Mat<T>& logits, const std::vector<int>& targets);
    // dL/dlogits (N, V).
    Mat<T> backward() const;

private:
    double smoothing_;
    Mat<T> P_;  // (N, V) softmax
    std::vector<int> targets_;
};

}  // namespace atlas::train
