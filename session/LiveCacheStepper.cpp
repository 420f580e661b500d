#include "LiveCacheStepper.h"

#include "CausalSnapshot.h"
#include "KvStepper.h"
#include "ModelThreads.h"

namespace atlas::views {

LiveCacheStepper::LiveCacheStepper(std::shared_ptr<const Model> model, const std::string& text) {
    useThreadsFor(*model);
    stepper_ = makeKvStepper(std::move(model), text);
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
    f.lastSeconds = steps.empty() ? 0 : steps.back().seconds;
    for (const KvBlock& block : stepper_->cache().self) f.held.push_back(block.tokens());
    const auto piece = [&](int id) {  // decoder tokens: target pieces
        return QString::fromStdString(model.tokenizer().piece(id, TokenSide::Target));
    };
    f.decoderOnly = f.config.decoderOnly();
    if (f.decoderOnly) {
        f.promptTokens = int(stepper_->prompt().size());
        for (const KvStep& s : steps) f.pieces << piece(s.input);
        if (!steps.empty() && int(steps.size()) >= f.promptTokens)
            f.chosen = piece(steps.back().output);
        return f;
    }
    f.pieces << piece(model.config().bos_id);
    for (const KvStep& s : steps) f.pieces << piece(s.output);
    return f;
}

}  // namespace atlas::views
