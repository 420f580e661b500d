#include "LiveCacheStepper.h"

#include "KvStepper.h"
#include "ModelThreads.h"

namespace atlas::views {

LiveCacheStepper::LiveCacheStepper(std::shared_ptr<const Model> model, const std::string& text) {
    useThreadsFor(*model);
    stepper_ = std::make_unique<KvStepper>(std::move(model), text);
}

LiveCacheStepper::~LiveCacheStepper() = default;

void LiveCacheStepper::step() {
    useThreadsFor(stepper_->model());
    if (!stepper_->finished()) stepper_->step();
}

LiveCacheFrame LiveCacheStepper::frame() const {
    LiveCacheFrame f;
    const Model& model = stepper_->model();
    f.config = model.config();
    f.sourceTokens = (long long)stepper_->sourceIds().size();
    f.limit = stepper_->limit();
    f.finished = stepper_->finished();
    const auto& steps = stepper_->steps();
    f.measured.push_back(stepper_->initial());
    for (const KvStep& s : steps) f.measured.push_back(s.measured);
    for (int t = 0; t <= f.limit; ++t)
        f.analytic.push_back(analyticCacheBytes(f.config, f.sourceTokens, t));
    f.pieces << QString::fromStdString(model.tokenizer().piece(model.config().bos_id));
    for (const KvStep& s : steps)
        f.pieces << QString::fromStdString(model.tokenizer().piece(s.output));
    f.lastSeconds = steps.empty() ? 0 : steps.back().seconds;
    return f;
}

}  // namespace atlas::views
