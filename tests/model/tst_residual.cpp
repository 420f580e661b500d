// The residual hook (model/ResidualRecord.h) and the Residual stream page's numbers
// (model/ResidualTrace.h): off, the pass is bitwise the same; on, each sublayer's record adds up
// (x_out = x_in + added before norms, N(x_in + added) after), the heads' shares Y_h W_O,hᵀ plus
// b_O are the attention output, and norms, LayerNorm and the feed-forward match plain loops.

#include <QTest>
#include <cmath>

#include "RandomInit.h"
#include "ResidualTrace.h"
#include "SmallConfig.h"
#include "Transformer.h"

using namespace atlas;

namespace {

const std::vector<int> kSource{5, 9, 17, 4, 33, 21, 3};
const std::vector<int> kDecoderInput{2, 11, 7, 40, 8};

const char* kVariants[][2] = {
    {"mha-post", R"(, "attention": "mha")"},
    {"gqa-pre-rms",
     R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm")"},
    {"mqa-pre", R"(, "attention": "mqa", "norm": "pre")"},
    {"mla-post", R"(, "attention": "mla", "d_latent": 12, "d_rope": 4, "positions": "rope")"},
    {"mla-pre",
     R"(, "attention": "mla", "d_latent": 16, "d_rope": 8, "positions": "rope", "norm": "pre")"},
    {"decoder-only-sandwich",
     R"(, "architecture": "decoder-only", "n_encoder_layers": 0, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm", "sandwich_norms": true, "ffn": "gated", "activation": "silu")"},
};

double maxDiff(const Matrix& a, const Matrix& b) {
    if (a.rows() != b.rows() || a.cols() != b.cols()) return INFINITY;
    return (a - b).cwiseAbs().maxCoeff();
}

bool bitwiseEqual(const Matrix& a, const Matrix& b) {
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           std::memcmp(a.data(), b.data(), size_t(a.size()) * sizeof(float)) == 0;
}

// The plain-loop norm of row i.
double plainNorm(const Matrix& m, Eigen::Index i) {
    double s = 0;
    for (Eigen::Index j = 0; j < m.cols(); ++j) s += double(m(i, j)) * m(i, j);
    return std::sqrt(s);
}

// LayerNorm (RMSNorm) of row i as SPEC §2 says it, in double: (x − μ)/√(σ² + ε) ⊙ γ + β.
std::vector<double> plainNorm(const Config& c, const Checkpoint& ck, const std::string& name,
                              const Matrix& X, Eigen::Index i) {
    const std::vector<float>& g = ck.tensor(name + ".weight");
    const std::vector<float>& b = ck.tensor(name + ".bias");
    const double d = double(X.cols());
    double mean = 0, sq = 0;
    for (Eigen::Index j = 0; j < X.cols(); ++j) mean += X(i, j) / d;
    if (c.norm_type == NormKind::RMSNorm) mean = 0;
    for (Eigen::Index j = 0; j < X.cols(); ++j) sq += (X(i, j) - mean) * (X(i, j) - mean) / d;
    std::vector<double> y;
    for (Eigen::Index j = 0; j < X.cols(); ++j)
        y.push_back((X(i, j) - mean) / std::sqrt(sq + c.norm_eps) * g[size_t(j)] +
                    (b.empty() || c.norm_type == NormKind::RMSNorm ? 0.0 : b[size_t(j)]));
    return y;
}

// FFN(x) = relu(x W₁ᵀ + b₁) W₂ᵀ + b₂ of row i, in double.
std::vector<double> plainFfn(const Checkpoint& ck, const std::string& L, const Matrix& X,
                             Eigen::Index i) {
    const auto linear = [&](const std::string& p, const std::vector<double>& x) {
        const std::vector<float>& W = ck.tensor(p + ".weight");
        const std::vector<float>& b = ck.tensor(p + ".bias");
        const size_t out = W.size() / x.size();
        std::vector<double> y(out);
        for (size_t o = 0; o < out; ++o) {
            double s = b.empty() ? 0 : b[o];
            for (size_t k = 0; k < x.size(); ++k) s += double(W[o * x.size() + k]) * x[k];
            y[o] = s;
        }
        return y;
    };
    std::vector<double> x;
    for (Eigen::Index j = 0; j < X.cols(); ++j) x.push_back(X(i, j));
    std::vector<double> h = linear(L + "ffn.fc1", x);
    for (double& v : h) v = std::max(v, 0.0);
    return linear(L + "ffn.fc2", h);
}

double maxDiff(const std::vector<double>& a, const Matrix& m, Eigen::Index i) {
    double worst = 0;
    for (size_t j = 0; j < a.size(); ++j)
        worst = std::max(worst, std::abs(a[j] - m(i, Eigen::Index(j))));
    return worst;
}

}  // namespace

