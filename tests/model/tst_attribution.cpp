// Attention rollout and attention flow (Abnar & Zuidema 2020) against plain loops and hand-solved
// graphs, the max-flow against a brute-force minimum cut, and gradient × input and gradient ×
// attention (through the trainer's backward pass) against central finite differences on tiny
// models.

#include <QTest>

#include <cmath>
#include <random>

#include "Positions.h"
#include "RandomInit.h"
#include "WeightLayout.h"
#include "attribution/AttentionFlow.h"
#include "attribution/AttentionRollout.h"
#include "attribution/GradientAttribution.h"
#include "attribution/MaxFlow.h"

using namespace atlas;
using namespace atlas::attribution;

namespace {

// A random row-stochastic n × n matrix, causal (lower triangular) if asked.
MatrixD stochastic(int n, unsigned seed, bool causal = false) {
    std::mt19937 g(seed);
    std::uniform_real_distribution<double> u(0.05, 1.0);
    MatrixD P = MatrixD::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        double sum = 0;
        for (int j = 0; j < n && (!causal || j <= i); ++j) sum += P(i, j) = u(g);
        P.row(i) /= sum;
    }
    return P;
}

// The minimum cut from s to t by trying every split of the other nodes (small graphs only).
double bruteForceMinCut(int nodes, const std::vector<std::tuple<int, int, double>>& edges, int s,
                        int t) {
    double best = INFINITY;
    for (long mask = 0; mask < (1L << nodes); ++mask) {
        if (!(mask >> s & 1) || (mask >> t & 1)) continue;  // s on the source side, t not
        double cut = 0;
        for (const auto& [a, b, c] : edges)
            if ((mask >> a & 1) && !(mask >> b & 1)) cut += c;
        best = std::min(best, cut);
    }
    return best;
}

// A short sentence for a gradient test: decoder-only one sequence, encoder-only one text, else a
// source and a target.
GradientInputQuery gradientQuery(const Config& c, std::vector<int> targetIds) {
    GradientInputQuery q;
    if (c.encoderOnly()) {  // one text, each row for the head's guess there
        q.sourceIds = {c.bos_id, 5, 6, 7, 8, c.eos_id};
        return q;
    }
    if (c.decoderOnly()) {
        q.decoderInput = {c.bos_id, 5, 6, 7, 8};
        return q;
    }
    q.sourceIds = {5, 6, 7, c.eos_id};
    q.decoderInput = {c.bos_id};
    q.decoderInput.insert(q.decoderInput.end(), targetIds.begin(), targetIds.end());
    return q;
}

}  // namespace

