#include "ResidualRunner.h"

#include <stdexcept>

#include "Model.h"
#include "ResidualTrace.h"

namespace atlas {

ResidualRunner::ResidualRunner(std::shared_ptr<const Model> model) : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("ResidualRunner: no model");
}

ResidualTrace ResidualRunner::run(const ResidualInput& input,
                                  const std::atomic<bool>& cancelled) const {
    if (input.decoderInput.empty() && (input.decoder || model_->config().decoderOnly())) return {};
    if (input.sourceIds.empty() && !model_->config().decoderOnly()) return {};
    return traceResidual(model_->transformer(), input, &cancelled);
}

}  // namespace atlas
