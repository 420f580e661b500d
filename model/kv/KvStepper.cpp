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

KvStepper::KvStepper(std::shared_ptr<const Model> model, std::vector<int> prompt, int maxNewTokens)
    : model_(std::move(model)), prompt_(std::move(prompt)) {
    const Transformer& t = model_->transformer();
    if (prompt_.empty()) throw std::invalid_argument("KvStepper: an empty prompt");
    limit_ = greedyLimit_ =
        std::min(int(prompt_.size()) + std::max(maxNewTokens, 0), t.config().max_positions);
    state_ = t.startDecoding(limit_);
    initial_ = measured();
}

bool KvStepper::finished() const {
    if (int(steps_.size()) >= limit_) return true;
    if (steps_.empty()) return false;
    if (prompt_.empty()) return steps_.back().output == model_->config().eos_id;
    return steps_.size() >= prompt_.size() && isStop(model_->transformer(), steps_.back().output);
}

const KvStep& KvStepper::step() {
    if (finished()) throw std::logic_error("KvStepper: decoding has finished");
    KvStep s;
    s.step = int(steps_.size()) + 1;
    const size_t t = steps_.size();
    s.input = t < prompt_.size() ? prompt_[t]
              : steps_.empty()   ? model_->config().bos_id
                                 : steps_.back().output;
    const auto start = std::chrono::steady_clock::now();
    const Matrix logits =
        model_->transformer().decode(state_, {s.input},
                                     {recordAttention_ ? &s.selfAttention : nullptr,
                                      recordAttention_ ? &s.crossAttention : nullptr});
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::vector<int> input;  // the decoder input so far, this step's included, for the rules
    for (const KvStep& done : steps_) input.push_back(done.input);
    input.push_back(s.input);
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
