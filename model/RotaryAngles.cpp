#include "RotaryAngles.h"

#include <cmath>
#include <stdexcept>

#include "Positions.h"

namespace atlas {

RotaryPlan rotaryPlan(const Config& c, AttentionStack stack, int layer) {
    RotaryPlan plan;
    const int width = c.rotaryWidth();
    if (width == 0) {  // sinusoidal positions: a demonstration over one head's width
        plan.width = c.d_head - c.d_head % 2;
        return plan;
    }
    plan.width = width;
    plan.column = c.isLatent() ? c.d_head : 0;  // head h of MLA is [q_h | q_rh]
    plan.ofModel = true;
    // Transformer::Transformer's rotaryOf: a decoder layer (self and cross) that slides with a
    // base of its own turns by it, unscaled; every other layer by rope_base with its scaling.
    plan.local = stack != AttentionStack::EncoderSelf && c.localRotary(layer);
    plan.base = plan.local ? c.rope_local_base : c.rope_base;
    if (!plan.local) plan.scaling = c.rope_scaling;
    return plan;
}

std::vector<double> frequencies(const RotaryPlan& plan) {
    return rotaryFrequencies(plan.width, plan.base, plan.scaling);
}

void rotate(std::vector<double>& u, const std::vector<double>& theta, double position) {
    const size_t half = theta.size();
    if (u.size() != 2 * half) throw std::invalid_argument("rotate: u is not 2·(r/2) wide");
    // The float RotaryTable of the model computes the same formula from a table; here p is any
    // real, so that the page can undo the model's rotation and turn past its table.
    for (size_t i = 0; i < half; ++i) {
        const double c = std::cos(position * theta[i]), s = std::sin(position * theta[i]);
        const double u1 = u[i], u2 = u[i + half];
        u[i] = u1 * c - u2 * s;
        u[i + half] = u2 * c + u1 * s;
    }
}

double rotatedScore(const std::vector<double>& q, const std::vector<double>& k,
                    const std::vector<double>& theta, double m, double n) {
    std::vector<double> a = q, b = k;
    rotate(a, theta, m);
    rotate(b, theta, n);
    double dot = 0;
    for (size_t j = 0; j < a.size(); ++j) dot += a[j] * b[j];
    return dot;
}

std::vector<double> rotatedScores(const std::vector<double>& q, const std::vector<double>& k,
                                  const std::vector<double>& theta, int size) {
    std::vector<double> out(size_t(size) * size_t(size));
    for (int m = 0; m < size; ++m)
        for (int n = 0; n < size; ++n) out[size_t(m) * size + n] = rotatedScore(q, k, theta, m, n);
    return out;
}

}  // namespace atlas
