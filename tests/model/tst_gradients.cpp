// The trainer's hand-derived gradients against central finite differences in float64: every
// component on its own, then the whole model in each attention kind, encoder-decoder and
// decoder-only (docs/format.md, sliding windows included). The bound is a relative
// error ≤ 1e-3 per tensor (‖analytic − numeric‖ / ‖·‖); the worst seen per component is printed.

#include <QTest>

#include <cmath>
#include <map>

#include "GradientCheck.h"
#include "RandomInit.h"
#include "Tensor.h"
#include "train/CrossEntropyLoss.h"
#include "train/Dropout.h"
#include "train/EmbeddingLayer.h"
#include "train/FeedForwardLayer.h"
#include "train/GroupedAttentionLayer.h"
#include "train/HeadAttention.h"
#include "train/LatentAttentionLayer.h"
#include "train/LinearLayer.h"
#include "train/NormLayer.h"
#include "train/RotaryLayer.h"
#include "train/Sublayer.h"
#include "train/TrainableTransformer.h"

using namespace atlas;
using namespace atlas::train;
using gradcheck::M;

namespace {

constexpr double kBound = 1e-3;

std::map<std::string, double>& worstErrors() {
    static std::map<std::string, double> table;
    return table;
}

struct Checked {
    std::string name;
    const M* analytic;
    M* value;  // perturbed in place by the finite differences
};

// The worst relative error over the tensors, recorded under `component`. Fails the test when the
// analytic gradients are all zero, since then the comparison would prove nothing.
double check(const std::string& component, const std::vector<Checked>& tensors,
             const std::function<double()>& f, int maxElements = -1) {
    double worst = 0, norm = 0;
    for (const Checked& t : tensors) {
        const M numeric = gradcheck::numerical(*t.value, f, maxElements);
        const double e = gradcheck::relativeError(*t.analytic, numeric);
        if (e > kBound)
            qWarning("%s: %s relative error %.3g", component.c_str(), t.name.c_str(), e);
        worst = std::max(worst, e);
        norm += t.analytic->squaredNorm();
    }
    if (norm == 0) return 1.0;
    double& recorded = worstErrors()[component];
    recorded = std::max(recorded, worst);
    return worst;
}

Parameter<double> param(const std::string& name, int rows, int cols, uint64_t seed,
                        double centre = 0, double scale = 0.5) {
    Parameter<double> p;
    p.name = name;
    p.value = gradcheck::random(rows, cols, seed, scale).array() + centre;
    p.grad = M::Zero(rows, cols);
    return p;
}

Config componentConfig(const std::string& extra) {
    return Config::fromJson(R"({"vocab_size": 13, "d_model": 8, "n_heads": 4, "d_head": 4,
        "d_ff": 12, "n_encoder_layers": 1, "n_decoder_layers": 1, "max_positions": 32)" +
                            extra + "}");
}

// Two sequences padded to 5 queries (lengths 5 and 3) and to 4 keys for cross-attention
// (lengths 4 and 2).
const BatchLayout kQueries{2, 5, {5, 3}};
const BatchLayout kKeys{2, 4, {4, 2}};

Checkpoint smallModel(const std::string& extra, uint64_t seed) {
    const Config c = Config::fromJson(R"({"vocab_size": 13, "d_model": 8, "n_heads": 4,
        "d_head": 4, "d_ff": 12, "n_encoder_layers": 2, "n_decoder_layers": 2,
        "max_positions": 32)" + extra +
                                      "}");
    return randomCheckpoint(c, "", seed);
}

// Made decoder-only: smallModel's two decoder layers as the one stack.
constexpr const char* kDecoderOnly = R"(, "architecture": "decoder-only", "n_encoder_layers": 0)";
// Made encoder-only: its two encoder layers and the masked-LM head.
constexpr const char* kEncoderOnly = R"(, "architecture": "encoder-only", "n_decoder_layers": 0)";

