#pragma once
// How a page gets the weights of the model in use when it needs its own copy of them (the
// approximation and kernel runners, the MLA panel): a call that reads the model's file again, or
// builds the built-in model. Called off the GUI thread; empty when there is nothing to read.

#include <functional>

namespace atlas {
struct Checkpoint;
}  // namespace atlas

namespace atlas::views {

using CheckpointSource = std::function<atlas::Checkpoint()>;

}  // namespace atlas::views
