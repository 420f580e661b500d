#include "AttributionRunner.h"

#include <limits>

#include "Checkpoint.h"
#include "GridOf.h"
#include "Model.h"
#include "attribution/AttentionFlow.h"
#include "attribution/AttentionRollout.h"
#include "attribution/GradientAttribution.h"
#include "train/TrainableTransformer.h"

namespace atlas {

namespace {

using attribution::MatrixD;
using views::Stack;

MatrixD attributionMatrix(const views::Grid& g) {
    MatrixD M(g.rows, g.cols);
    for (int i = 0; i < g.rows; ++i)
        for (int j = 0; j < g.cols; ++j) M(i, j) = g.at(i, j);
    return M;
}

MatrixD attributionLayerMean(const std::vector<views::Grid>& heads) {
    std::vector<MatrixD> maps;
    for (const views::Grid& h : heads) maps.push_back(attributionMatrix(h));
    return attribution::headMean(maps);
}

std::vector<int> attributionIds(const QVector<views::Token>& tokens) {
    std::vector<int> out;
    for (const views::Token& t : tokens) out.push_back(t.id);
    return out;
}

// The grid of a map, with the cells after their query NaN (masked) where the stack is causal.
views::Grid attributionGrid(const MatrixD& M, bool causal) {
    views::Grid g = views::gridOf(M);
    if (causal)
        for (int i = 0; i < g.rows; ++i)
            for (int j = i + 1; j < g.cols; ++j)
                g.values[size_t(i) * size_t(g.cols) + size_t(j)] =
                    std::numeric_limits<float>::quiet_NaN();
    return g;
}

attribution::GradientInputQuery attributionGradientQuery(const views::Snapshot& s) {
    attribution::GradientInputQuery q;
    if (!s.model.decoderOnly) q.sourceIds = attributionIds(s.source);
    if (!s.model.encoderOnly) q.decoderInput = attributionIds(s.decoderInput);
    return q;
}

// The rows the gradient maps have: the decoder's positions, an encoder-only model's source's.
int attributionGradientRows(const views::Snapshot& s) {
    return int(s.model.encoderOnly ? s.source.size() : s.decoderInput.size());
}

// Whether the trainable copy gives the loaded model's logits on this sentence (float inference
// against double training arithmetic: agreement to 1e-3 of the logits' size).
bool isSameModel(const Model& model, train::TrainableTransformer<double>& trainable,
                 const views::Snapshot& s) {
    const attribution::GradientInputQuery q = attributionGradientQuery(s);
    const Transformer& t = model.transformer();
    const Matrix expected = s.model.encoderOnly   ? t.maskedLmLogits(t.encode(q.sourceIds))
                            : s.model.decoderOnly ? t.causalPass(q.decoderInput)
                                                  : t.teacherForced(q.sourceIds, q.decoderInput);
    const train::Mat<double> got = attribution::decoderLogits(trainable, q);
    if (got.rows() != expected.rows() || got.cols() != expected.cols()) return false;
    const double size = expected.cast<double>().cwiseAbs().maxCoeff() + 1;
    return (got - expected.cast<double>()).cwiseAbs().maxCoeff() < 1e-3 * size;
}

// Cheap refusals before a candidate's weights are read: another shape cannot be this model.
bool isSameShape(const Config& a, const Config& b) {
    return a.vocab_size == b.vocab_size && a.d_model == b.d_model && a.n_heads == b.n_heads &&
           a.n_encoder_layers == b.n_encoder_layers && a.n_decoder_layers == b.n_decoder_layers &&
           a.decoderOnly() == b.decoderOnly() && a.encoderOnly() == b.encoderOnly() &&
           a.isLatent() == b.isLatent() && a.n_kv_heads == b.n_kv_heads;
}

}  // namespace

std::vector<MatrixD> attributionMixes(const views::Snapshot& s, Stack stack) {
    std::vector<MatrixD> mixes;
    const Stack self = stack == Stack::Cross ? Stack::EncoderSelf : stack;
    for (int l = 0; l < s.layers(self); ++l)
        mixes.push_back(
            attribution::residualMix(attributionLayerMean(s.attention[size_t(self)][size_t(l)])));
    if (stack == Stack::Cross && s.layers(Stack::Cross) > 0) {
        MatrixD C = MatrixD::Zero(s.decoderInput.size(), s.source.size());
        for (int l = 0; l < s.layers(Stack::Cross); ++l)
            C += attributionLayerMean(s.attention[size_t(Stack::Cross)][size_t(l)]);
        mixes.push_back(C / double(s.layers(Stack::Cross)));
    }
    return mixes;
}

AttributionRunner::AttributionRunner(std::shared_ptr<const Model> model,
                                     std::vector<views::CheckpointSource> candidates)
    : model_(std::move(model)), candidates_(std::move(candidates)) {}
AttributionRunner::~AttributionRunner() = default;

train::TrainableTransformer<double>* AttributionRunner::trainable(const views::Snapshot& s) const {
    if (searched_ || !model_ || !model_->hubFolder().empty()) return trainable_.get();
    searched_ = true;
    for (const views::CheckpointSource& read : candidates_) {
        try {
            const Checkpoint checkpoint = read();
            if (!isSameShape(checkpoint.config, model_->config())) continue;
            auto copy = std::make_unique<train::TrainableTransformer<double>>(checkpoint);
            if (isSameModel(*model_, *copy, s)) {
                trainable_ = std::move(copy);
                break;
            }
        } catch (const std::exception&) {
            // A candidate this build lacks, or one the trainer refuses: not this model.
        }
    }
    return trainable_.get();
}

void AttributionRunner::gradient(const views::Snapshot& s, Stack stack, AttributionFigures& out,
                                 const std::atomic<bool>& cancelled) const {
    const std::lock_guard lock(mutex_);
    train::TrainableTransformer<double>* model = trainable(s);
    if (!model) {
        out.gradientState = AttributionFigures::Gradient::NeedsTrainableModel;
        return;
    }
    if (attributionGradientRows(s) > kAttributionMaxTokens) {
        out.gradientState = AttributionFigures::Gradient::TooLong;
        return;
    }
    try {
        const attribution::GradientMaps maps =
            attribution::gradientMaps(*model, attributionGradientQuery(s), stack, &cancelled);
        out.gradient = attributionGrid(maps.input, s.model.decoderOnly);
        out.gradientAttention = attributionGrid(maps.attention, stack == Stack::DecoderSelf);
        out.gradientState = AttributionFigures::Gradient::Shown;
    } catch (const std::exception&) {
        out.gradientState = AttributionFigures::Gradient::Failed;
    }
}

AttributionFigures AttributionRunner::run(const AttributionQuery& q,
                                          const std::atomic<bool>& cancelled) const {
    AttributionFigures out;
    out.stack = q.stack;
    if (!q.snapshot || q.snapshot->source.isEmpty()) return out;
    const views::Snapshot& s = *q.snapshot;
    const std::vector<MatrixD> mixes = attributionMixes(s, q.stack);
    if (mixes.empty()) return out;
    const bool causal = q.stack == Stack::DecoderSelf;
    out.rollout = attributionGrid(attribution::rollout(mixes), causal);
    const int tokens = int(std::max(mixes.front().cols(), mixes.back().rows()));
    out.flowTooLong = tokens > kAttributionMaxTokens;
    if (!out.flowTooLong) {
        attribution::AttentionFlow flow(mixes);
        const MatrixD F = flow.map(&cancelled);
        if (cancelled) return out;
        out.flow = attributionGrid(F, causal);
    }
    gradient(s, q.stack, out, cancelled);
    return out;
}

}  // namespace atlas
