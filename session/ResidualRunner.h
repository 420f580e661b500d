#pragma once
// The Residual stream page's model work, off the GUI thread: one pass of the shared model with
// the residual hook on (model/ResidualTrace.h), reduced to norms per token. The recording lives
// in the pass, never in the model, so jobs may overlap with the window's own passes.

#include <atomic>
#include <memory>

#include "ResidualNorms.h"

namespace atlas {

class Model;

class ResidualRunner {
public:
    explicit ResidualRunner(std::shared_ptr<const Model> model);

    ResidualTrace run(const ResidualInput& input, const std::atomic<bool>& cancelled) const;

private:
    std::shared_ptr<const Model> model_;  // the one loaded model, shared and immutable
};

}  // namespace atlas
