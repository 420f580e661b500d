// The per-call Pass (model/Pass.h): one const Transformer runs passes with different choices at
// once and each gives its single-threaded result; the one masked softmax (SPEC §2); what a
// HeadObserver sees; the weight bytes of a cached step as the blocks report them.
#include <QTest>
#include <thread>

#include "AttentionKernel.h"
#include "MaskedSoftmax.h"
#include "RandomInit.h"
#include "SmallConfig.h"
#include "Transformer.h"
#include "WeightLayout.h"
#include "approx/ApproximateAttention.h"
#include "approx/HeadRecorder.h"

using namespace atlas;

namespace {

using test::smallConfig;

const char* kVariants[][2] = {
    {"mha", R"(, "attention": "mha")"},
    {"gqa", R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope")"},
    {"mqa", R"(, "attention": "mqa", "tie_embeddings": false, "norm_type": "rmsnorm")"},
    {"mla", R"(, "attention": "mla", "d_latent": 12, "d_rope": 4, "norm": "pre")"},
};

// 40 source tokens: 40 × 40 scores, so the heads also run in parallel inside each pass.
const std::vector<int> kSource = [] {
    std::vector<int> ids;
    for (int i = 0; i < 39; ++i) ids.push_back(4 + (i * 7) % 45);
    ids.push_back(3);
    return ids;
}();
const std::vector<int> kTarget{11, 7, 40, 8, 21, 5};

// The bytes a cached step reads, by the tensor names of SPEC §3 (the rule before the blocks
// were asked): decoder layer 0 without the cross keys and values, times the layers, plus W_out.
size_t bytesByName(const Config& c) {
    long long perLayer = 0;
    for (const TensorSpec& spec : weightLayout(c)) {
        if (spec.name.rfind("decoder.layers.0.", 0) != 0) continue;
        const bool crossKv = spec.name.find("cross_attn.k_proj") != std::string::npos ||
                             spec.name.find("cross_attn.v_proj") != std::string::npos ||
                             spec.name.find("cross_attn.kv_down") != std::string::npos;
        if (!crossKv) perLayer += spec.elementCount();
    }
    return size_t(perLayer * c.n_decoder_layers + (long long)c.vocab_size * c.d_model) *
           sizeof(float);
}

}  // namespace

class TestPass : public QObject {
    Q_OBJECT

private slots:
    void variants_data() {
        QTest::addColumn<QString>("extra");
        for (const auto& v : kVariants) QTest::newRow(v[0]) << QString(v[1]);
    }

    // No shared mutable state: an approximated pass and an exact one, each in a thread of its
    // own, many times over, give bit for bit what each gives alone.
    void concurrentPassesEqualSingleThreaded_data() { variants_data(); }
    void concurrentPassesEqualSingleThreaded() {
        QFETCH(QString, extra);
        const Transformer t(randomCheckpoint(smallConfig(extra.toStdString()), "", 9));
        approx::ApproxSettings svd;
        svd.rank = 1;
        const approx::ApproximateAttention rankOne(svd, {});
        const Pass approximated{.approximation = &rankOne, .mla = MlaEvaluation::Naive};
        const Pass exact{};
        const std::vector<int> input = t.decoderInput(kTarget);
        const Matrix alone[2] = {t.teacherForced(kSource, input, {}, approximated),
                                 t.teacherForced(kSource, input, {}, exact)};
        QVERIFY((alone[0] - alone[1]).cwiseAbs().maxCoeff() > 1e-3f);  // really different

        bool same[2] = {true, true};
        auto run = [&](int which, const Pass& pass) {
            for (int i = 0; i < 8; ++i)
                same[which] =
                    same[which] && t.teacherForced(kSource, input, {}, pass) == alone[which];
        };
        std::thread a(run, 0, std::cref(approximated)), b(run, 1, std::cref(exact));
        a.join();
        b.join();
        QVERIFY2(same[0], "the approximated pass changed under a concurrent exact one");
        QVERIFY2(same[1], "the exact pass changed under a concurrent approximated one");
    }

