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

private:
    Parameter<T>* E_ = nullptr;  // [V, d]
    T scale_ = T(1);
    bool sinusoidal_ = true;
    Mat<T> PE_;  // (positions seen so far, d), grown on demand
    std::vector<int> ids_;
};

}  // namespace atlas::train
