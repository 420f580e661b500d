#pragma once
// One trainable tensor of the checkpoint, by its SPEC §3 name, with its gradient.

#include <string>

#include "TrainTensor.h"

namespace atlas::train {

template <typename T>
struct Parameter {
    std::string name;    // SPEC §3 tensor name, e.g. "decoder.layers.1.cross_attn.q_proj.weight"
    Mat<T> value;        // [out, in] for a weight; (1, n) for a bias, gain or norm bias
    Mat<T> grad;         // same shape; backward adds into it, ParameterSet::zeroGrad clears it
    bool decay = false;  // AdamW decays the matrices only, not biases and norm gains
};

}  // namespace atlas::train