class TestResidual : public QObject {
    Q_OBJECT

private slots:
    void hookOffLeavesThePassAlone_data() { variants(); }
    void hookOffLeavesThePassAlone() {
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(test::smallConfig(extra.toStdString()), "", 7);
        const Transformer t(ck);
        const bool decoderOnly = t.config().decoderOnly();
        // The hook on and off, and the recording pass itself: the same bits out.
        std::vector<LayerRecord> encoderRecord, decoderRecord;
        if (!decoderOnly) {
            const Matrix off = t.encode(kSource);
            const Matrix on = t.encode(kSource, {.residual = &encoderRecord});
            QVERIFY(bitwiseEqual(off, on));
            QCOMPARE(int(encoderRecord.size()), t.config().n_encoder_layers);
        }
        const Matrix memory = decoderOnly ? Matrix() : t.encode(kSource);
        auto fresh = [&] { return decoderOnly ? t.startDecoding(8) : t.startDecoding(memory, 8); };
        DecoderState a = fresh(), b = fresh();
        const Matrix off = t.decode(a, kDecoderInput);
        const Matrix on = t.decode(b, kDecoderInput, {.residual = &decoderRecord});
        QVERIFY(bitwiseEqual(off, on));
        QCOMPARE(int(decoderRecord.size()), t.config().n_decoder_layers);
        QCOMPARE(int(decoderRecord[0].sublayers.size()), decoderOnly ? 2 : 3);
    }

    void recordsAddUp_data() { variants(); }
    void recordsAddUp() {
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(test::smallConfig(extra.toStdString()), "", 11);
        const Transformer t(ck);
        for (bool decoder : {false, true}) {
            if (!decoder && t.config().decoderOnly()) continue;
            const ResidualPass pass = recordResidual(t, {kSource, kDecoderInput, decoder});
            const AttentionStack self =
                decoder ? AttentionStack::DecoderSelf : AttentionStack::EncoderSelf;
            Matrix previous;
            for (size_t l = 0; l < pass.layers.size(); ++l) {
                const std::vector<SublayerRecord>& subs = pass.layers[l].sublayers;
                // Layer l reads what layer l − 1 left.
                if (l > 0) QVERIFY(bitwiseEqual(subs.front().x, previous));
                for (size_t k = 0; k < subs.size(); ++k) {
                    const SublayerRecord& r = subs[k];
                    if (k > 0) QVERIFY(bitwiseEqual(r.x, subs[k - 1].out));
                    if (t.config().norm == NormPlacement::Pre) {
                        QVERIFY(maxDiff(r.out, r.x + r.added) < 1e-4);
                        QVERIFY(bitwiseEqual(r.normIn, r.x));
                    } else {
                        QVERIFY(maxDiff(r.normIn, r.x + r.added) < 1e-4);
                        QVERIFY(bitwiseEqual(r.normOut, r.out));
                    }
                    QCOMPARE(r.sandwich, t.config().sandwich_norms);
                    if (!r.sandwich) QVERIFY(bitwiseEqual(r.added, r.f));
                    if (r.sandwich) QVERIFY(maxDiff(r.added, r.f) > 1e-3);  // N'(f) is not f
                    if (r.kind == SublayerKind::FeedForward) continue;
                    // Σ_h Y_h W_O,hᵀ + b_O is the attention sublayer's output.
                    const AttentionStack stack =
                        r.kind == SublayerKind::CrossAttention ? AttentionStack::Cross : self;
                    const AttentionBlock& block = t.block(stack, int(l));
                    const std::vector<Matrix> heads =
                        headContributions(block, pass.heads->concatenated(stack, int(l)));
                    QCOMPARE(int(heads.size()), t.config().n_heads);
                    Matrix sum = Matrix::Zero(r.f.rows(), r.f.cols());
                    for (const Matrix& h : heads) sum += h;
                    if (outputMap(block).b.size()) sum.rowwise() += outputMap(block).b;
                    QVERIFY2(maxDiff(sum, r.f) < 1e-4,
                             qPrintable(QString::number(maxDiff(sum, r.f))));
                }
                previous = subs.back().out;
            }
        }
    }

