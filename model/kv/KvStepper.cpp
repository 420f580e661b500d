#include "KvStepper.h"

#include <chrono>
#include <stdexcept>

#include "Greedy.h"

namespace atlas {

KvStepper::KvStepper(std::shared_ptr<const Model> model, const std::string& sourceText)
    : model_(std::move(model)), sourceIds_(model_->sourceIds(sourceText)) {
    const Transformer& t = model_->transformer();
    limit_ = greedyLimit_ = greedyLimit(t, int(sourceIds_.size()));
    state_ = t.startDecoding(t.encode(sourceIds_), limit_ + 1);
    initial_ = measured();
}

bool KvStepper::finished() const {
    if (int(steps_.size()) >= limit_) return true;
    return !steps_.empty() && steps_.back().output == model_->config().eos_id;
}

const KvStep& KvStepper::step() {
    if (finished()) throw std::logic_error("KvStepper: decoding has finished");
    KvStep s;
    s.step = int(steps_.size()) + 1;
    s.input = steps_.empty() ? model_->config().bos_id : steps_.back().output;
    const auto start = std::chrono::steady_clock::now();
    const Matrix logits =
        model_->transformer().decode(state_, {s.input},
                                     {recordAttention_ ? &s.selfAttention : nullptr,
                                      recordAttention_ ? &s.crossAttention : nullptr});
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::vector<int> input{model_->config().bos_id};  // the decoder input so far, for the rules
    for (const KvStep& done : steps_) input.push_back(done.output);
    s.output = nextToken(model_->transformer(), input, logits.bottomRows(1));
    steps_.push_back(std::move(s));
    steps_.back().measured = measured();
    steps_.back().analytic = analytic();
    return steps_.back();
}

CacheBytes KvStepper::measured() const {
    return {(long long)state_.cache.selfBytes(), (long long)state_.cache.crossBytes()};
}

CacheBytes KvStepper::analytic() const {
    return analyticCacheBytes(model_->config(), (long long)sourceIds_.size(),
                              (long long)steps_.size());
}

}  // namespace atlas
