#include "GradientAttribution.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace atlas::attribution {

namespace {

using train::Batch;

// An encoder-only model's one text, every position a target row, each row's target the masked-LM
// head's arg-max there (a mask's filling, BertForMaskedLM's fill-mask guess): one forward pass
// finds them.
Batch encoderOnlyBatch(train::TrainableTransformer<double>& model, const GradientInputQuery& q) {
    if (q.sourceIds.empty() || !q.decoderInput.empty())
        throw std::invalid_argument("gradient attribution: an encoder-only model reads a source");
    Batch b;
    const int n = int(q.sourceIds.size());
    b.source = {1, n, {n}};
    b.sourceIds = q.sourceIds;
    for (int t = 0; t < n; ++t) b.targetRows.push_back(t);
    const train::Mat<double> logits = model.forward(b);
    for (int t = 0; t < n; ++t) {
        Eigen::Index best = 0;
        logits.row(t).maxCoeff(&best);
        b.targetIds.push_back(int(best));
    }
    return b;
}

// One sequence, every decoder position a target row: position t predicts decoderInput[t+1],
// the last one eos (SPEC §2 "Tokens").
Batch attributionBatch(train::TrainableTransformer<double>& model, const GradientInputQuery& q) {
    const Config& c = model.config();
    if (c.encoderOnly()) return encoderOnlyBatch(model, q);
    if (q.decoderInput.empty())
        throw std::invalid_argument("gradient attribution: no decoder input");
    if (c.decoderOnly() != q.sourceIds.empty())
        throw std::invalid_argument("gradient attribution: source ids and architecture disagree");
    Batch b;
    const int m = int(q.decoderInput.size());
    b.decoder = {1, m, {m}};
    b.decoderIds = q.decoderInput;
    if (!c.decoderOnly()) {
        const int n = int(q.sourceIds.size());
        b.source = {1, n, {n}};
        b.sourceIds = q.sourceIds;
    }
    for (int t = 0; t < m; ++t) {
        b.targetRows.push_back(t);
        b.targetIds.push_back(t + 1 < m ? q.decoderInput[size_t(t) + 1] : c.eos_id);
    }
    return b;
}

// Row t of the log-softmax of the logits, and its gradient e_y − softmax.
Eigen::RowVectorXd attributionLogSoftmax(const Eigen::RowVectorXd& logits) {
    const double m = logits.maxCoeff();
    const double logZ = m + std::log((logits.array() - m).exp().sum());
    return (logits.array() - logZ).matrix();
}

// While alive, the stack's layers keep P ⊙ dP; on the way out (an exception too) they stop, and
// the parameter gradients, a by-product of the backward passes, are cleared.
class KeptAttentionGradient {
public:
    KeptAttentionGradient(train::TrainableTransformer<double>& model, AttentionStack stack)
        : model_(model), layers_(model.attentionLayers(stack)) {
        for (train::AttentionLayer<double>* layer : layers_) layer->keepAttentionGradient(true);
    }
    ~KeptAttentionGradient() {
        for (train::AttentionLayer<double>* layer : layers_) layer->keepAttentionGradient(false);
        model_.parameters().zeroGrad();
    }
    KeptAttentionGradient(const KeptAttentionGradient&) = delete;
    KeptAttentionGradient& operator=(const KeptAttentionGradient&) = delete;
    const std::vector<train::AttentionLayer<double>*>& layers() const { return layers_; }

private:
    train::TrainableTransformer<double>& model_;
    std::vector<train::AttentionLayer<double>*> layers_;
};

}  // namespace

train::Mat<double> decoderLogits(train::TrainableTransformer<double>& model,
                                 const GradientInputQuery& query) {
    return model.forward(attributionBatch(model, query));
}

double targetLogProbability(train::TrainableTransformer<double>& model,
                            const GradientInputQuery& query, int position) {
    const Batch batch = attributionBatch(model, query);
    const train::Mat<double> logits = model.forward(batch);
    return attributionLogSoftmax(logits.row(position))(batch.targetIds[size_t(position)]);
}

GradientMaps gradientMaps(train::TrainableTransformer<double>& model,
                          const GradientInputQuery& query, AttentionStack stack,
                          const std::atomic<bool>* cancelled) {
    const Batch batch = attributionBatch(model, query);
    const bool decoderOnly = model.config().decoderOnly();
    const int rows = int(batch.targetRows.size());
    const int inputs = decoderOnly ? rows : int(query.sourceIds.size());
    const int keys = stack == AttentionStack::DecoderSelf ? rows : inputs;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    GradientMaps out{MatrixD::Constant(rows, inputs, nan), MatrixD::Constant(rows, keys, nan)};
    const KeptAttentionGradient kept(model, stack);
    for (int t = 0; t < rows; ++t) {
        if (cancelled && *cancelled) break;
        // A fresh forward per row: backward reads the caches of the forward before it.
        const train::Mat<double> logits = model.forward(batch);
        const Eigen::RowVectorXd p = attributionLogSoftmax(logits.row(t)).array().exp().matrix();
        train::Mat<double> dLogits = train::Mat<double>::Zero(logits.rows(), logits.cols());
        dLogits.row(t) = -p;  // ∂ log p_y / ∂ logits = e_y − softmax
        dLogits(t, batch.targetIds[size_t(t)]) += 1;
        model.backward(dLogits);
        const auto& embedding = decoderOnly ? model.targetEmbedding() : model.sourceEmbedding();
        const train::Mat<double>& X = embedding.lastInput();
        const train::Mat<double>& dX = embedding.lastGradient();
        for (int j = 0; j < inputs; ++j) out.input(t, j) = X.row(j).dot(dX.row(j));
        // Σ over layers, heads and query rows of P ⊙ ∂/∂P: one batch row, so [h] is head h.
        out.attention.row(t).setZero();
        for (const train::AttentionLayer<double>* layer : kept.layers())
            for (const train::Mat<double>& PdP : layer->attentionGradient())
                out.attention.row(t) += PdP.colwise().sum();
    }
    return out;
}

}  // namespace atlas::attribution
