#pragma once
// SPEC §2 "Embedding": x_p = E[id_p]·√d (if scale_embeddings) + PE_p (if sinusoidal), and its
// gradient dE[id] += √d·dx, summed over every row that holds that id.

#include <vector>

#include "Config.h"
#include "Parameter.h"

namespace atlas::train {

template <typename T>
class EmbeddingLayer {
public:
    EmbeddingLayer() = default;
    EmbeddingLayer(Parameter<T>* E, const Config& config);

    // ids (B·n), row b·n + t at position t → X (B·n, d).
    Mat<T> forward(const std::vector<int>& ids, int n);
    void backward(const Mat<T>& dX);
    // The last forward's X and the last backward's dX, row by row: gradient × input
    // (model/attribution/GradientAttribution.h) needs ∂L/∂x_p per position, which dE sums over ids.
    const Mat<T>& lastInput() const { return X_; }
    const Mat<T>& lastGradient() const { return dX_; }

private:
    Parameter<T>* E_ = nullptr;  // [V, d]
    T scale_ = T(1);
    bool sinusoidal_ = true;
    Mat<T> PE_;  // (positions seen so far, d), grown on demand
    std::vector<int> ids_;
    Mat<T> X_, dX_;
};

}  // namespace atlas::train
