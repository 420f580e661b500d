#include "KernelRunner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "GridOf.h"
#include "MaskedSoftmax.h"
#include "Model.h"
#include "approx/HeadRecorder.h"

namespace atlas {

KernelHead kernelHead(views::Grid S, const std::function<KeySpan(int)>& visible) {
    // SPEC §2: A = exp(S − m), Z = A·1, P = Z⁻¹A; the row's e^m cancels in Z⁻¹A.
    const float masked = std::numeric_limits<float>::quiet_NaN();
    KernelHead h;
    h.A = {S.rows, S.cols, std::vector<float>(S.values.size(), masked)};
    h.P = {S.rows, S.cols, std::vector<float>(S.values.size(), 0.0f)};
    h.Z = {S.rows, 1, std::vector<float>(size_t(S.rows), 0.0f)};
    h.rowMax.assign(size_t(S.rows), 0.0);
    for (int i = 0; i < S.rows; ++i) {
        const size_t row = size_t(i) * size_t(S.cols);
        const KeySpan seen = visible(i);
        // The model's own masked softmax, in double: A = exp(S − m) and its m and Z.
        Eigen::RowVectorXd a =
            Eigen::Map<const Eigen::RowVectorXf>(S.values.data() + row, S.cols).cast<double>();
        const SoftmaxRow<double> r = maskedExp(a, seen);
        for (int j = 0; j < S.cols; ++j)
            if (j < seen.begin || j >= seen.end) S.values[row + size_t(j)] = masked;
        if (seen.size() == 0) continue;  // nothing to attend to: P's row stays 0, as in the kernel
        for (auto j = seen.begin; j < seen.end; ++j) {
            h.A.values[row + size_t(j)] = float(a[j]);
            h.P.values[row + size_t(j)] = float(a[j] / r.Z);
        }
        h.Z.values[size_t(i)] = float(r.Z);
        h.rowMax[size_t(i)] = r.rowMax;
    }
    h.S = std::move(S);
    return h;
}

KernelRunner::KernelRunner(std::shared_ptr<const Model> model) : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("KernelRunner: no model");
}
KernelRunner::~KernelRunner() = default;

KernelFigures KernelRunner::run(const KernelQuery& q, const std::atomic<bool>& cancelled) const {
    KernelFigures out{q.stack, q.layer, {}};
    const Transformer& t = model_->transformer();
    const Config& c = model_->config();
    const int layers =
        q.stack == views::Stack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (q.layer < 0 || q.layer >= layers || q.sourceIds.empty()) return out;
    // The same pass as the snapshot's maps: the encoder, then the decoder teacher-forced over
    // [bos, y1 … ym]. The recorder sees the Q and K the kernel gets (rotary positions applied,
    // MLA's keys from the latent), so S is exactly what the model exponentiates.
    const approx::HeadRecorder recorder(q.stack, q.layer, c.n_heads);
    const Pass pass{.observer = &recorder};
    if (c.decoderOnly()) {  // one causal pass over the whole sequence (SPEC §5)
        t.causalPass(q.decoderInput, nullptr, pass);
    } else if (q.stack == views::Stack::EncoderSelf) {
        t.encode(q.sourceIds, {}, pass);
    } else {
        t.teacherForced(q.sourceIds, q.decoderInput, {}, pass);
    }
    if (cancelled) return out;
    for (const approx::HeadRecord& r : recorder.heads()) {
        if (!r.seen) return {q.stack, q.layer, {}};
        const Matrix S = r.scores();
        const AttentionMask mask = r.mask;
        out.heads.push_back(kernelHead(
            views::gridOf(S), [mask, nk = S.cols()](int i) { return mask.visible(i, nk); }));
    }
    return out;
}

}  // namespace atlas
