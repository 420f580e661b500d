#pragma once
// Inverted dropout: each element is zeroed with probability p and the rest scaled by 1/(1−p),
// so nothing changes at inference. The mask comes from the trainer's own seeded generator, one
// draw per element in row order, so a seed fixes every mask.

#include "Random.h"
#include "TrainTensor.h"

namespace atlas::train {

template <typename T>
class Dropout {
public:
    explicit Dropout(double rate = 0) : rate_(rate) {}

    // random null (evaluation, gradient checks) or rate 0: the identity.
    Mat<T> forward(const Mat<T>& X, Random* random);
    Mat<T> backward(const Mat<T>& dY) const;

private:
    double rate_;
    Mat<T> mask_;  // 0 or 1/(1−p); empty when the last forward was the identity
};

}  // namespace atlas::train
