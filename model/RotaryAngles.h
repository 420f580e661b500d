#pragma once
// SPEC §2 rotary positions as the Rotary page teaches them: which frequencies θ_i a head turns
// its query and key by, and the rotation R(p) of one vector at any position p, in double. Plain
// std types (a value header the views may see); the frequencies are the model's own
// (rotaryFrequencies of Positions.h, the function the RotaryTable of every layer is built from).

#include <vector>

#include "AttentionStack.h"
#include "Config.h"

namespace atlas {

// The rotation one head's query and key get (Transformer's rotaryOf): its width r, base and
// scaling. `ofModel` false: the model adds sinusoidal positions and rotates nothing, and the plan
// is a demonstration over the head's width d_h with base 10000.
struct RotaryPlan {
    int width = 0;   // r: d_h for RoPE, MLA's d_r
    int column = 0;  // where the rotated part starts in the head's query and key (MLA: d_h)
    double base = 10000;
    RopeScaling scaling;
    bool ofModel = false;
    bool local = false;  // a sliding layer's own base (rope_local_base, Gemma 3), unscaled

    bool operator==(const RotaryPlan&) const = default;
};

RotaryPlan rotaryPlan(const Config& config, AttentionStack stack, int layer);

// θ_i for i = 0 … r/2 − 1, exactly as the model tabulates them.
std::vector<double> frequencies(const RotaryPlan& plan);

// u ← R(p)u: rotate-half pairs (u_i, u_{i+r/2}) turned by pθ_i (SPEC §2, Positions.h), for any
// real p (negative p undoes a rotation), on the 2·θ.size() entries of u.
void rotate(std::vector<double>& u, const std::vector<double>& theta, double position);

// (R(m)q)ᵀ(R(n)k): the rotated part's contribution to the score before the scale s.
double rotatedScore(const std::vector<double>& q, const std::vector<double>& k,
                    const std::vector<double>& theta, double m, double n);

// The same for m, n = 0 … size − 1: row m, column n, row-major.
std::vector<double> rotatedScores(const std::vector<double>& q, const std::vector<double>& k,
                                  const std::vector<double>& theta, int size);

}  // namespace atlas
