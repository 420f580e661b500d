#include "ResidualTrace.h"

#include <stdexcept>

#include "GroupedAttention.h"
#include "LatentAttention.h"
#include "Transformer.h"

namespace atlas {

namespace {

std::vector<float> rowNorms(const Matrix& m) {
    std::vector<float> out(size_t(m.rows()));
    for (Eigen::Index i = 0; i < m.rows(); ++i) out[size_t(i)] = m.row(i).norm();
    return out;
}

AttentionStack stackOf(SublayerKind kind, bool decoder) {
    if (kind == SublayerKind::CrossAttention) return AttentionStack::Cross;
    return decoder ? AttentionStack::DecoderSelf : AttentionStack::EncoderSelf;
}

// ‖Y_h W_O,hᵀ‖ per token and head (tokens × heads) of one attention sublayer.
std::vector<float> headNorms(const AttentionBlock& block, const Matrix& Y) {
    const std::vector<Matrix> parts = headContributions(block, Y);
    const size_t H = parts.size(), n = size_t(Y.rows());
    std::vector<float> out(n * H);
    for (size_t h = 0; h < H; ++h)
        for (size_t i = 0; i < n; ++i) out[i * H + h] = parts[h].row(Eigen::Index(i)).norm();
    return out;
}

SublayerTrace traceSublayer(const SublayerRecord& r) {
    SublayerTrace s;
    s.kind = r.kind;
    s.sandwich = r.sandwich;
    s.x = rowNorms(r.x);
    s.normIn = rowNorms(r.normIn);
    s.normOut = rowNorms(r.normOut);
    s.f = rowNorms(r.f);
    s.added = rowNorms(r.added);
    s.out = rowNorms(r.out);
    return s;
}

}  // namespace

ResidualPass recordResidual(const Transformer& t, const ResidualInput& in) {
    const Config& c = t.config();
    ResidualPass p;
    p.heads =
        std::make_unique<HeadOutputs>(std::max(c.n_encoder_layers, c.n_decoder_layers), c.n_heads);
    const Pass pass{.observer = p.heads.get(), .mla = MlaEvaluation::Naive};
    const int n = int(in.decoderInput.size());
    if (c.decoderOnly()) {  // one causal stack over the whole sequence (SPEC §5)
        DecoderState state = t.startDecoding(n);
        t.decode(state, in.decoderInput, {.logits = Logits::LastOnly, .residual = &p.layers}, pass);
    } else if (!in.decoder) {
        t.encode(in.sourceIds, {.residual = &p.layers}, pass);
    } else {
        DecoderState state = t.startDecoding(t.encode(in.sourceIds, {}, pass), n);
        t.decode(state, in.decoderInput, {.logits = Logits::LastOnly, .residual = &p.layers}, pass);
    }
    return p;
}

const Linear& outputMap(const AttentionBlock& block) {
    if (const auto* g = dynamic_cast<const GroupedAttention*>(&block)) return g->weights().o;
    if (const auto* l = dynamic_cast<const LatentAttention*>(&block)) return l->weights().o;
    throw std::logic_error("outputMap: an attention block of an unknown kind");
}

std::vector<Matrix> headContributions(const AttentionBlock& block, const Matrix& Y) {
    const Matrix Wo = outputMap(block).W.widened();  // [d, H·dv], half precision widened exactly
    const int H = block.headCount();
    if (H <= 0 || Wo.cols() != Y.cols() || Y.cols() % H != 0)
        throw std::invalid_argument("headContributions: Y does not match W_O");
    const Eigen::Index dv = Y.cols() / H;
    std::vector<Matrix> out;
    out.reserve(size_t(H));
    for (int h = 0; h < H; ++h)
        out.push_back(Y.middleCols(h * dv, dv) * Wo.middleCols(h * dv, dv).transpose());
    return out;
}

ResidualTrace traceResidual(const Transformer& t, const ResidualInput& input,
                            const std::atomic<bool>* cancelled) {
    const Config& c = t.config();
    const bool decoder = input.decoder || c.decoderOnly();
    ResidualTrace trace{decoder, c.norm, c.norm_type, 0, c.n_heads, c.d_model, {}};
    const ResidualPass pass = recordResidual(t, input);
    const auto stop = [&] { return cancelled && cancelled->load(); };
    for (size_t l = 0; l < pass.layers.size(); ++l) {
        if (stop()) return {};
        LayerTrace layer;
        for (const SublayerRecord& r : pass.layers[l].sublayers) {
            SublayerTrace s = traceSublayer(r);
            if (r.kind != SublayerKind::FeedForward) {
                const AttentionStack stack = stackOf(r.kind, decoder);
                const AttentionBlock& block = t.block(stack, int(l));
                s.heads = headNorms(block, pass.heads->concatenated(stack, int(l)));
                const RowVector& b = outputMap(block).b;
                s.bias = b.size() ? b.norm() : 0.0f;
            }
            layer.sublayers.push_back(std::move(s));
        }
        trace.layers.push_back(std::move(layer));
    }
    trace.tokens = pass.layers.empty() ? 0 : int(pass.layers[0].sublayers[0].x.rows());
    return trace;
}

}  // namespace atlas
