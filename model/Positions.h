#pragma once
// SPEC §2: sinusoidal encodings added to the embeddings, and rotary positions (rotate-half).

#include <vector>

#include "Config.h"
#include "Tensor.h"

namespace atlas {

// PE[p, 2i] = sin(p / 10000^{2i/d}), PE[p, 2i+1] = cos(p / 10000^{2i/d}) for p = first … first+n−1.
Matrix sinusoidalPositions(int first, int n, int d);

// θ_i = base^{−2i/r} for i < r/2, changed as `scaling` says (docs/format.md "Rotary scaling").
std::vector<double> rotaryFrequencies(int width, double base, const RopeScaling& scaling = {});

// The angles pθ_i as (positions, r/2) tables of cos and sin, computed in double and rounded to
// float once, so that every user of rotary positions agrees to the bit.
void rotaryTables(int width, int positions, double base, std::vector<float>& cos,
                  std::vector<float>& sin, const RopeScaling& scaling = {});

// cos(pθ) and sin(pθ) for θ_i = base^{−2i/r}, tabulated once per width and positions.
class RotaryTable {
public:
    RotaryTable() = default;
    RotaryTable(int width, int positions, double base, const RopeScaling& scaling = {});

    int width() const { return width_; }
    // rot(u, p) = u ⊙ cos(pθ) + [−u₂, u₁] ⊙ sin(pθ), in place on `width` columns from `column`
    // of every row, row i being at position first + i.
    void rotate(MatrixRef X, int column, int first) const;

private:
    int width_ = 0;
    int positions_ = 0;
    std::vector<float> cos_, sin_;  // (positions, width/2)
};

}  // namespace atlas
