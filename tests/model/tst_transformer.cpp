// SPEC §2 against a plain-loop implementation, and the invariants every view relies on.

#include <QTest>
#include <thread>

#include <limits>
#include <new>

#include "AttentionKernel.h"
#include "FiniteProbe.h"
#include "Gemm.h"
#include "Greedy.h"
#include "NaiveTransformer.h"
#include "RandomInit.h"
#include "RunBudget.h"
#include "SmallConfig.h"
#include "Transformer.h"

using namespace atlas;

namespace {

using test::smallConfig;

const std::vector<int> kSource{5, 9, 17, 4, 33, 21, 3};
const std::vector<int> kDecoderInput{2, 11, 7, 40, 8};

double maxDiff(const Matrix& a, const naive::Mat& b) {
    double worst = 0;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j)
            worst = std::max(worst, std::abs(a(i, j) - b[i][j]));
    return worst;
}

double maxDiff(const LayerMaps& a, const naive::Maps& b) {
    double worst = 0;
    for (size_t l = 0; l < a.size(); ++l)
        for (size_t h = 0; h < a[l].size(); ++h) worst = std::max(worst, maxDiff(a[l][h], b[l][h]));
    return worst;
}

double maxDiff(const Matrix& a, const Matrix& b) {
    return (a - b).cwiseAbs().maxCoeff();
}

double maxDiff(const LayerMaps& a, const LayerMaps& b) {
    double worst = 0;
    for (size_t l = 0; l < a.size(); ++l)
        for (size_t h = 0; h < a[l].size(); ++h) worst = std::max(worst, maxDiff(a[l][h], b[l][h]));
    return worst;
}

struct Run {
    LayerMaps encoderSelf, decoderSelf, cross;
    Matrix logits;
    DecoderState state;
};

Run runFull(const Transformer& t, const Pass& pass = {}, const std::vector<int>& src = kSource,
            const std::vector<int>& dec = kDecoderInput) {
    Run r;
    const Matrix enc = t.encode(src, {.attention = &r.encoderSelf}, pass);
    r.state = t.startDecoding(enc);
    r.logits = t.decode(r.state, dec, {&r.decoderSelf, &r.cross}, pass);
    return r;
}

Pass evaluated(bool absorbed) {
    return {.mla = absorbed ? MlaEvaluation::Absorbed : MlaEvaluation::Naive};
}

const char* kVariants[][2] = {
    {"mha", R"(, "attention": "mha")"},
    {"gqa", R"(, "attention": "gqa", "n_kv_heads": 2)"},
    {"mqa", R"(, "attention": "mqa")"},
    {"mla", R"(, "attention": "mla", "d_latent": 12, "d_rope": 4)"},
    {"mla-no-rope", R"(, "attention": "mla", "d_latent": 12, "d_rope": 0)"},
    {"mha-rope", R"(, "positions": "rope")"},
    {"gqa-rope-pre-rms",
     R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm")"},
    {"mqa-gelu-untied", R"(, "attention": "mqa", "activation": "gelu", "tie_embeddings": false)"},
    {"mla-rope-pre",
     R"(, "attention": "mla", "d_latent": 16, "d_rope": 8, "positions": "rope", "norm": "pre")"},
    {"mha-dhead-noscale", R"(, "d_head": 6, "scale_embeddings": false, "norm_type": "rmsnorm")"},
};

// Runs out of memory in one head: an exception thrown on an OpenMP worker thread.
class FailingHead : public AttentionApproximation {
public:
    void attend(const HeadSite& site, const ConstMatrixRef&, const ConstMatrixRef&,
                const ConstMatrixRef&, float, const AttentionMask&, MatrixRef,
                Matrix*) const override {
        if (site.head == 3) throw std::bad_alloc();
    }
};

// The issue's 9 MB bomb, scaled to its point: every limit kept, 1024 heads of width 1 in 256
// encoder layers, whose maps for 70 tokens are 5 GB.
Config mapBomb() {
    return Config::fromJson(R"({"vocab_size": 50, "d_model": 2, "n_heads": 1024, "d_head": 1,
        "d_ff": 2, "n_encoder_layers": 256, "n_decoder_layers": 1, "max_positions": 512})");
}

}  // namespace

