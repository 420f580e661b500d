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

std::vector<double> rotaryFrequencies(int width, double base, const RopeScaling& scaling) {
    std::vector<double> theta(size_t(width / 2));
    for (size_t i = 0; i < theta.size(); ++i) theta[i] = std::pow(base, -2.0 * double(i) / width);
    using Type = RopeScaling::Type;
    if (scaling.type == Type::Linear)  // _compute_linear_scaling_rope_parameters: θ / factor
        for (double& t : theta) t /= scaling.factor;
    if (scaling.type == Type::Llama3) {
        // _compute_llama3_parameters (modeling_rope_utils.py): wavelengths longer than the
        // original context / low_freq_factor are slowed by `factor`, shorter than it /
        // high_freq_factor kept, and those between blended smoothly.
        const double old = scaling.original_max_positions;
        const double lowWavelen = old / scaling.low_freq_factor;
        const double highWavelen = old / scaling.high_freq_factor;
        for (double& t : theta) {
            const double wavelen = 2 * M_PI / t;
            if (wavelen > lowWavelen) {
                t /= scaling.factor;
            } else if (!(wavelen < highWavelen)) {
                const double smooth = (old / wavelen - scaling.low_freq_factor) /
                                      (scaling.high_freq_factor - scaling.low_freq_factor);
                t = (1 - smooth) * t / scaling.factor + smooth * t;
            }
        }
    }
    return theta;
}

void rotaryTables(int width, int positions, double base, std::vector<float>& cos,
                  std::vector<float>& sin, const RopeScaling& scaling) {
    const int half = width / 2;
    const std::vector<double> theta = rotaryFrequencies(width, base, scaling);
    cos.resize(size_t(positions) * half);
    sin.resize(cos.size());
    for (int p = 0; p < positions; ++p) {
        for (int i = 0; i < half; ++i) {
            const double angle = p * theta[size_t(i)];
            cos[size_t(p) * half + i] = float(std::cos(angle));
            sin[size_t(p) * half + i] = float(std::sin(angle));
        }
    }
}

RotaryTable::RotaryTable(int width, int positions, double base, const RopeScaling& scaling)
    : width_(width), positions_(positions) {
    rotaryTables(width, positions, base, cos_, sin_, scaling);
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