    // The trace's norms against plain loops over the records and the weights: LayerNorm and the
    // feed-forward of every encoder layer recomputed in double, every norm a plain sum of squares.
    void normsMatchPlainLoops_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("post") << QString(R"(, "attention": "mha")");
        QTest::newRow("pre") << QString(R"(, "attention": "gqa", "n_kv_heads": 2, "norm": "pre")");
    }
    void normsMatchPlainLoops() {
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(test::smallConfig(extra.toStdString()), "", 3);
        const Transformer t(ck);
        const Config& c = t.config();
        const ResidualInput input{kSource, kDecoderInput, false};
        const ResidualPass pass = recordResidual(t, input);
        const ResidualTrace trace = traceResidual(t, input);
        QCOMPARE(int(trace.layers.size()), c.n_encoder_layers);
        QCOMPARE(trace.tokens, int(kSource.size()));
        // The stream entering layer 0 is the embedding.
        QVERIFY(bitwiseEqual(pass.layers[0].sublayers[0].x, t.embed(kSource, 0)));
        for (size_t l = 0; l < pass.layers.size(); ++l) {
            const std::string L = "encoder.layers." + std::to_string(l) + ".";
            for (size_t k = 0; k < 2; ++k) {
                const SublayerRecord& r = pass.layers[l].sublayers[k];
                const SublayerTrace& s = trace.layers[l].sublayers[k];
                const std::string norm = L + "norm" + std::to_string(k + 1);
                for (Eigen::Index i = 0; i < r.x.rows(); ++i) {
                    QVERIFY(maxDiff(plainNorm(c, ck, norm, r.normIn, i), r.normOut, i) < 1e-4);
                    if (r.kind == SublayerKind::FeedForward) {
                        const Matrix& in = c.norm == NormPlacement::Pre ? r.normOut : r.x;
                        QVERIFY(maxDiff(plainFfn(ck, L, in, i), r.f, i) < 1e-4);
                    }
                    const size_t at = size_t(i);
                    const std::pair<const Matrix*, float> pairs[] = {{&r.x, s.x[at]},
                                                                     {&r.normIn, s.normIn[at]},
                                                                     {&r.normOut, s.normOut[at]},
                                                                     {&r.added, s.added[at]},
                                                                     {&r.out, s.out[at]}};
                    for (const auto& [m, v] : pairs)
                        QVERIFY(std::abs(plainNorm(*m, i) - v) < 1e-4 * std::max(1.0, double(v)));
                }
                if (r.kind == SublayerKind::FeedForward) continue;
                // The heads' norms, recomputed from their shares by plain loops.
                const std::vector<Matrix> heads = headContributions(
                    t.block(AttentionStack::EncoderSelf, int(l)),
                    pass.heads->concatenated(AttentionStack::EncoderSelf, int(l)));
                for (Eigen::Index i = 0; i < r.x.rows(); ++i)
                    for (int h = 0; h < c.n_heads; ++h) {
                        const float v = s.heads[size_t(i) * size_t(c.n_heads) + size_t(h)];
                        QVERIFY(std::abs(plainNorm(heads[size_t(h)], i) - v) <
                                1e-4 * std::max(1.0f, v));
                    }
            }
        }
    }

    void cancelledGivesNothing() {
        const Checkpoint ck = randomCheckpoint(test::smallConfig(""), "", 5);
        const Transformer t(ck);
        const std::atomic<bool> cancelled{true};
        QVERIFY(traceResidual(t, {kSource, kDecoderInput, true}, &cancelled).empty());
        QVERIFY(!traceResidual(t, {kSource, kDecoderInput, true}).empty());
    }

private:
    void variants() {
        QTest::addColumn<QString>("extra");
        for (const auto& v : kVariants) QTest::newRow(v[0]) << QString(v[1]);
    }
};

QTEST_APPLESS_MAIN(TestResidual)
#include "tst_residual.moc"
