#pragma once
// The training loop: batches drawn from the examples in a seeded order, the label-smoothed loss,
// gradients clipped by their global norm, AdamW on the learning-rate schedule.
//
// Threads work data-parallel: each batch is cut into a fixed number of shards, each shard runs
// forward and backward on its own replica of the model (one thread each, in one parallel region
// per step), and the shards' gradients are summed in a fixed order. Fine-grained threading of
// the many small products of a small model spends more time at barriers than computing, and on a
// machine shared with other work far more. The result depends on the shard count, not on the
// thread count: the same seed, data and options give bit-identical weights with 1 or 2 threads.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "AdamW.h"
#include "Batch.h"
#include "LearningRateSchedule.h"
#include "Random.h"
#include "TrainableTransformer.h"

namespace atlas::train {

struct TrainerOptions {
    int batchSize = 32;  // sentence pairs per step
    int steps = 1000;    // the schedule's total
    LearningRateSchedule::Decay decay = LearningRateSchedule::Decay::Cosine;
    double learningRate = 1e-3;  // the peak
    int warmup = 100;
    double minLearningRateRatio = 0.1;  // the cosine's floor as a fraction of the peak
    AdamWOptions adam;
    double clipNorm = 1.0;  // ≤ 0: no clipping
    double labelSmoothing = 0.1;
    double dropout = 0.1;
    uint64_t seed = 1;
    int shards = 2;  // replicas a batch is split across; at most this many threads work
    // Encoder-only (a masked LM): the tokenizer's mask id and the share of pieces masked
    // (MaskingPlan); each epoch masks every example afresh, as RoBERTa's dynamic masking does.
    int maskId = -1;
    double maskRate = 0.15;
};

struct StepReport {
    int step = 0;  // 1, 2, …
    LossValue loss;
    double learningRate = 0;
    double gradNorm = 0;   // before clipping
    long long tokens = 0;  // Batch::tokens()
};

class Trainer {
public:
    // Starts from the checkpoint's weights (a fresh randomCheckpoint or one to continue); keeps
    // its tokenizer for checkpoint(). Throws std::invalid_argument when there is nothing to
    // train on.
    Trainer(const Checkpoint& start, std::vector<Example> examples, TrainerOptions options);

    // One optimiser step on the next batch.
    StepReport step();
    int stepsDone() const { return optimizer_.steps(); }

    // What a checkpoint lacks to continue a run exactly: AdamW's moments and step count, in a
    // safetensors file of its own (with a hash of the weights it belongs with). The batch order
    // and dropout masks are functions of the seed and the step, so they need no state.
    void saveState(const std::string& path) const;
    // Continues the run saved with saveState: construct the Trainer from the checkpoint saved at
    // the same step, with the same examples and options, then load. Throws std::runtime_error
    // when the state belongs to other weights or examples, or another seed, batch or shard count.
    void loadState(const std::string& path);

    // The current weights as a checkpoint for Checkpoint::save.
    Checkpoint checkpoint() const { return replicas_[0]->toCheckpoint(tokenizer_); }
    // The mean loss over examples, without dropout and without touching the gradients.
    LossValue evaluate(const std::vector<Example>& examples);

    const TrainerOptions& options() const { return options_; }

private:
    // One step's batch, as one Batch per shard.
    const std::vector<Batch>& nextBatch();
    // Shuffles the examples into epoch e's batches (the order depends on the seed and e only).
    void planEpoch(int e);
    // Where step `done` + 1 takes its batch from: the epoch and the index in it.
    void seek(int done);
    // FNV-1a fingerprints that tie a saved state to its weights and its data.
    uint64_t weightsHash() const;
    uint64_t examplesHash() const;
    // A batch's examples of epoch e cut into one Batch per replica.
    std::vector<Batch> shard(const std::vector<const Example*>& batch, int e) const;
    // An encoder-only model's masks for `examples`: seeds from (stream, index, the example's
    // place in `all`); nullopt for the other architectures.
    std::optional<MaskingPlan> masking(const std::vector<const Example*>& examples,
                                       const std::vector<Example>& all, uint64_t stream,
                                       uint64_t index) const;

    TrainerOptions options_;
    std::string tokenizer_;
    // Replica 0 holds the weights that are trained; the others get a copy before each step.
    std::vector<std::unique_ptr<TrainableTransformer<float>>> replicas_;
    std::vector<CrossEntropyLoss<float>> losses_;  // one per replica
    AdamW<float> optimizer_;
    LearningRateSchedule schedule_;
    std::vector<Example> examples_;
    int epochNumber_ = -1;                   // the epoch planned in epoch_
    std::vector<std::vector<Batch>> epoch_;  // [batch][shard]
    size_t next_ = 0;
};

// Training tokens per second (source and predicted target tokens, padding excluded) of the
// built-in default model's configuration (DefaultModel.h, MHA) on the generated sentence pairs,
// batches of 32, over a short run of a few seconds on `threads` threads. For `bench`.
double measureTrainingThroughput(int threads);

}  // namespace atlas::train
