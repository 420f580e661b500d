#pragma once
// The learning rate at each step: a linear warm-up from 0 to the peak over `warmup` steps, then
//   cosine:       floor + (peak − floor)·½(1 + cos(π·progress)), progress = (t − warmup)/(total −
//   warmup),
//                 reaching floor = peak·floorRatio at the last step (the default: the run's
//                 length is known, and the end of training then takes small steps);
//   inverse-sqrt: peak·√(warmup/t) (Vaswani et al.), which needs no total.

namespace atlas::train {

struct LearningRateSchedule {
    enum class Decay { Cosine, InverseSqrt };

    double peak = 1e-3;
    int warmup = 0;
    int total = 1;
    Decay decay = Decay::Cosine;
    double floorRatio = 0.1;

    // step counts from 1; past total the cosine stays at its floor.
    double at(int step) const;
};

}  // namespace atlas::train
