#include "RotaryRunner.h"

#include <stdexcept>

#include "GridOf.h"
#include "Model.h"
#include "approx/HeadRecorder.h"

namespace atlas {

namespace {

// Rows of the plan's r columns of X, each turned back by R(−row) when the model rotated it
// (row i of the pass sits at position i: every pass starts at position 0).
std::vector<std::vector<double>> unrotated(const Matrix& X, const RotaryPlan& plan,
                                           const std::vector<double>& theta) {
    std::vector<std::vector<double>> rows(size_t(X.rows()));
    for (Eigen::Index i = 0; i < X.rows(); ++i) {
        std::vector<double>& u = rows[size_t(i)];
        u.resize(size_t(plan.width));
        for (int j = 0; j < plan.width; ++j) u[size_t(j)] = X(i, plan.column + j);
        if (plan.ofModel) rotate(u, theta, -double(i));
    }
    return rows;
}

}  // namespace

RotaryRunner::RotaryRunner(std::shared_ptr<const Model> model) : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("RotaryRunner: no model");
}
RotaryRunner::~RotaryRunner() = default;

RotaryFigures RotaryRunner::run(const RotaryQuery& q, const std::atomic<bool>& cancelled) const {
    const Transformer& t = model_->transformer();
    const Config& c = model_->config();
    RotaryFigures out{
        q.stack, q.layer, rotaryPlan(c, q.stack, q.layer), {}, 0, c.d_head + c.ropeWidth(), {}, {}};
    out.theta = frequencies(out.plan);
    if (c.positions == PositionKind::Learned) {
        const Matrix P = t.positionTerms(0, std::min(kLearnedPositionsShown, c.max_positions));
        const Eigen::VectorXf norms = P.rowwise().norm().cwiseMax(1e-12f);
        const Matrix unit = norms.asDiagonal().inverse() * P;
        out.positionCosines = views::gridOf(Matrix(unit * unit.transpose()));
    }
    const int layers =
        q.stack == views::Stack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (q.layer < 0 || q.layer >= layers || q.sourceIds.empty() || out.plan.width < 2) return out;
    // The pass of the Kernel page, with MLA evaluated naively: then each head's query and key are
    // [q_h | R q_rh] and [k_h | R k_r], the rotated part in their last d_r columns.
    const approx::HeadRecorder recorder(q.stack, q.layer, c.n_heads);
    const Pass pass{.observer = &recorder, .mla = MlaEvaluation::Naive};
    if (c.decoderOnly())
        t.causalPass(q.decoderInput, nullptr, pass);
    else if (q.stack == views::Stack::EncoderSelf)
        t.encode(q.sourceIds, {}, pass);
    else
        t.teacherForced(q.sourceIds, q.decoderInput, {}, pass);
    if (cancelled) return out;
    for (const approx::HeadRecord& r : recorder.heads()) {
        if (!r.seen) return {q.stack, q.layer, out.plan, out.theta, 0, out.dQK, {}, {}};
        out.scale = r.scale;
        out.heads.push_back(
            {unrotated(r.Q, out.plan, out.theta), unrotated(r.K, out.plan, out.theta)});
    }
    return out;
}

}  // namespace atlas
