#pragma once
// docs/reliability.md's promise that a model computing NaN is refused at load: finite weights and a
// valid configuration can still overflow (weights of 1e30 multiplied together), and one NaN spreads
// through every softmax after it, which no view can colour and `approx` would score as error 0.

#include "Transformer.h"

namespace atlas {

// Runs a two-token source and a two-token decoder input (one each when max_positions is 1)
// through the model with every map kept; throws CheckpointError naming the first output that is
// not finite ("encoder layer 0 head 3 attention", "decoder logits", …).
void requireFiniteProbe(const Transformer& transformer);

}  // namespace atlas
