#include "Positions.h"

#include <cmath>
#include <stdexcept>

namespace atlas {

Matrix sinusoidalPositions(int first, int n, int d) {
    Matrix PE(n, d);
    for (int p = 0; p < n; ++p) {
        for (int j = 0; j < d; ++j) {
            const double angle = double(first + p) / std::pow(10000.0, double(2 * (j / 2)) / d);
            PE(p, j) = float(j % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    }
    return PE;
}

void rotaryTables(int width, int positions, double base, std::vector<float>& cos,
                  std::vector<float>& sin) {
    const int half = width / 2;
    cos.resize(size_t(positions) * half);
    sin.resize(cos.size());
    for (int p = 0; p < positions; ++p) {
        for (int i = 0; i < half; ++i) {
            const double angle = p * std::pow(base, -2.0 * i / width);
            cos[size_t(p) * half + i] = float(std::cos(angle));
            sin[size_t(p) * half + i] = float(std::sin(angle));
        }
    }
}

RotaryTable::RotaryTable(int width, int positions, double base)
    : width_(width), positions_(positions) {
    rotaryTables(width, positions, base, cos_, sin_);
}

void RotaryTable::rotate(MatrixRef X, int column, int first) const {
    const int half = width_ / 2;
    if (first < 0 || first + X.rows() > positions_)
        throw std::out_of_range("rotary position beyond max_positions");
    for (Eigen::Index r = 0; r < X.rows(); ++r) {
        const float* c = &cos_[size_t(first + r) * half];
        const float* s = &sin_[size_t(first + r) * half];
        float* u = &X(r, column);
        for (int i = 0; i < half; ++i) {
            const float u1 = u[i], u2 = u[i + half];
            u[i] = u1 * c[i] - u2 * s[i];
            u[i + half] = u2 * c[i] + u1 * s[i];
        }
    }
}

}  // namespace atlas
