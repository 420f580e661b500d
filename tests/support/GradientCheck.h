#pragma once
// Central finite differences, the yardstick for the trainer's hand-derived gradients (float64).

#include <cstdint>
#include <functional>
#include <string>

#include "train/TrainTensor.h"

namespace gradcheck {

using M = atlas::train::Mat<double>;

// ∂f/∂x_i ≈ (f(x + h·e_i) − f(x − h·e_i)) / 2h for the elements of x (all, or an even spread of
// at most maxElements of them); elements not checked are NaN. x is restored afterwards.
M numerical(M& x, const std::function<double()>& f, int maxElements = -1, double h = 1e-6);

// ‖a − n‖ / max(‖a‖, ‖n‖, 1e-5) over the elements numerical() checked: the tensor's relative
// error. The floor is far above the differences' own rounding noise (~1e-10 for an O(1) loss
// and h = 1e-6) and lets a gradient that is zero by the mathematics (a key bias without rotary
// positions, which adds a constant to a row of scores that the softmax cancels) pass only when
// both sides are below 1e-8.
double relativeError(const M& analytic, const M& numeric);

// Entries uniform in [−scale, scale), the same for a seed on every machine.
M random(int rows, int cols, uint64_t seed, double scale = 1);

}  // namespace gradcheck