class TestTransformer : public QObject {
    Q_OBJECT

private slots:
    // Each thread keeps the count it set (the window's workers set theirs per model); Eigen and
    // OpenBLAS never thread by themselves on any thread (model/Gemm.cpp cuts products into
    // panels on the caller's count instead).
    void threadCountIsPerThread() {
        setThreadCount(1);
        int otherOpenMp = 0, otherEigen = 0, otherBlas = 0;
        std::thread other([&] {
            setThreadCount(2);
            otherOpenMp = threadCount();
            otherEigen = Eigen::nbThreads();
            otherBlas = blasThreads();
        });
        other.join();
        QCOMPARE(otherOpenMp, 2);
        QCOMPARE(otherEigen, 1);
        QCOMPARE(otherBlas, 1);
        QCOMPARE(threadCount(), 1);
        QCOMPARE(Eigen::nbThreads(), 1);
    }
    void matchesPlainLoops_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<bool>("absorbed");
        for (const auto& v : kVariants) {
            QTest::newRow(v[0]) << QString(v[1]) << true;
            if (QString(v[0]).startsWith("mla"))
                QTest::newRow((std::string(v[0]) + "-naive").c_str()) << QString(v[1]) << false;
        }
    }
    void matchesPlainLoops() {
        QFETCH(QString, extra);
        QFETCH(bool, absorbed);
        const Checkpoint ck = randomCheckpoint(smallConfig(extra.toStdString()), "", 7);
        const Transformer t(ck);
        const Run p = runFull(t, evaluated(absorbed));
        const naive::Result ref = naive::forward(ck, kSource, kDecoderInput);
        QVERIFY2(maxDiff(p.encoderSelf, ref.encoderSelf) <= 1e-5, "encoder self-attention");
        QVERIFY2(maxDiff(p.decoderSelf, ref.decoderSelf) <= 1e-5, "decoder self-attention");
        QVERIFY2(maxDiff(p.cross, ref.cross) <= 1e-5, "cross-attention");
        double scale = 1;
        for (const auto& row : ref.logits)
            for (double v : row) scale = std::max(scale, std::abs(v));
        QVERIFY2(maxDiff(p.logits, ref.logits) <= 1e-5 * scale,
                 qPrintable(QString("logits differ by %1").arg(maxDiff(p.logits, ref.logits))));
    }

    void invariants_data() { matchesPlainLoops_data(); }
    void invariants() {
        QFETCH(QString, extra);
        QFETCH(bool, absorbed);
        const Checkpoint ck = randomCheckpoint(smallConfig(extra.toStdString()), "", 11);
        const Transformer t(ck);
        const Run p = runFull(t, evaluated(absorbed));
        for (const LayerMaps* maps : {&p.encoderSelf, &p.decoderSelf, &p.cross})
            for (const auto& layer : *maps)
                for (const Matrix& A : layer)
                    for (Eigen::Index i = 0; i < A.rows(); ++i)
                        QVERIFY(std::abs(A.row(i).sum() - 1.0f) <= 1e-5f);
        for (const auto& layer : p.decoderSelf)
            for (const Matrix& A : layer)
                for (Eigen::Index i = 0; i < A.rows(); ++i)
                    for (Eigen::Index j = i + 1; j < A.cols(); ++j) QCOMPARE(A(i, j), 0.0f);

        // Cached step-by-step decoding equals the whole prefix at once.
        const Matrix enc = t.encode(kSource, {}, evaluated(absorbed));
        DecoderState state = t.startDecoding(enc);
        for (size_t step = 0; step < kDecoderInput.size(); ++step) {
            LayerMaps self, cross;
            const Matrix logits =
                t.decode(state, {kDecoderInput[step]}, {&self, &cross}, evaluated(absorbed));
            QVERIFY(maxDiff(logits, p.logits.middleRows(step, 1)) <= 1e-4);
            for (size_t l = 0; l < self.size(); ++l)
                for (size_t h = 0; h < self[l].size(); ++h) {
                    const Matrix& full = p.decoderSelf[l][h];
                    QVERIFY(maxDiff(self[l][h], full.block(step, 0, 1, step + 1)) <= 1e-5);
                    QVERIFY(maxDiff(cross[l][h], p.cross[l][h].middleRows(step, 1)) <= 1e-5);
                }
            // SPEC §2: elements per cached token and layer, at 4 bytes each.
            const size_t perToken = size_t(t.config().kvElementsPerToken()) * sizeof(float);
            QCOMPARE(state.cache.selfBytes(), perToken * t.config().n_decoder_layers * (step + 1));
            QCOMPARE(state.cache.crossBytes(),
                     perToken * t.config().n_decoder_layers * kSource.size());
        }
    }

    void groupedKindsAgree() {
        // GQA with Hkv = H is MHA; MQA is GQA with Hkv = 1: same weights, same numbers.
        Checkpoint mha = randomCheckpoint(smallConfig(R"(, "attention": "mha")"), "", 3);
        Checkpoint gqa = mha;
        gqa.config.attention = AttentionKind::GQA;
        QCOMPARE(maxDiff(runFull(Transformer(mha)).logits, runFull(Transformer(gqa)).logits), 0.0);

        Checkpoint mqa = randomCheckpoint(smallConfig(R"(, "attention": "mqa")"), "", 4);
        Checkpoint gqa1 = mqa;
        gqa1.config.attention = AttentionKind::GQA;
        QCOMPARE(gqa1.config.n_kv_heads, 1);
        const Run a = runFull(Transformer(mqa)), b = runFull(Transformer(gqa1));
        QCOMPARE(maxDiff(a.logits, b.logits), 0.0);
        QCOMPARE(maxDiff(a.cross, b.cross), 0.0);
    }

    void latentAbsorbedEqualsNaive() {
        const Checkpoint ck = randomCheckpoint(
            smallConfig(
                R"(, "attention": "mla", "d_latent": 12, "d_rope": 4, "positions": "rope")"),
            "", 5);
        const Transformer t(ck);
        const Run naivePass = runFull(t, evaluated(false));
        const Run absorbedPass = runFull(t, evaluated(true));
        QVERIFY(maxDiff(naivePass.encoderSelf, absorbedPass.encoderSelf) <= 1e-5);
        QVERIFY(maxDiff(naivePass.decoderSelf, absorbedPass.decoderSelf) <= 1e-5);
        QVERIFY(maxDiff(naivePass.cross, absorbedPass.cross) <= 1e-5);
        QVERIFY(maxDiff(naivePass.logits, absorbedPass.logits) <= 1e-4);
        // The latent cache holds dc + dr numbers per token whatever H is.
        QCOMPARE(t.config().kvElementsPerToken(), 16LL);
    }

    void greedyCachedEqualsUncached() {
        for (const auto& v : kVariants) {
            const Checkpoint ck = randomCheckpoint(smallConfig(v[1]), "", 13);
            const Transformer t(ck);
            const Matrix enc = t.encode(kSource);
            GreedyOptions cached, uncached;
            uncached.useCache = false;
            cached.stopAtEos = uncached.stopAtEos = false;
            cached.maxTokens = uncached.maxTokens = 12;
            const std::vector<int> a = greedyDecode(t, enc, cached),
                                   b = greedyDecode(t, enc, uncached);
            QCOMPARE(a.size(), size_t(12));
            QCOMPARE(a, b);
        }
        QCOMPARE(greedyLimit(smallConfig(""), 7), 24);
        QCOMPARE(greedyLimit(smallConfig(""), 40), 63);
    }

    void kernelMasks() {
        // Padding keys and the causal mask get exactly zero weight; the rest is a softmax.
        Matrix Q = Matrix::Random(3, 4), K = Matrix::Random(5, 4), V = Matrix::Random(5, 2);
        Matrix Y(3, 2), A;
        attend(Q, K, V, 0.5f, {true, 1, 4}, Y, &A);
        for (int i = 0; i < 3; ++i) {
            const int visible = std::min(i + 2, 4);
            double z = 0;
            for (int j = 0; j < visible; ++j) z += std::exp(0.5 * Q.row(i).dot(K.row(j)));
            for (int j = 0; j < 5; ++j) {
                const double expected =
                    j < visible ? std::exp(0.5 * Q.row(i).dot(K.row(j))) / z : 0.0;
                QVERIFY(std::abs(A(i, j) - expected) <= 1e-6);
            }
            QVERIFY(maxDiff(Y.row(i), A.row(i) * V) <= 1e-6);
        }
        // Huge scores stay finite: the row maximum is subtracted before exp.
        Matrix big = Matrix::Constant(1, 4, 1000.0f);
        attend(big, big.replicate(3, 1), V.topRows(3), 1.0f, {}, Y.topRows(1), &A);
        QVERIFY(A.allFinite());
        QVERIFY(std::abs(A(0, 0) - 1.0f / 3) <= 1e-6);
    }

    // The exception reaches the caller after the parallel region (before: std::terminate).
    void exceptionInParallelHeadReachesTheCaller_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha") << "";
        QTest::newRow("mla") << R"(, "attention": "mla", "d_latent": 12, "d_rope": 4)";
    }
    void exceptionInParallelHeadReachesTheCaller() {
        QFETCH(QString, extra);
        const Transformer t(randomCheckpoint(smallConfig(extra.toStdString()), "", 1));
        const FailingHead failing;
        const Pass failingPass{.approximation = &failing};
        const std::vector<int> source(64, 4);  // 64 × 64 scores: the heads run in parallel
        QVERIFY_THROWS_EXCEPTION(std::bad_alloc, t.encode(source, {}, failingPass));
        DecoderState s = t.startDecoding(Matrix::Zero(64, 32));
        QVERIFY_THROWS_EXCEPTION(std::bad_alloc,
                                 t.decode(s, std::vector<int>(64, 4), {}, failingPass));
        QVERIFY_THROWS_NO_EXCEPTION(t.encode(source));  // and the model still works
    }

    // Refused before anything is computed, naming the sizes.
    void mapBudgetBombIsRefused() {
        const Config c = mapBomb();
        const Transformer t(randomCheckpoint(c, "", 1));
        try {
            LayerMaps maps;
            t.encode(std::vector<int>(70, 4), {.attention = &maps});
            QFAIL("5 GB of maps computed");
        } catch (const std::length_error& e) {
            const QString message = e.what();
            QVERIFY2(message.contains("256 layers × 1024 heads × 70 × 70"), e.what());
            QVERIFY2(message.contains("GiB") && message.contains("256 MiB budget"), e.what());
            QVERIFY2(!message.contains('\n'), e.what());
        }
        QVERIFY_THROWS_NO_EXCEPTION(t.encode(std::vector<int>(70, 4)));  // no maps: affordable
        const RunCost cost = RunBudget::translation(c, 70, 151);
        QVERIFY(!RunBudget::fits(cost));
        // The window cuts the text to what fits: a handful of tokens, and those do fit.
        const int n = RunBudget::longestSource(c);
        QVERIFY2(n >= 1 && n < 70, qPrintable(QString::number(n)));
        QVERIFY(RunBudget::fits(RunBudget::translation(c, n, greedyLimit(c, n) + 1)));
        QVERIFY(!RunBudget::fits(RunBudget::translation(c, n + 1, greedyLimit(c, n + 1) + 1)));
        // An ordinary model affords all of max_positions.
        QCOMPARE(RunBudget::longestSource(smallConfig("")), 64);
    }

    // One layer's output made infinite: refused naming that output, the first one not finite.
    void probeNamesTheFirstNonFiniteOutput() {
        Checkpoint ckpt = randomCheckpoint(smallConfig(""), "", 1);
        QVERIFY_THROWS_NO_EXCEPTION(requireFiniteProbe(Transformer(ckpt)));
        for (float& v : ckpt.tensors.at("encoder.layers.1.norm2.weight"))
            v = std::numeric_limits<float>::infinity();
        try {
            requireFiniteProbe(Transformer(ckpt));
            QFAIL("a model computing infinity accepted");
        } catch (const CheckpointError& e) {
            QVERIFY2(QString(e.what()).contains("encoder layer 1 output is not finite"), e.what());
        }
    }

    void refusesBadIds() {
        const Transformer t(randomCheckpoint(smallConfig(""), "", 1));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, t.encode({1, 50}));
        QVERIFY_THROWS_EXCEPTION(std::length_error, t.encode(std::vector<int>(65, 4)));
        DecoderState s = t.startDecoding(t.encode({4, 3}));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, t.decode(s, {-1}));
    }
};

QTEST_APPLESS_MAIN(TestTransformer)
#include "tst_transformer.moc"
