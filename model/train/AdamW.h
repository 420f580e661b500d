#pragma once
// AdamW (Loshchilov & Hutter): Adam's moment estimates with weight decay decoupled from the
// gradient. For each parameter θ with gradient g, at step t (1, 2, …):
//   m = β₁m + (1−β₁)g,  v = β₂v + (1−β₂)g²,  m̂ = m/(1−β₁ᵗ),  v̂ = v/(1−β₂ᵗ),
//   θ ← θ − lr·(m̂/(√v̂ + ε) + λθ)   with λ = 0 for biases and norm gains (Parameter::decay).

#include <vector>

#include "ParameterSet.h"

namespace atlas::train {

struct AdamWOptions {
    double beta1 = 0.9;
    double beta2 = 0.98;  // Vaswani et al.: forgets faster than 0.999 early in training
    double eps = 1e-9;
    double weightDecay = 0.01;
};

template <typename T>
class AdamW {
public:
    AdamW(ParameterSet<T>& params, AdamWOptions options = {});

    // One update of every parameter from its gradient at learning rate lr.
    void step(double lr);
    int steps() const { return t_; }

    // m and v in the ParameterSet's order, and the step count: what a resumed run restores.
    const std::vector<Mat<T>>& firstMoments() const { return m_; }
    const std::vector<Mat<T>>& secondMoments() const { return v_; }
    // Throws std::invalid_argument when the shapes are not the parameters'.
    void restore(int steps, std::vector<Mat<T>> m, std::vector<Mat<T>> v);

private:
    ParameterSet<T>& params_;
    AdamWOptions options_;
    int t_ = 0;
    std::vector<Mat<T>> m_, v_;  // in the ParameterSet's order
};

}  // namespace atlas::train
