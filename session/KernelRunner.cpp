#include "KernelRunner.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "GridOf.h"
#include "Model.h"
#include "approx/HeadRecorder.h"
#include "approx/KernelRows.h"

namespace atlas {

namespace {

// Puts the recorder into the model for one pass, and takes it out again even on a throw.
class ScopedRecorder {
public:
    ScopedRecorder(Transformer& t, const AttentionApproximation* recorder) : t_(t) {
        t_.setApproximation(recorder);
    }
    ~ScopedRecorder() { t_.setApproximation(nullptr); }

private:
    Transformer& t_;
};

}  // namespace

KernelHead kernelHead(views::Grid S, const std::function<int(int)>& visible) {
    // SPEC §2: A = exp(S − m), Z = A·1, P = Z⁻¹A; the row's e^m cancels in Z⁻¹A.
    const float masked = std::numeric_limits<float>::quiet_NaN();
    KernelHead h;
    h.A = {S.rows, S.cols, std::vector<float>(S.values.size(), masked)};
    h.P = {S.rows, S.cols, std::vector<float>(S.values.size(), 0.0f)};
    h.Z = {S.rows, 1, std::vector<float>(size_t(S.rows), 0.0f)};
    h.rowMax.assign(size_t(S.rows), 0.0);
    for (int i = 0; i < S.rows; ++i) {
        const size_t row = size_t(i) * size_t(S.cols);
        const int seen = std::clamp(visible(i), 0, S.cols);
        for (int j = seen; j < S.cols; ++j) S.values[row + size_t(j)] = masked;
        if (seen == 0) continue;  // nothing to attend to: P's row stays 0, as in the kernel
        double m = S.values[row];
        for (int j = 1; j < seen; ++j) m = std::max(m, double(S.values[row + size_t(j)]));
        double z = 0;
        for (int j = 0; j < seen; ++j) z += std::exp(double(S.values[row + size_t(j)]) - m);
        for (int j = 0; j < seen; ++j) {
            const double a = std::exp(double(S.values[row + size_t(j)]) - m);
            h.A.values[row + size_t(j)] = float(a);
            h.P.values[row + size_t(j)] = float(a / z);
        }
        h.Z.values[size_t(i)] = float(z);
        h.rowMax[size_t(i)] = m;
    }
    h.S = std::move(S);
    return h;
}

KernelRunner::KernelRunner(CheckpointSource read) : read_(std::move(read)) {}
KernelRunner::~KernelRunner() = default;

Model& KernelRunner::model() {
    if (!model_) {
        if (!read_) throw std::runtime_error("no model loaded");
        model_ = std::make_unique<Model>(read_());
    }
    return *model_;
}

KernelFigures KernelRunner::run(const KernelQuery& q, const std::atomic<bool>& cancelled) {
    KernelFigures out{q.stack, q.layer, {}};
    Transformer& t = model().transformer();
    const Config& c = model().config();
    const int layers =
        q.stack == views::Stack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
    if (q.layer < 0 || q.layer >= layers || q.sourceIds.empty()) return out;
    // The same pass as the snapshot's maps: the encoder, then the decoder teacher-forced over
    // [bos, y1 … ym]. The recorder sees the Q and K the kernel gets (rotary positions applied,
    // MLA's keys from the latent), so S is exactly what the model exponentiates.
    const approx::HeadRecorder recorder(AttentionStack(int(q.stack)), q.layer, c.n_heads);
    {
        const ScopedRecorder scope(t, &recorder);
        const Matrix encoded = t.encode(q.sourceIds);
        if (cancelled) return out;
        if (q.stack != views::Stack::EncoderSelf) {
            DecoderState state = t.startDecoding(encoded, int(q.decoderInput.size()));
            t.decode(state, q.decoderInput);
        }
    }
    for (const approx::HeadRecord& r : recorder.heads()) {
        if (!r.seen) return {q.stack, q.layer, {}};
        const Matrix S = r.scores();
        const AttentionMask mask = r.mask;
        out.heads.push_back(kernelHead(views::gridOf(S), [mask, nk = S.cols()](int i) {
            return int(approx::visibleKeys(mask, i, nk));
        }));
    }
    return out;
}

}  // namespace atlas
