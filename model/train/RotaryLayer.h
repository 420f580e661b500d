#pragma once
// SPEC §2 rotary positions (rotate-half) and their gradient. rot(u, p) = u ⊙ cos(pθ) +
// [−u₂, u₁] ⊙ sin(pθ) is an orthogonal map, so the gradient passes back through its transpose,
// the rotation by −pθ. Mirrors RotaryTable of the inference library, in T and with backward.

#include <vector>

#include "TrainTensor.h"

namespace atlas::train {

template <typename T>
class RotaryLayer {
public:
    RotaryLayer() = default;
    // θ_i = base^{−2i/width}, tabulated for positions 0 … positions−1.
    RotaryLayer(int width, int positions, double base);

    int width() const { return width_; }
    // Rotates `width` columns from `column` in place; row r is at position r mod n (a batch of
    // sequences padded to n, each starting at position 0).
    void forward(Ref<T> X, int column, int n) const { rotate(X, column, n, T(1)); }
    void backward(Ref<T> dX, int column, int n) const { rotate(dX, column, n, T(-1)); }

private:
    void rotate(Ref<T> X, int column, int n, T direction) const;

    int width_ = 0;
    int positions_ = 0;
    std::vector<T> cos_, sin_;  // (positions, width/2)
};

}  // namespace atlas::train
