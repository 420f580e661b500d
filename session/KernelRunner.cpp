#include "KernelRunner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "GridOf.h"
#include "MaskedSoftmax.h"
#include "Model.h"
#include "approx/HeadRecorder.h"
#include "approx/Temperature.h"

namespace atlas {

namespace {

// The entropy curve of the page's chart: τ from 1/8 to 8, eight steps an octave, τ = 1 among
// them. 49 softmaxes of the map per head, here off the GUI thread.
constexpr int kCurveOctaves = 3, kCurveStepsPerOctave = 8;

}  // namespace

KernelHead kernelHead(views::Grid S, std::vector<KeySpan> visible) {
    // SPEC §2: A = exp(S − m), Z = A·1, P = Z⁻¹A; the row's e^m cancels in Z⁻¹A.
    const float masked = std::numeric_limits<float>::quiet_NaN();
    KernelHead h;
    h.A = {S.rows, S.cols, std::vector<float>(S.values.size(), masked)};
    h.P = {S.rows, S.cols, std::vector<float>(S.values.size(), 0.0f)};
    h.Z = {S.rows, 1, std::vector<float>(size_t(S.rows), 0.0f)};
    h.H = h.Z;
    h.maxWeight = h.Z;
    h.rowMax.assign(size_t(S.rows), 0.0);
    visible.resize(size_t(S.rows));
    for (int i = 0; i < S.rows; ++i) {
        const size_t row = size_t(i) * size_t(S.cols);
        const KeySpan seen = visible[size_t(i)];
        // The model's own masked softmax, in double: A = exp(S − m) and its m and Z.
        Eigen::RowVectorXd a =
            Eigen::Map<const Eigen::RowVectorXf>(S.values.data() + row, S.cols).cast<double>();
        const SoftmaxRow<double> r = maskedExp(a, seen);
        for (int j = 0; j < S.cols; ++j)
            if (j < seen.begin || j >= seen.end) S.values[row + size_t(j)] = masked;
        if (seen.size() == 0) continue;  // nothing to attend to: P's row stays 0, as in the kernel
        const Eigen::RowVectorXd p = a / r.Z;
        for (auto j = seen.begin; j < seen.end; ++j) {
            h.A.values[row + size_t(j)] = float(a[j]);
            h.P.values[row + size_t(j)] = float(p[j]);
        }
        const approx::RowSpread spread = approx::rowSpread(p);
        h.Z.values[size_t(i)] = float(r.Z);
        h.H.values[size_t(i)] = float(spread.entropy);
        h.maxWeight.values[size_t(i)] = float(spread.maxWeight);
        h.rowMax[size_t(i)] = r.rowMax;
    }
    h.S = std::move(S);
    h.visible = std::move(visible);
    return h;
}

KernelHead tempered(const KernelHead& head, double tau) {
    views::Grid S = head.S;
    for (float& s : S.values) s = float(tau * s);  // masked NaN stay NaN
    KernelHead out = kernelHead(std::move(S), head.visible);
    out.tau = head.tau * tau;
    out.meanEntropy = head.meanEntropy;
    out.entropyBound = head.entropyBound;
    return out;
}

KernelRunner::KernelRunner(std::shared_ptr<const Model> model) : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("KernelRunner: no model");
}
KernelRunner::~KernelRunner() = default;

KernelFigures KernelRunner::run(const KernelQuery& q, const std::atomic<bool>& cancelled) const {
    KernelFigures out{
        q.stack, q.layer, {}, approx::octaveSteps(kCurveOctaves, kCurveStepsPerOctave)};
    const Transformer& t = model_->transformer();
    const Config& c = model_->config();
    const int layers =
        q.stack == views::Stack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (q.layer < 0 || q.layer >= layers || q.sourceIds.empty()) return out;
    // The same pass as the snapshot's maps: the encoder, then the decoder teacher-forced over
    // [bos, y1 … ym]. The recorder sees the Q and K the kernel gets (rotary positions applied).
    // MLA in its naive evaluation: K_h = c W_uk,hᵀ + b_uk,h and the rotary part, so S holds each
    // row's constant q_h·b_uk,h that the absorbed evaluation drops (P is the same either way),
    // and is the S the Approximations page records (model/approx/ApproximationStudy.cpp).
    const approx::HeadRecorder recorder(q.stack, q.layer, c.n_heads);
    const Pass pass{.observer = &recorder, .mla = MlaEvaluation::Naive};
    if (c.decoderOnly()) {  // one causal pass over the whole sequence (SPEC §5)
        t.causalPass(q.decoderInput, nullptr, pass);
    } else if (q.stack == views::Stack::EncoderSelf) {
        t.encode(q.sourceIds, {}, pass);
    } else {
        t.teacherForced(q.sourceIds, q.decoderInput, {}, pass);
    }
    if (cancelled) return out;
    for (const approx::HeadRecord& r : recorder.heads()) {
        if (!r.seen || cancelled) return {q.stack, q.layer, {}, {}};
        const Matrix S = r.scores();
        std::vector<KeySpan> visible;
        for (Eigen::Index i = 0; i < S.rows(); ++i) visible.push_back(r.mask.visible(i, S.cols()));
        KernelHead head = kernelHead(views::gridOf(S), std::move(visible));
        const approx::MatrixD Sd = S.cast<double>();
        for (double tau : out.temperatures)
            head.meanEntropy.push_back(approx::meanRowEntropy(Sd, r.mask, tau));
        head.entropyBound = approx::meanEntropyBound(S.rows(), S.cols(), r.mask);
        out.heads.push_back(std::move(head));
    }
    return out;
}

}  // namespace atlas