// Three pairs of different lengths, so that both stacks see padding.
Batch threePairs(const Config& c) {
    static const std::vector<Example> examples = {
        {{4, 7, 9, 5, 3}, {6, 8, 11}},
        {{12, 5, 3}, {9, 4, 4, 10, 7}},
        {{8, 3}, {5}},
    };
    // Encoder-only: the sources alone, half their pieces masked (mask id 12).
    const MaskingPlan plan{
        .maskId = 12, .firstPiece = 4, .vocab = c.vocab_size, .rate = 0.5, .seeds = {5, 6, 7}};
    return Batch::make({&examples[0], &examples[1], &examples[2]}, c,
                       c.encoderOnly() ? &plan : nullptr);
}

}  // namespace

class TestGradients : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { setThreadCount(1); }  // tiny matrices: threads would only wait

    void linear() {
        Parameter<double> W = param("W", 3, 4, 1), b = param("b", 1, 3, 2);
        M X = gradcheck::random(5, 4, 3);
        const M R = gradcheck::random(5, 3, 4);
        auto f = [&] { return LinearLayer<double>(&W, &b).forward(X).cwiseProduct(R).sum(); };
        LinearLayer<double> layer(&W, &b);
        layer.forward(X);
        const M dX = layer.backward(R);
        QVERIFY(check("linear",
                      {{"W", &W.grad, &W.value}, {"b", &b.grad, &b.value}, {"X", &dX, &X}},
                      f) <= kBound);
    }

    void norm_data() {
        QTest::addColumn<int>("kind");
        QTest::newRow("layernorm") << int(NormKind::LayerNorm);
        QTest::newRow("rmsnorm") << int(NormKind::RMSNorm);
    }
    void norm() {
        QFETCH(int, kind);
        const NormKind k = NormKind(kind);
        const bool layer = k == NormKind::LayerNorm;
        Parameter<double> g = param("g", 1, 6, 5, 1.0), b = param("b", 1, 6, 6);
        Parameter<double>* bias = layer ? &b : nullptr;
        M X = gradcheck::random(4, 6, 7, 2.0);
        const M R = gradcheck::random(4, 6, 8);
        auto f = [&] {
            return NormLayer<double>(k, 1e-5, &g, bias).forward(X).cwiseProduct(R).sum();
        };
        NormLayer<double> n(k, 1e-5, &g, bias);
        n.forward(X);
        const M dX = n.backward(R);
        std::vector<Checked> tensors{{"g", &g.grad, &g.value}, {"X", &dX, &X}};
        if (layer) tensors.push_back({"b", &b.grad, &b.value});
        QVERIFY(check(layer ? "layernorm" : "rmsnorm", tensors, f) <= kBound);
    }

    void feedForward_data() {
        QTest::addColumn<int>("activation");
        QTest::newRow("relu") << int(Activation::ReLU);
        QTest::newRow("gelu") << int(Activation::GELU);
    }
    void feedForward() {
        QFETCH(int, activation);
        const Activation act = Activation(activation);
        Parameter<double> W1 = param("W1", 12, 6, 9), b1 = param("b1", 1, 12, 10);
        Parameter<double> W2 = param("W2", 6, 12, 11), b2 = param("b2", 1, 6, 12);
        M X = gradcheck::random(5, 6, 13);
        const M R = gradcheck::random(5, 6, 14);
        auto make = [&] { return FeedForwardLayer<double>({&W1, &b1}, {&W2, &b2}, act); };
        auto f = [&] { return make().forward(X).cwiseProduct(R).sum(); };
        FeedForwardLayer<double> ffn = make();
        ffn.forward(X);
        const M dX = ffn.backward(R);
        QVERIFY(check(act == Activation::ReLU ? "ffn relu" : "ffn gelu",
                      {{"W1", &W1.grad, &W1.value},
                       {"b1", &b1.grad, &b1.value},
                       {"W2", &W2.grad, &W2.value},
                       {"b2", &b2.grad, &b2.value},
                       {"X", &dX, &X}},
                      f) <= kBound);
    }

    void headAttention_data() {
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("validKeys");
        QTest::addColumn<int>("window");
        QTest::newRow("full") << false << -1 << 0;
        QTest::newRow("padding") << false << 3 << 0;
        QTest::newRow("causal+padding") << true << 4 << 0;
        QTest::newRow("causal+window 2") << true << -1 << 2;
    }
    void headAttention() {
        QFETCH(bool, causal);
        QFETCH(int, validKeys);
        QFETCH(int, window);
        M Q = gradcheck::random(5, 4, 15), K = gradcheck::random(5, 4, 16),
          V = gradcheck::random(5, 3, 17);
        const M R = gradcheck::random(5, 3, 18);
        const AttentionMask mask{causal, 0, validKeys, window};
        auto f = [&] {
            M P, Y(5, 3);
            headAttentionForward<double>(Q, K, V, 0.5, mask, P, Y);
            return Y.cwiseProduct(R).sum();
        };
        M P, Y(5, 3), dQ = M::Zero(5, 4), dK = M::Zero(5, 4), dV = M::Zero(5, 3);
        headAttentionForward<double>(Q, K, V, 0.5, mask, P, Y);
        M PdP;
        headAttentionBackward<double>(Q, K, V, 0.5, P, R, dQ, dK, dV, &PdP);
        QVERIFY(check("head attention", {{"Q", &dQ, &Q}, {"K", &dK, &K}, {"V", &dV, &V}}, f) <=
                kBound);
        // Gradient × attention: f is linear in P with ∂f/∂P_ij = Σ_c R_ic V_jc, by plain loops.
        QCOMPARE(PdP.rows(), 5);
        QCOMPARE(PdP.cols(), 5);
        for (int i = 0; i < 5; ++i)
            for (int j = 0; j < 5; ++j) {
                double dP = 0;
                for (int c = 0; c < 3; ++c) dP += R(i, c) * V(j, c);
                QVERIFY(std::abs(PdP(i, j) - P(i, j) * dP) < 1e-12);
            }
        QVERIFY(PdP.norm() > 1e-3);
        if (validKeys >= 0) QCOMPARE(dK.bottomRows(5 - validKeys).norm(), 0.0);  // padding
        if (window > 0) QCOMPARE(P(4, 4 - window), 0.0);  // the key just outside the last window
    }

    void rotary() {
        const RotaryLayer<double> rope(4, 32, 10000.0);
        M X = gradcheck::random(10, 6, 19);
        const M R = gradcheck::random(10, 6, 20);
        auto f = [&] {
            M Y = X;
            rope.forward(Y, 1, 5);
            return Y.cwiseProduct(R).sum();
        };
        M dX = R;
        rope.backward(dX, 1, 5);
        QVERIFY(check("rotary", {{"X", &dX, &X}}, f) <= kBound);
    }

    void attention_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<bool>("self");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("window");
        QTest::newRow("mha self") << R"(, "attention": "mha")" << true << false << 0;
        QTest::newRow("mha self rope causal") << R"(, "positions": "rope")" << true << true << 0;
        QTest::newRow("mha cross") << R"(, "attention": "mha")" << false << false << 0;
        QTest::newRow("gqa self rope causal")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope")" << true << true << 0;
        QTest::newRow("gqa cross")
            << R"(, "attention": "gqa", "n_kv_heads": 2)" << false << false << 0;
        QTest::newRow("mqa self causal") << R"(, "attention": "mqa")" << true << true << 0;
        QTest::newRow("mqa cross rope")
            << R"(, "attention": "mqa", "positions": "rope")" << false << false << 0;
        QTest::newRow("mla self rope causal")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4)" << true << true << 0;
        QTest::newRow("mla self rope")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4)" << true << false << 0;
        QTest::newRow("mla cross")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4)" << false << false << 0;
        QTest::newRow("gqa self rope causal window 2")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope")" << true << true << 2;
        QTest::newRow("mla self rope causal window 2")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4)" << true << true << 2;
        QTest::newRow("mla self no rope")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 0)" << true << true << 0;
    }
    void attention() {
        QFETCH(QString, extra);
        QFETCH(bool, self);
        QFETCH(bool, causal);
        QFETCH(int, window);
        const Config c = componentConfig(extra.toStdString());
        ParameterSet<double> P(randomCheckpoint(c, "", 21));
        const std::string p = self ? "decoder.layers.0.self_attn" : "decoder.layers.0.cross_attn";
        auto lin = [&](const std::string& n) {
            return LinearLayer<double>(&P[p + n + ".weight"], &P[p + n + ".bias"]);
        };
        const BlockRole role{self, causal};
        const RotaryLayer<double> rope(std::max(c.rotaryWidth(), 2), 32, c.rope_base);
        const RotaryLayer<double>* rotary = rotates(c, role) ? &rope : nullptr;
        auto make = [&]() -> std::unique_ptr<AttentionLayer<double>> {
            if (c.isLatent())
                return std::make_unique<LatentAttentionLayer<double>>(
                    typename LatentAttentionLayer<double>::Weights{lin(".q_proj"), lin(".kv_down"),
                                                                   lin(".kv_up"), lin(".o_proj")},
                    c.n_heads, c.d_head, c.d_latent, c.d_rope, role, rotary, window);
            return std::make_unique<GroupedAttentionLayer<double>>(
                typename GroupedAttentionLayer<double>::Weights{lin(".q_proj"), lin(".k_proj"),
                                                                lin(".v_proj"), lin(".o_proj")},
                c.n_heads, c.n_kv_heads, c.d_head, role, rotary, window);
        };
        const BatchLayout& keys = self ? kQueries : kKeys;
        M X = gradcheck::random(kQueries.rows(), c.d_model, 22);
        M Xkv = gradcheck::random(keys.rows(), c.d_model, 23);
        const M R = gradcheck::random(kQueries.rows(), c.d_model, 24);
        auto f = [&] {
            auto layer = make();
            return layer->forward(X, kQueries, self ? X : Xkv, keys).cwiseProduct(R).sum();
        };
        auto layer = make();
        layer->forward(X, kQueries, self ? X : Xkv, keys);
        auto grads = layer->backward(R);
        std::vector<Checked> tensors;
        if (self) grads.dX += grads.dXkv;  // X is both the queries' and the keys' sequence
        tensors.push_back({"X", &grads.dX, &X});
        if (!self) tensors.push_back({"Xkv", &grads.dXkv, &Xkv});
        for (Parameter<double>& q : P)
            if (q.name.rfind(p, 0) == 0) tensors.push_back({q.name, &q.grad, &q.value});
        const std::string kind = c.isLatent() ? "mla" : toString(c.attention);
        QVERIFY(
            check("attention " + kind + (rotary && self ? " rope" : "") + (window ? " window" : ""),
                  tensors, f) <= kBound);
        // Padding keys take no gradient: the second sequence's keys past its length.
        if (!self) {
            const M pad = grads.dXkv.block(keys.length + keys.lengths[1], 0,
                                           keys.length - keys.lengths[1], c.d_model);
            QCOMPARE(pad.norm(), 0.0);
        }
    }

    void embedding_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("sinusoidal scaled") << "";
        QTest::newRow("rope unscaled") << R"(, "positions": "rope", "scale_embeddings": false)";
    }
    void embedding() {
        QFETCH(QString, extra);
        const Config c = componentConfig(extra.toStdString());
        Parameter<double> E = param("E", c.vocab_size, c.d_model, 25);
        const std::vector<int> ids{4, 7, 9, 4, 0, 5, 3, 0, 0, 0};  // two sequences of 5
        const M R = gradcheck::random(10, c.d_model, 26);
        auto f = [&] {
            return EmbeddingLayer<double>(&E, c).forward(ids, 5).cwiseProduct(R).sum();
        };
        EmbeddingLayer<double> layer(&E, c);
        layer.forward(ids, 5);
        layer.backward(R);
        QVERIFY(check("embedding+positions", {{"E", &E.grad, &E.value}}, f) <= kBound);
    }

    void dropout() {
        // The same seed draws the same mask, so the dropped function is fixed and smooth.
        M X = gradcheck::random(6, 5, 27);
        const M R = gradcheck::random(6, 5, 28);
        auto f = [&] {
            Random random(3);
            return Dropout<double>(0.3).forward(X, &random).cwiseProduct(R).sum();
        };
        Random random(3);
        Dropout<double> drop(0.3);
        const M Y = drop.forward(X, &random);
        const M dX = drop.backward(R);
        QVERIFY((Y.array() == 0).count() > 0);  // some dropped
        QVERIFY(check("dropout", {{"X", &dX, &X}}, f) <= kBound);
        QVERIFY(Dropout<double>(0.3).forward(X, nullptr) == X);  // off without a generator
    }

    void sublayer_data() {
        QTest::addColumn<int>("placement");
        QTest::newRow("post") << int(NormPlacement::Post);
        QTest::newRow("pre") << int(NormPlacement::Pre);
    }
    void sublayer() {
        QFETCH(int, placement);
        Parameter<double> W = param("W", 6, 6, 29), b = param("b", 1, 6, 30);
        Parameter<double> g = param("g", 1, 6, 31, 1.0), nb = param("nb", 1, 6, 32);
        M X = gradcheck::random(4, 6, 33);
        const M R = gradcheck::random(4, 6, 34);
        auto make = [&] {
            return Sublayer<double>(NormPlacement(placement),
                                    NormLayer<double>(NormKind::LayerNorm, 1e-5, &g, &nb), 0.0);
        };
        auto f = [&] {
            LinearLayer<double> inner(&W, &b);
            return make()
                .forward(
                    X, [&](const M& in) { return inner.forward(in); }, nullptr)
                .cwiseProduct(R)
                .sum();
        };
        LinearLayer<double> inner(&W, &b);
        Sublayer<double> s = make();
        s.forward(
            X, [&](const M& in) { return inner.forward(in); }, nullptr);
        const M dX = s.backward(R, [&](const M& d) { return inner.backward(d); });
        QVERIFY(check(placement == int(NormPlacement::Post) ? "sublayer post" : "sublayer pre",
                      {{"W", &W.grad, &W.value},
                       {"b", &b.grad, &b.value},
                       {"g", &g.grad, &g.value},
                       {"nb", &nb.grad, &nb.value},
                       {"X", &dX, &X}},
                      f) <= kBound);
    }

    void loss() {
        M logits = gradcheck::random(5, 7, 35, 2.0);
        const std::vector<int> targets{3, 0, 6, 2, 2};
        auto f = [&] { return CrossEntropyLoss<double>(0.1).forward(logits, targets).loss; };
        CrossEntropyLoss<double> ce(0.1);
        const LossValue value = ce.forward(logits, targets);
        const M dLogits = ce.backward();
        QVERIFY(check("loss (label smoothing 0.1)", {{"logits", &dLogits, &logits}}, f) <= kBound);
        // Without smoothing the objective is the plain cross-entropy.
        QCOMPARE(CrossEntropyLoss<double>(0).forward(logits, targets).loss, value.nll);
        QVERIFY(value.loss > value.nll);  // smoothing also pays for the non-target classes
    }

    void wholeModel_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha post layernorm relu") << R"(, "attention": "mha")";
        QTest::newRow("gqa rope pre rmsnorm")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm")";
        QTest::newRow("mqa gelu untied")
            << R"(, "attention": "mqa", "activation": "gelu", "tie_embeddings": false)";
        QTest::newRow("mla rope pre")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4, "positions": "rope", "norm": "pre")";
        QTest::newRow("mla sinusoidal post gelu")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 4, "activation": "gelu")";
        QTest::newRow("mla no rope unscaled")
            << R"(, "attention": "mla", "d_latent": 6, "d_rope": 0, "scale_embeddings": false)";
        // docs/format.md: one causal stack over [bos, prompt…, target…] (sequences of 9, 9 and 4),
        // the loss on the target rows only; a window of 2 masks most of a long row's keys.
        QTest::newRow("decoder-only mha post") << QString(kDecoderOnly) + R"(, "attention": "mha")";
        QTest::newRow("decoder-only gqa rope pre rmsnorm, window 2 on layer 0")
            << QString(kDecoderOnly) +
                   R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre",
                   "norm_type": "rmsnorm", "sliding_window": 2, "layer_types": ["sliding", "full"])";
        QTest::newRow("decoder-only mla rope pre, window 2 on layer 1")
            << QString(kDecoderOnly) +
                   R"(, "attention": "mla", "d_latent": 6, "d_rope": 4, "positions": "rope",
                   "norm": "pre", "sliding_window": 2, "layer_types": ["full", "sliding"])";
        QTest::newRow("decoder-only mqa gelu untied sinusoidal, window 3 everywhere")
            << QString(kDecoderOnly) + R"(, "attention": "mqa", "activation": "gelu",
                   "tie_embeddings": false, "sliding_window": 3)";
    }
    void wholeModel_encoderOnly_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("encoder-only mha post") << QString(kEncoderOnly) + R"(, "attention": "mha")";
        QTest::newRow("encoder-only gqa rope pre rmsnorm gelu")
            << QString(kEncoderOnly) + R"(, "attention": "gqa", "n_kv_heads": 2, "positions":
                   "rope", "norm": "pre", "norm_type": "rmsnorm", "activation": "gelu")";
        QTest::newRow("encoder-only mla untied")
            << QString(kEncoderOnly) +
                   R"(, "attention": "mla", "d_latent": 6, "d_rope": 4, "tie_embeddings": false)";
    }
    // The masked-LM head (dense, activation, norm, the tied output and its bias) and the
    // encoder under it, element by element.
    void wholeModel_encoderOnly() { wholeModel(); }

    void wholeModel() {
        QFETCH(QString, extra);
        TrainableTransformer<double> model(smallModel(extra.toStdString(), 36));
        const Batch batch = threePairs(model.config());
        CrossEntropyLoss<double> loss(0.1);
        model.parameters().zeroGrad();
        model.computeGradients(batch, loss);
        auto f = [&] {
            CrossEntropyLoss<double> l(0.1);
            return l.forward(model.forward(batch), batch.targetIds).loss;
        };
        std::vector<Checked> tensors;
        for (Parameter<double>& p : model.parameters())
            tensors.push_back({p.name, &p.grad, &p.value});
        const Config& c = model.config();
        const std::string kind = c.isLatent() ? "mla" : toString(c.attention);
        if (c.decoderOnly()) QVERIFY(!model.parameters().find("encoder.layers.0.ffn.fc1.weight"));
        if (c.encoderOnly()) QVERIFY(model.parameters().find("mlm.dense.weight"));
        // An even spread of up to 24 elements per tensor keeps the test within seconds; a model
        // of one stack is checked element by element.
        const bool oneStack = c.decoderOnly() || c.encoderOnly();
        QVERIFY(check(std::string(c.decoderOnly()   ? "decoder-only "
                                  : c.encoderOnly() ? "encoder-only "
                                                    : "whole model ") +
                          kind,
                      tensors, f, oneStack ? -1 : 24) <= kBound);
    }

    void checkerNoticesAWrongGradient() {
        // The yardstick itself: one element off by 1% of the tensor's norm fails the bound.
        TrainableTransformer<double> model(
            smallModel(R"(, "attention": "gqa", "n_kv_heads": 2)", 37));
        const Batch batch = threePairs(model.config());
        CrossEntropyLoss<double> loss(0.1);
        model.computeGradients(batch, loss);
        Parameter<double>& p = model.parameters()["decoder.layers.1.cross_attn.v_proj.weight"];
        M wrong = p.grad;
        wrong(0, 0) += 0.01 * wrong.norm();
        auto f = [&] {
            CrossEntropyLoss<double> l(0.1);
            return l.forward(model.forward(batch), batch.targetIds).loss;
        };
        const M numeric = gradcheck::numerical(p.value, f);
        QVERIFY(gradcheck::relativeError(p.grad, numeric) <= kBound);
        QVERIFY(gradcheck::relativeError(wrong, numeric) > kBound);
    }

    void cleanupTestCase() {
        qInfo("worst relative gradient error per component (bound %.0e):", kBound);
        for (const auto& [component, error] : worstErrors())
            qInfo("  %-28s %.2e", component.c_str(), error);
    }
};

QTEST_GUILESS_MAIN(TestGradients)
#include "tst_gradients.moc"