class TestAttribution : public QObject {
    Q_OBJECT

private slots:
    void rolloutMatchesPlainLoops() {
        // Two fixed 3 × 3 head means, by hand: Â = ½P + ½I, rows renormalised, R = Â_1·Â_0.
        MatrixD P0(3, 3), P1(3, 3);
        P0 << 0.2, 0.5, 0.3,  //
            0.6, 0.1, 0.3,    //
            0.0, 0.0, 1.0;
        P1 << 1.0, 0.0, 0.0,  //
            0.5, 0.5, 0.0,    //
            0.1, 0.2, 0.7;
        double A0[3][3], A1[3][3], R[3][3];
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                A0[i][j] = 0.5 * P0(i, j) + (i == j ? 0.5 : 0.0);
                A1[i][j] = 0.5 * P1(i, j) + (i == j ? 0.5 : 0.0);
            }
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                R[i][j] = 0;
                for (int k = 0; k < 3; ++k) R[i][j] += A1[i][k] * A0[k][j];
            }
        const MatrixD got = rollout({residualMix(P0), residualMix(P1)});
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(got.row(i).sum(), 1.0);
            for (int j = 0; j < 3; ++j) QVERIFY(std::abs(got(i, j) - R[i][j]) < 1e-12);
        }
        // Row 0 by hand: Â_1 row 0 = (1, 0, 0), so R row 0 = Â_0 row 0 = (0.6, 0.25, 0.15).
        QVERIFY(std::abs(got(0, 0) - 0.6) < 1e-12 && std::abs(got(0, 2) - 0.15) < 1e-12);
    }

    void rolloutRenormalisesAndStaysCausal() {
        MatrixD P = stochastic(5, 3, true);
        P.row(2) *= 0.5;  // a row that does not sum to 1: the mix's row is divided by its sum
        const MatrixD R = rollout({residualMix(P), residualMix(stochastic(5, 4, true))});
        for (int i = 0; i < 5; ++i) {
            QVERIFY(std::abs(R.row(i).sum() - 1) < 1e-12);
            for (int j = i + 1; j < 5; ++j) QCOMPARE(R(i, j), 0.0);  // no key after its query
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, residualMix(MatrixD::Ones(2, 3)));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 rollout({MatrixD::Ones(2, 3), MatrixD::Ones(2, 3)}));
    }

    void maxFlowOfAHandSolvedGraph() {
        // s=0 → 1 (3), s → 2 (2), 1 → 2 (1), 1 → t=3 (2), 2 → t (3): the cut {s→1 side} is
        // 1→t (2) + 2→t (3) = 5, and s's edges 3 + 2 = 5: the maximum flow is 5.
        MaxFlow g(4);
        g.addEdge(0, 1, 3);
        g.addEdge(0, 2, 2);
        g.addEdge(1, 2, 1);
        g.addEdge(1, 3, 2);
        g.addEdge(2, 3, 3);
        QCOMPARE(g.run(0, 3), 5.0);
        QCOMPARE(g.run(0, 3), 5.0);  // a second run starts from zero flow
        QCOMPARE(g.run(1, 3), 3.0);  // 1→t 2, 1→2→t 1
        QCOMPARE(g.run(3, 0), 0.0);
    }

    void flowOfATwoLayerGraphByHand() {
        // Two tokens, two layers, no residual: M_0 = [[1, 0], [0.5, 0.5]], M_1 = [[0.5, 0.5],
        // [0, 1]]. Token 0 to output 0: through (1,0) min(1, 0.5) + through (1,1) min(0.5, 0.5)
        // = 1; token 1 to output 0: only through (1,1): min(0.5, 0.5) = 0.5.
        MatrixD M0(2, 2), M1(2, 2);
        M0 << 1, 0, 0.5, 0.5;
        M1 << 0.5, 0.5, 0, 1;
        AttentionFlow f({M0, M1});
        QCOMPARE(f.flow(0, 0), 1.0);
        QCOMPARE(f.flow(1, 0), 0.5);
        QCOMPARE(f.flow(1, 1), 0.5);
        QCOMPARE(f.flow(0, 1), 0.5);
    }

    void flowEqualsBruteForceMinCut() {
        // Three tokens, two layers of residual mixes: every flow is the minimum cut of the
        // 9-node graph, at most 1, at least the rollout's entry; the flow from all tokens at
        // once (a super-source) is 1.
        const std::vector<MatrixD> mixes = {residualMix(stochastic(3, 11)),
                                            residualMix(stochastic(3, 12))};
        std::vector<std::tuple<int, int, double>> edges;
        for (int l = 0; l < 2; ++l)
            for (int i = 0; i < 3; ++i)
                for (int j = 0; j < 3; ++j)
                    edges.emplace_back(3 * l + j, 3 * (l + 1) + i, mixes[l](i, j));
        AttentionFlow flow(mixes);
        const MatrixD F = flow.map();
        const MatrixD R = rollout(mixes);
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) {
                const double cut = bruteForceMinCut(9, edges, j, 6 + i);
                QVERIFY2(std::abs(F(i, j) - cut) < 1e-9,
                         qPrintable(QString::number(F(i, j) - cut)));
                QVERIFY(F(i, j) <= 1 + 1e-12);
                QVERIFY(F(i, j) >= R(i, j) - 1e-12);
            }
        MaxFlow all(11);  // node 9 the super-source, 10 unused
        for (const auto& [a, b, c] : edges) all.addEdge(a, b, c);
        for (int j = 0; j < 3; ++j) all.addEdge(9, j, 10);
        for (int i = 0; i < 3; ++i) QVERIFY(std::abs(all.run(9, 6 + i) - 1) < 1e-12);
    }

    void flowOverACrossLayer() {
        // A rectangular last layer (2 decoder positions reading 3 source positions) chains.
        // Decoder position 1 reads source position 0 alone (capacity 1), which reads token j
        // by the one edge Â_0[0][j]: its flow from j is exactly that weight.
        MatrixD C(2, 3);
        C << 0.2, 0.3, 0.5, 1, 0, 0;
        const MatrixD A0 = residualMix(stochastic(3, 5));
        AttentionFlow f({A0, C});
        QCOMPARE(f.outputs(), 2);
        QCOMPARE(f.inputs(), 3);
        const MatrixD F = f.map();
        const MatrixD R = rollout({A0, C});
        for (int j = 0; j < 3; ++j) {
            QVERIFY(std::abs(F(1, j) - A0(0, j)) < 1e-12);
            QVERIFY(F(0, j) <= 1 + 1e-12 && F(0, j) >= R(0, j) - 1e-12);
        }
        std::atomic<bool> cancelled{true};
        QVERIFY(std::isnan(f.map(&cancelled)(0, 0)));
    }

    void gradientTimesInputMatchesFiniteDifferences_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("encoder-decoder mha") << QString();
        QTest::newRow("encoder-decoder gqa") << QString(R"(, "attention": "gqa", "n_kv_heads": 2)");
        QTest::newRow("decoder-only")
            << QString(R"(, "architecture": "decoder-only", "n_encoder_layers": 0)");
        QTest::newRow("encoder-only")
            << QString(R"(, "architecture": "encoder-only", "n_decoder_layers": 0)");
    }
    void gradientTimesInputMatchesFiniteDifferences() {
        // Untied embeddings and distinct ids: the finite difference of log p over row id_j of
        // E is √d·∂ log p/∂x_j, so g_j = Σ_k x_jk ∂/∂x_jk is checked against it.
        QFETCH(QString, extra);
        const Config c = Config::fromJson(R"({"vocab_size": 16, "d_model": 8, "n_heads": 4,
            "d_head": 2, "d_ff": 12, "n_encoder_layers": 2, "n_decoder_layers": 2,
            "max_positions": 32, "tie_embeddings": false, "scale_embeddings": false)" +
                                          extra.toStdString() + "}");
        train::TrainableTransformer<double> model(randomCheckpoint(c, "", 41));
        const GradientInputQuery q = gradientQuery(c, {9, 10});
        const MatrixD G = gradientTimesInput(model, q);
        const std::vector<int>& inputs = c.decoderOnly() ? q.decoderInput : q.sourceIds;
        QCOMPARE(G.cols(), Eigen::Index(inputs.size()));
        auto& E = model.parameters()["embed.weight"].value;
        const MatrixD PE = sinusoidalPositions(0, int(inputs.size()), c.d_model).cast<double>();
        const double h = 1e-6;
        double norm = 0;
        for (int t = 0; t < int(G.rows()); ++t)
            for (int j = 0; j < int(inputs.size()); ++j) {
                if (c.decoderOnly() && j > t) {
                    QVERIFY(std::abs(G(t, j)) < 1e-12);  // causal: a later token has no effect
                    continue;
                }
                // Positions sharing an id (bos, eos) would add up: only distinct ids are checked.
                if (inputs[size_t(j)] == c.bos_id || inputs[size_t(j)] == c.eos_id) continue;
                double numeric = 0;
                for (int k = 0; k < c.d_model; ++k) {
                    double& e = E(inputs[size_t(j)], k);
                    const double keep = e;
                    e = keep + h;
                    const double up = targetLogProbability(model, q, t);
                    e = keep - h;
                    const double down = targetLogProbability(model, q, t);
                    e = keep;
                    numeric += (keep + PE(j, k)) * (up - down) / (2 * h);  // x_jk = E[id]_k + PE_jk
                }
                norm += std::abs(G(t, j));
                QVERIFY2(
                    std::abs(G(t, j) - numeric) < 1e-6,
                    qPrintable(
                        QString("t %1 j %2: %3 vs %4").arg(t).arg(j).arg(G(t, j)).arg(numeric)));
            }
        QVERIFY(norm > 1e-6);  // the gradient is not zero, so the comparison proves something
    }

    void gradientTimesAttentionSumsToTheOutputScaling_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<int>("stack");
        QTest::newRow("cross mha") << QString() << int(AttentionStack::Cross);
        QTest::newRow("encoder self gqa") << QString(R"(, "attention": "gqa", "n_kv_heads": 2)")
                                          << int(AttentionStack::EncoderSelf);
        QTest::newRow("decoder self mla")
            << QString(R"(, "attention": "mla", "d_latent": 6, "d_rope": 2, "positions": "rope")")
            << int(AttentionStack::DecoderSelf);
        QTest::newRow("decoder-only")
            << QString(R"(, "architecture": "decoder-only", "n_encoder_layers": 0)")
            << int(AttentionStack::DecoderSelf);
        QTest::newRow("encoder-only")
            << QString(R"(, "architecture": "encoder-only", "n_decoder_layers": 0)")
            << int(AttentionStack::EncoderSelf);
    }
    void gradientTimesAttentionSumsToTheOutputScaling() {
        // Σ_j P_ij ∂/∂P_ij = Y_i·∂/∂Y_i (Y = PV is linear in P), and scaling a block's W_o by
        // (1 + ε) changes log p by ε Σ_i Y_i·∂/∂Y_i: so each row of the map sums to the central
        // finite difference of log p under scaling every W_o of the stack at once.
        QFETCH(QString, extra);
        QFETCH(int, stack);
        const Config c = Config::fromJson(R"({"vocab_size": 16, "d_model": 8, "n_heads": 4,
            "d_head": 2, "d_ff": 12, "n_encoder_layers": 2, "n_decoder_layers": 2,
            "max_positions": 32)" + extra.toStdString() +
                                          "}");
        train::TrainableTransformer<double> model(randomCheckpoint(c, "", 43));
        const GradientInputQuery q = gradientQuery(c, {9, 10, 11});
        const AttentionStack which = AttentionStack(stack);
        const MatrixD A = gradientMaps(model, q, which).attention;
        const bool selfDecoder = which == AttentionStack::DecoderSelf;
        const size_t rows = c.encoderOnly() ? q.sourceIds.size() : q.decoderInput.size();
        QCOMPARE(A.rows(), Eigen::Index(rows));
        QCOMPARE(A.cols(), Eigen::Index(selfDecoder ? q.decoderInput.size() : q.sourceIds.size()));
        std::vector<train::Mat<double>*> outputs;
        const char* prefix = which == AttentionStack::EncoderSelf ? "encoder" : "decoder";
        const char* block = which == AttentionStack::Cross ? "cross_attn" : "self_attn";
        const int layers =
            which == AttentionStack::EncoderSelf ? c.n_encoder_layers : c.n_decoder_layers;
        for (int l = 0; l < layers; ++l)
            outputs.push_back(
                &model.parameters()[layerPrefix(prefix, l) + block + ".o_proj.weight"].value);
        const auto scaled = [&](int t, double factor) {
            for (train::Mat<double>* W : outputs) *W *= factor;
            const double logp = targetLogProbability(model, q, t);
            for (train::Mat<double>* W : outputs) *W /= factor;
            return logp;
        };
        const double h = 1e-5;
        double norm = 0;
        for (int t = 0; t < int(A.rows()); ++t) {
            if (selfDecoder)  // causal: attention to a later position has no effect
                for (int j = t + 1; j < int(A.cols()); ++j) QVERIFY(std::abs(A(t, j)) < 1e-12);
            const double numeric = (scaled(t, 1 + h) - scaled(t, 1 - h)) / (2 * h);
            norm += A.row(t).cwiseAbs().sum();
            QVERIFY2(std::abs(A.row(t).sum() - numeric) < 1e-6,
                     qPrintable(QString("t %1: %2 vs %3").arg(t).arg(A.row(t).sum()).arg(numeric)));
        }
        QVERIFY(norm > 1e-6);
        // The maps of one pass: gradient × input is the same as computed alone.
        QVERIFY((gradientMaps(model, q, which).input - gradientTimesInput(model, q)).norm() <
                1e-12);
    }
};

QTEST_GUILESS_MAIN(TestAttribution)
#include "tst_attribution.moc"
