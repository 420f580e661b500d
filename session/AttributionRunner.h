#pragma once
// The Attribution page's work, off the GUI thread: attention rollout and attention flow of the
// chosen stack from the snapshot's own maps (model/attribution/), and gradient × input and
// gradient × attention through the trainer's backward pass when the model in use is one the trainer
// can load. The trainer needs the weights as a checkpoint, which the loaded Model does not keep:
// the runner tries the candidates it is given (the built-in checkpoints) and takes the one whose
// trainable copy gives the loaded model's own logits on this sentence.

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "CheckpointSource.h"
#include "EigenCore.h"
#include "Snapshot.h"

namespace atlas {

class Model;

namespace train {
template <typename T>
class TrainableTransformer;
}

// Flow solves one max-flow per (output, input) pair: at most this many tokens per map.
inline constexpr int kAttributionMaxTokens = 64;

struct AttributionQuery {
    std::shared_ptr<const views::Snapshot> snapshot;
    views::Stack stack = views::Stack::EncoderSelf;
};

struct AttributionFigures {
    enum class Gradient { Shown, NeedsTrainableModel, TooLong, Failed };
    views::Stack stack = views::Stack::EncoderSelf;
    // Rows: the stack's output positions (its queries); columns: the input tokens it traces to
    // (cross: the source, through the encoder). Masked (causal) cells are NaN.
    views::Grid rollout, flow;
    bool flowTooLong = false;  // more than kAttributionMaxTokens tokens: flow not computed
    // Gradient × input. Rows: decoder positions t (predicting the next token; encoder-only: the
    // source positions, each for the head's guess there), columns: the source tokens
    // (decoder-only: the sequence; cells after t NaN). Signed.
    views::Grid gradient;
    // Gradient × attention of the stack. Rows: decoder positions t, columns: the stack's keys
    // (decoder self-attention: cells after t NaN). Signed. Shown exactly when `gradient` is.
    views::Grid gradientAttention;
    Gradient gradientState = Gradient::NeedsTrainableModel;
};

// The mixing matrices of a stack, bottom first (model/attribution/AttentionRollout.h):
// Â_l = residualMix(head mean) of each self-attention layer; cross: the encoder's layers, then
// C̄, the mean over decoder layers and heads of the cross maps (no residual: a decoder position
// is not a source position).
std::vector<Eigen::MatrixXd> attributionMixes(const views::Snapshot& snapshot, views::Stack stack);

class AttributionRunner {
public:
    AttributionRunner(std::shared_ptr<const Model> model,
                      std::vector<views::CheckpointSource> candidates);
    ~AttributionRunner();

    AttributionFigures run(const AttributionQuery& query, const std::atomic<bool>& cancelled) const;

private:
    // The trainable copy of the model, found once (null: none of the candidates is it).
    train::TrainableTransformer<double>* trainable(const views::Snapshot& snapshot) const;
    void gradient(const views::Snapshot& snapshot, views::Stack stack, AttributionFigures& out,
                  const std::atomic<bool>& cancelled) const;

    std::shared_ptr<const Model> model_;
    std::vector<views::CheckpointSource> candidates_;
    mutable std::mutex mutex_;  // guards the two below
    mutable bool searched_ = false;
    mutable std::unique_ptr<train::TrainableTransformer<double>> trainable_;
};

}  // namespace atlas
