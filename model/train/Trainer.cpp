#include "Trainer.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "DefaultModel.h"
#include "ParallelErrors.h"
#include "Safetensors.h"
#include "SentencePairs.h"
#include "Tensor.h"
#include "Tokenizer.h"
#include "TrainingData.h"

namespace atlas::train {

namespace {

// Sentences of similar length batched together waste less on padding; a window of this many
// batches is sorted by length before it is cut, and the batches are then shuffled.
constexpr int kBucketBatches = 16;

constexpr const char* kStateFormat = "attention-atlas-trainer-state/1";

// Independent generators for the batch order of each epoch and the dropout masks of each step.
constexpr uint64_t kOrderStream = 1, kDropoutStream = 2, kMaxShards = 1 << 16;
// And for an encoder-only model's masks: each epoch's, and the fixed ones evaluate() scores.
constexpr uint64_t kMaskStream = 3, kEvaluationMaskStream = 4;

uint64_t streamSeed(uint64_t seed, uint64_t stream, uint64_t index) {
    return mixSeed(mixSeed(seed ^ mixSeed(stream)) ^ mixSeed(index));
}

constexpr uint64_t kFnvOffset = 0xcbf29ce484222325ULL;

uint64_t fnv1a(uint64_t h, const void* data, size_t bytes) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < bytes; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

template <typename Item>
void shuffle(std::vector<Item>& items, Random& random) {  // Fisher–Yates
    for (size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[random.index(i)]);
}

std::vector<std::unique_ptr<TrainableTransformer<float>>> makeReplicas(
    const Checkpoint& start, const TrainerOptions& options) {
    std::vector<std::unique_ptr<TrainableTransformer<float>>> replicas;
    for (int k = 0; k < std::max(1, options.shards); ++k)
        replicas.push_back(std::make_unique<TrainableTransformer<float>>(start, options.dropout));
    return replicas;
}

}  // namespace

Trainer::Trainer(const Checkpoint& start, std::vector<Example> examples, TrainerOptions options)
    : options_(options),
      tokenizer_(start.tokenizer),
      replicas_(makeReplicas(start, options)),
      losses_(replicas_.size(), CrossEntropyLoss<float>(options.labelSmoothing)),
      optimizer_(replicas_[0]->parameters(), options.adam),
      schedule_{options.learningRate, options.warmup, options.steps, options.decay,
                options.minLearningRateRatio},
      examples_(std::move(examples)) {
    if (examples_.empty()) throw std::invalid_argument("no training examples");
    if (options_.batchSize < 1) throw std::invalid_argument("batch size must be at least 1");
}

void Trainer::planEpoch(int e) {
    Random order(streamSeed(options_.seed, kOrderStream, uint64_t(e)));
    std::vector<const Example*> examples;
    for (const Example& example : examples_) examples.push_back(&example);
    shuffle(examples, order);
    const size_t B = size_t(options_.batchSize), window = B * kBucketBatches;
    auto shorter = [](const Example* a, const Example* b) {
        return a->source.size() + a->target.size() < b->source.size() + b->target.size();
    };
    epoch_.clear();
    for (size_t start = 0; start < examples.size(); start += window) {
        const size_t end = std::min(examples.size(), start + window);
        std::stable_sort(examples.begin() + start, examples.begin() + end, shorter);
        for (size_t first = start; first < end; first += B)
            epoch_.push_back(
                shard(std::vector<const Example*>(examples.begin() + first,
                                                  examples.begin() + std::min(end, first + B)),
                      e));
    }
    shuffle(epoch_, order);
    epochNumber_ = e;
    next_ = 0;
}

void Trainer::seek(int done) {
    // Every epoch holds the same number of batches: one planned epoch gives the arithmetic.
    planEpoch(0);
    const int perEpoch = int(epoch_.size());
    if (done / perEpoch != 0) planEpoch(done / perEpoch);
    next_ = size_t(done % perEpoch);
}

std::optional<MaskingPlan> Trainer::masking(const std::vector<const Example*>& examples,
                                            const std::vector<Example>& all, uint64_t stream,
                                            uint64_t index) const {
    const Config& c = replicas_[0]->config();
    if (!c.encoderOnly()) return std::nullopt;
    if (options_.maskId < 0 || options_.maskId >= c.vocab_size)
        throw std::invalid_argument(
            "an encoder-only model trains with a mask id its vocabulary has");
    MaskingPlan plan;
    plan.maskId = options_.maskId;
    plan.firstPiece = 1 + std::max({c.pad_id, c.unk_id, c.bos_id, c.eos_id, options_.maskId});
    plan.vocab = c.vocab_size;
    plan.rate = options_.maskRate;
    for (const Example* e : examples)
        plan.seeds.push_back(
            streamSeed(options_.seed, stream, index * all.size() + uint64_t(e - all.data())));
    return plan;
}

std::vector<Batch> Trainer::shard(const std::vector<const Example*>& batch, int e) const {
    // Consecutive (so similar) lengths per shard: each pads only to its own longest.
    const size_t per = (batch.size() + replicas_.size() - 1) / replicas_.size();
    std::vector<Batch> shards;
    for (size_t first = 0; first < batch.size(); first += per) {
        const auto begin = batch.begin() + first;
        const std::vector<const Example*> part(begin, begin + std::min(per, batch.size() - first));
        const auto plan = masking(part, examples_, kMaskStream, uint64_t(e));
        shards.push_back(Batch::make(part, replicas_[0]->config(), plan ? &*plan : nullptr));
    }
    return shards;
}

const std::vector<Batch>& Trainer::nextBatch() {
    if (epochNumber_ < 0 || next_ >= epoch_.size()) planEpoch(epochNumber_ + 1);
    return epoch_[next_++];
}

StepReport Trainer::step() {
    const std::vector<Batch>& shards = nextBatch();
    const int used = int(shards.size());
    ParameterSet<float>& params = replicas_[0]->parameters();
    double targets = 0;
    for (const Batch& shard : shards) targets += double(shard.targetIds.size());
    for (int k = 1; k < used; ++k) {  // the replicas start from the weights being trained
        auto p = replicas_[k]->parameters().begin();
        for (const Parameter<float>& master : params) (p++)->value = master.value;
    }
    std::vector<LossValue> parts(used);
    const uint64_t step = uint64_t(optimizer_.steps());
    ParallelErrors errors;
#pragma omp parallel for schedule(static, 1) num_threads(std::max(1, std::min(used, threadCount())))
    for (int k = 0; k < used; ++k)
        errors.run([&] {
            replicas_[k]->parameters().zeroGrad();
            // The masks of step t, shard k: the same whether the run was resumed or not.
            Random dropout(
                streamSeed(options_.seed, kDropoutStream, step * kMaxShards + uint64_t(k)));
            // Each shard's mean loss weighs its share of the targets: together, the batch's mean.
            parts[k] = replicas_[k]->computeGradients(shards[k], losses_[k],
                                                      options_.dropout > 0 ? &dropout : nullptr,
                                                      double(shards[k].targetIds.size()) / targets);
        });
    errors.rethrow();
    StepReport report;
    for (int k = 0; k < used; ++k) {  // in a fixed order, so the sum is the same every run
        if (k > 0) {
            auto p = replicas_[k]->parameters().begin();
            for (Parameter<float>& master : params) master.grad += (p++)->grad;
        }
        report.loss.loss += parts[k].loss * double(parts[k].tokens) / targets;
        report.loss.nll += parts[k].nll * double(parts[k].tokens) / targets;
        report.loss.tokens += parts[k].tokens;
        report.tokens += shards[k].tokens();
    }
    report.gradNorm = params.gradNorm();
    if (options_.clipNorm > 0 && report.gradNorm > options_.clipNorm)
        params.scaleGrad(float(options_.clipNorm / report.gradNorm));
    report.step = optimizer_.steps() + 1;
    report.learningRate = schedule_.at(report.step);
    optimizer_.step(report.learningRate);
    return report;
}

LossValue Trainer::evaluate(const std::vector<Example>& examples) {
    TrainableTransformer<float>& model = *replicas_[0];
    LossValue total;
    const size_t B = size_t(options_.batchSize);
    for (size_t start = 0; start < examples.size(); start += B) {
        std::vector<const Example*> chunk;
        for (size_t i = start; i < std::min(examples.size(), start + B); ++i)
            chunk.push_back(&examples[i]);
        const auto plan = masking(chunk, examples, kEvaluationMaskStream, 0);
        const Batch batch = Batch::make(chunk, model.config(), plan ? &*plan : nullptr);
        CrossEntropyLoss<float> loss(options_.labelSmoothing);
        const LossValue part = loss.forward(model.forward(batch), batch.targetIds);
        total.loss += part.loss * double(part.tokens);
        total.nll += part.nll * double(part.tokens);
        total.tokens += part.tokens;
    }
    if (total.tokens) {
        total.loss /= double(total.tokens);
        total.nll /= double(total.tokens);
    }
    return total;
}

uint64_t Trainer::weightsHash() const {
    uint64_t h = kFnvOffset;
    for (const Parameter<float>& p : replicas_[0]->parameters())
        h = fnv1a(h, p.value.data(), size_t(p.value.size()) * sizeof(float));
    return h;
}

uint64_t Trainer::examplesHash() const {
    uint64_t h = kFnvOffset;
    for (const Example& e : examples_) {
        const int lengths[2] = {int(e.source.size()), int(e.target.size())};
        h = fnv1a(h, lengths, sizeof lengths);
        h = fnv1a(h, e.source.data(), e.source.size() * sizeof(int));
        h = fnv1a(h, e.target.data(), e.target.size() * sizeof(int));
    }
    return h;
}

void Trainer::saveState(const std::string& path) const {
    SafetensorsWriter writer;
    writer.setMetadata("format", kStateFormat);
    writer.setMetadata("step", std::to_string(optimizer_.steps()));
    writer.setMetadata("seed", std::to_string(options_.seed));
    writer.setMetadata("shards", std::to_string(replicas_.size()));
    writer.setMetadata("weights_fnv1a", std::to_string(weightsHash()));
    writer.setMetadata("examples_fnv1a", std::to_string(examplesHash()));
    writer.setMetadata("batch", std::to_string(options_.batchSize));
    size_t i = 0;
    for (const Parameter<float>& p : replicas_[0]->parameters()) {
        const std::vector<long long> shape{p.value.rows(), p.value.cols()};
        const Mat<float>& m = optimizer_.firstMoments()[i];
        const Mat<float>& v = optimizer_.secondMoments()[i++];
        writer.addFloats("adam_m." + p.name, DType::F32, shape, {m.data(), size_t(m.size())});
        writer.addFloats("adam_v." + p.name, DType::F32, shape, {v.data(), size_t(v.size())});
    }
    writer.write(path);
}

void Trainer::loadState(const std::string& path) {
    const SafetensorsFile file = SafetensorsFile::load(path);
    auto meta = [&](const std::string& key) {
        const auto it = file.metadata().find(key);
        if (it == file.metadata().end()) throw std::runtime_error(path + ": no '" + key + "'");
        return it->second;
    };
    if (meta("format") != kStateFormat) throw std::runtime_error(path + ": not a trainer state");
    if (meta("weights_fnv1a") != std::to_string(weightsHash()))
        throw std::runtime_error(path + ": saved with other weights than the checkpoint's");
    // The batch order of the steps to come depends on all of these.
    if (meta("seed") != std::to_string(options_.seed) ||
        meta("shards") != std::to_string(replicas_.size()) ||
        meta("batch") != std::to_string(options_.batchSize) ||
        meta("examples_fnv1a") != std::to_string(examplesHash()))
        throw std::runtime_error(path +
                                 ": saved with another seed, batch size, shard count or corpus");
    std::vector<Mat<float>> m, v;
    for (const Parameter<float>& p : replicas_[0]->parameters()) {
        for (auto* moments : {&m, &v}) {
            const std::string name = (moments == &m ? "adam_m." : "adam_v.") + p.name;
            const std::vector<float> values = file.floats(name);
            if (values.size() != size_t(p.value.size()))
                throw std::runtime_error(path + ": tensor '" + name + "' of the wrong size");
            moments->push_back(
                Eigen::Map<const Mat<float>>(values.data(), p.value.rows(), p.value.cols()));
        }
    }
    const int steps = std::stoi(meta("step"));
    optimizer_.restore(steps, std::move(m), std::move(v));
    seek(steps);
}

double measureTrainingThroughput(int threads) {
    using Clock = std::chrono::steady_clock;
    const int previousThreads = threadCount();
    setThreadCount(threads);
    const Checkpoint start = makeDefaultModel(AttentionKind::MHA);
    const Tokenizer tokenizer(start.tokenizer);
    const std::vector<Example> examples =
        encodePairs(tokenizer, generateSentencePairs(2000, 7), start.config);
    TrainerOptions options;
    options.steps = 1000;
    Trainer trainer(start, examples, options);
    for (int i = 0; i < 2; ++i) trainer.step();  // warm-up: first allocations
    long long tokens = 0;
    int steps = 0;
    const auto t0 = Clock::now();
    double seconds = 0;
    while (steps < 5 || seconds < 3.0) {
        tokens += trainer.step().tokens;
        ++steps;
        seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    }
    setThreadCount(previousThreads);
    return double(tokens) / seconds;
}

}  // namespace atlas::train
