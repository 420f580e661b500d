#include "LearningRateSchedule.h"

#include <algorithm>
#include <cmath>

namespace atlas::train {

double LearningRateSchedule::at(int step) const {
    if (step <= warmup) return peak * double(step) / double(std::max(warmup, 1));
    if (decay == Decay::InverseSqrt) return peak * std::sqrt(double(std::max(warmup, 1)) / step);
    const double progress =
        std::min(1.0, double(step - warmup) / double(std::max(total - warmup, 1)));
    const double floor = peak * floorRatio;
    return floor + (peak - floor) * 0.5 * (1 + std::cos(M_PI * progress));
}

}  // namespace atlas::train