    // SPEC §2: rows sum to 1 over the visible keys; masked entries exactly 0; m and Z returned.
    void maskedSoftmaxRows() {
        const AttentionMask mask{true, 1, 4};
        Eigen::MatrixXd S = Eigen::MatrixXd::Random(4, 6) * 30.0;
        const Eigen::MatrixXd scores = S;
        atlas::maskedSoftmaxRows(S, mask);
        for (Eigen::Index i = 0; i < S.rows(); ++i) {
            const KeySpan keys = mask.visible(i, S.cols());
            QCOMPARE(keys.begin, 0);
            const Eigen::Index visible = keys.end;
            QCOMPARE(visible, std::min<Eigen::Index>(i + 2, 4));
            QVERIFY(std::abs(S.row(i).head(visible).sum() - 1.0) <= 1e-12);
            for (Eigen::Index j = visible; j < S.cols(); ++j) QCOMPARE(S(i, j), 0.0);
            Eigen::RowVectorXd A = scores.row(i);
            const SoftmaxRow<double> r = maskedExp(A, keys);
            QCOMPARE(r.rowMax, scores.row(i).head(visible).maxCoeff());
            QVERIFY(std::abs(r.Z - A.sum()) <= 1e-12);
            QVERIFY((A / r.Z - S.row(i)).cwiseAbs().maxCoeff() <= 1e-15);
        }
        // Nothing visible: the row is 0, not NaN.
        Eigen::RowVectorXf empty = Eigen::RowVectorXf::Constant(3, 5.0f);
        const SoftmaxRow<float> none = maskedSoftmax(empty, KeySpan{});
        QCOMPARE(none.Z, 0.0f);
        QVERIFY(empty.isZero(0));
    }

    // docs/format.md "Sliding windows": a query at position q sees keys k with
    // q − window < k ≤ q (transformers' sliding_window_overlay), also when the cache has
    // forgotten its oldest keys (firstKey) and the window's edge falls before them.
    void slidingWindowMask() {
        for (int firstKey : {0, 2})
            for (int window : {1, 3, 10}) {
                AttentionMask mask{true, 4, -1, window, firstKey};
                const int keys = 9 - firstKey;  // positions firstKey … 8
                for (int row = 0; row < 5; ++row) {
                    const KeySpan span = mask.visible(row, keys);
                    for (int column = 0; column < keys; ++column) {
                        const int q = 4 + row, k = firstKey + column;
                        const bool seen = k <= q && k > q - window;
                        QCOMPARE(column >= span.begin && column < span.end, seen);
                    }
                }
            }
        // Masked on both sides, the row still sums to 1 and is 0 outside the span.
        Eigen::RowVectorXd row = Eigen::RowVectorXd::LinSpaced(6, -3, 4);
        const AttentionMask mask{true, 3, -1, 2, 0};
        maskedSoftmax(row, mask.visible(0, 6));
        QCOMPARE(row[0], 0.0);
        QCOMPARE(row[1], 0.0);
        QVERIFY(row[2] > 0 && row[3] > 0);
        QVERIFY(std::abs(row[2] + row[3] - 1.0) < 1e-12);
        QVERIFY(row.tail(2).isZero(0));
    }

    // The observer sees the S the kernel exponentiated: softmaxed again under its mask it is
    // the map the pass returned, and Y = PV; the observer changes nothing.
    void observerSeesWhatTheKernelComputed_data() { variants_data(); }
    void observerSeesWhatTheKernelComputed() {
        QFETCH(QString, extra);
        const Transformer t(randomCheckpoint(smallConfig(extra.toStdString()), "", 5));
        const std::vector<int> input = t.decoderInput(kTarget);
        LayerMaps self, cross;
        const Matrix plain = t.teacherForced(kSource, input, {.decoderSelf = &self});
        for (AttentionStack stack : {AttentionStack::DecoderSelf, AttentionStack::Cross}) {
            const approx::HeadRecorder recorder(stack, 1, t.config().n_heads);
            LayerMaps decoderSelf, crossMaps;
            const Matrix watched =
                t.teacherForced(kSource, input, {.decoderSelf = &decoderSelf, .cross = &crossMaps},
                                {.observer = &recorder});
            QCOMPARE(watched, plain);
            const LayerMaps& maps = stack == AttentionStack::Cross ? crossMaps : decoderSelf;
            for (int h = 0; h < t.config().n_heads; ++h) {
                const approx::HeadRecord& r = recorder.heads()[size_t(h)];
                QVERIFY(r.seen);
                QCOMPARE(r.mask.causal, stack == AttentionStack::DecoderSelf);
                Matrix P = r.scores();
                atlas::maskedSoftmaxRows(P, r.mask);
                QVERIFY((P - maps[1][size_t(h)]).cwiseAbs().maxCoeff() <= 1e-6f);
                QCOMPARE(r.P, maps[1][size_t(h)]);
                QVERIFY((r.P * r.V - r.Y).cwiseAbs().maxCoeff() <= 1e-5f);
            }
        }
    }

    // The blocks' own counts give the numbers the tensor names gave.
    void weightBytesPerStepAsByName_data() { variants_data(); }
    void weightBytesPerStepAsByName() {
        QFETCH(QString, extra);
        const Config c = smallConfig(extra.toStdString());
        const Transformer t(randomCheckpoint(c, "", 2));
        QCOMPARE(t.decodeStepWeightBytes(), bytesByName(c));
    }
};

QTEST_GUILESS_MAIN(TestPass)
#include "tst_pass.moc"
