// The KV cache's cost (SPEC §2 "KV cache", issue 4): FLOP formulas against figures worked out by
// hand, the stepper's live cache against the analytic size at every step for every attention
// kind, the timings' shape, and MLA's naive against absorbed evaluation.

#include <QtTest>
#include <atomic>
#include <memory>

#include "DecodingCost.h"
#include "DecodingTiming.h"
#include "DefaultModel.h"
#include "DefaultModelCache.h"
#include "KvStepper.h"
#include "MlaEvaluationGap.h"
#include "Model.h"

using namespace atlas;

namespace {

// The built-in models' shapes (DefaultModel.cpp) with a round vocabulary: d 64, H 4, dh 16,
// d_ff 256, 2 decoder layers, V 1000.
Config tinyConfig(AttentionKind kind) {
    Config c;
    c.vocab_size = 1000;
    c.d_model = 64;
    c.n_heads = 4;
    c.d_head = 16;
    c.d_ff = 256;
    c.n_encoder_layers = 2;
    c.n_decoder_layers = 2;
    c.attention = kind;
    c.n_kv_heads = kind == AttentionKind::GQA ? 2 : kind == AttentionKind::MQA ? 1 : 4;
    if (kind == AttentionKind::MLA) {
        c.d_latent = 32;
        c.d_rope = 8;
    }
    return c;
}

const char* kSentence = "The little cat sleeps on the warm red sofa.";

}  // namespace

class TestDecodingCost : public QObject {
    Q_OBJECT

private slots:
    void cachedStepMha() {
        // Step t = 5 (5 cached decoder tokens), n = 10 source tokens; per decoder layer:
        const long long selfLayer = 2 * 1 * 64 * (2 * 4 * 16)  // [K | V] of the new token
                                    + 2 * 1 * 64 * 64          // Q
                                    + 4 * (2 * 1 * 16 * 5)     // S_h, 4 heads
                                    + 4 * (2 * 1 * 5 * 16)     // A_h V_h
                                    + 2 * 1 * 64 * 64;         // W_o
        QCOMPARE(selfLayer, 34048LL);
        const long long crossLayer = 2 * 64 * 64 + 4 * (2 * 16 * 10) * 2 + 2 * 64 * 64;
        const long long ffnLayer = 2 * 64 * 256 + 2 * 256 * 64;
        const DecoderFlops f = cachedStepFlops(tinyConfig(AttentionKind::MHA), 10, 5);
        QCOMPARE(f.selfAttention, 2 * selfLayer);
        QCOMPARE(f.crossAttention, 2 * crossLayer);
        QCOMPARE(f.crossFill, 0LL);
        QCOMPARE(f.feedForward, 2 * ffnLayer);
        QCOMPARE(f.logits, 2LL * 64 * 1000);
        QCOMPARE(f.total(), 365056LL);
    }

    void uncachedStepGqa() {
        // Step t = 3 without the cache: 3 decoder tokens from scratch, the cross caches refilled
        // (2 key/value heads: [K | V] is 64 wide), last logits only.
        const long long selfLayer =
            2 * 3 * 64 * 64 + 2 * 3 * 64 * 64 + 4 * (2 * 3 * 16 * 3) * 2 + 2 * 3 * 64 * 64;
        const long long crossLayer = 2 * 3 * 64 * 64 + 4 * (2 * 3 * 16 * 10) * 2 + 2 * 3 * 64 * 64;
        const long long fillLayer = 2 * 10 * 64 * 64;
        const long long ffnLayer = 2 * (2 * 3 * 64 * 256);
        const DecoderFlops f = uncachedStepFlops(tinyConfig(AttentionKind::GQA), 10, 3);
        QCOMPARE(f.selfAttention, 2 * selfLayer);
        QCOMPARE(f.crossAttention, 2 * crossLayer);
        QCOMPARE(f.crossFill, 2 * fillLayer);
        QCOMPARE(f.feedForward, 2 * ffnLayer);
        QCOMPARE(f.total(), 950784LL);
    }

    void latentEvaluations() {
        // dc 32, dr 8; the cached step t = 5 against n = 10 source tokens.
        const Config c = tinyConfig(AttentionKind::MLA);
        const long long query = 2 * 64 * (4 * (16 + 8));
        const long long absorbedSelf = 2 * 64 * 40                  // [c | k_r] of the new token
                                       + query + 4 * (2 * 16 * 32)  // q_h W_uk,h
                                       + 4 * (2 * 40 * 5)           // S_h against [c | k_r]
                                       + 4 * (2 * 5 * 32)           // A_h c
                                       + 2 * (4 * 32) * 64;         // folded W_o: [d, H·dc]
        const long long naiveSelf = 2 * 64 * 40 + query + 4 * (2 * 5 * 32 * 32)  // k_h, v_h
                                    + 4 * (2 * 24 * 5) + 4 * (2 * 5 * 16) + 2 * 64 * 64;
        QCOMPARE(absorbedSelf, 40768LL);
        QCOMPARE(cachedStepFlops(c, 10, 5).selfAttention, 2 * absorbedSelf);
        QCOMPARE(cachedStepFlops(c, 10, 5, MlaEvaluation::Naive).selfAttention, 2 * naiveSelf);
        const long long absorbedCross =
            query + 4 * (2 * 16 * 32) + 4 * (2 * 40 * 10) + 4 * (2 * 10 * 32) + 2 * (4 * 32) * 64;
        QCOMPARE(cachedStepFlops(c, 10, 5).crossAttention, 2 * absorbedCross);
        // The latent is what is projected into the cache: dc + dr per token.
        QCOMPARE(uncachedStepFlops(c, 10, 1).crossFill, 2LL * (2 * 10 * 64 * 40));
    }

    void totalsAreQuadraticAndCubic() {
        // Closed forms of the sums: per step a part constant in t, one linear in t (attention
        // over t keys) and, without the cache, one linear (projections of t tokens) and one
        // quadratic (the t × t scores) — hence O(N²) against O(N³) in total.
        const Config c = tinyConfig(AttentionKind::MHA);
        const long long n = 10, N = 40, d = 64, Hdh = 64, L = 2, V = 1000;
        const long long perToken = 2 * d * 2 * Hdh          // [K | V]
                                   + 2 * (2 * d * Hdh) * 2  // Q and W_o, self and cross
                                   + 2 * (2 * Hdh * n)      // cross S and A·V, all heads
                                   + 4 * d * 256;           // FFN
        const long long perKey = 4 * Hdh;                   // S and A·V per key, all heads
        const long long fill = 2 * n * d * 2 * Hdh;
        const long long sum1 = N * (N + 1) / 2, sum2 = N * (N + 1) * (2 * N + 1) / 6;
        QCOMPARE(cachedTotalFlops(c, n, N),
                 L * fill + L * (N * perToken + perKey * sum1) + N * 2 * d * V);
        QCOMPARE(uncachedTotalFlops(c, n, N),
                 L * (N * fill + perToken * sum1 + perKey * sum2) + N * 2 * d * V);
    }

    void crossoverAndExponents() {
        // MHA, n = 10: b = L·(per-token projections and FFN, cross scores) and c = L·4·H·dh.
        const long long b = 2 * (2 * 64 * 128 + 4 * (2 * 64 * 64) + 4 * 64 * 10 + 4 * 64 * 256);
        const long long c = 2 * (4 * 64);
        QCOMPARE(quadraticCrossover(tinyConfig(AttentionKind::MHA), 10), double(b) / double(c));
        std::vector<double> squares, cubes;
        for (double N = 1; N <= 64; ++N) {
            squares.push_back(3 * N * N);
            cubes.push_back(N * N * N / 7);
        }
        QVERIFY(std::abs(growthExponent(squares) - 2) < 1e-9);
        QVERIFY(std::abs(growthExponent(cubes) - 3) < 1e-9);
        QCOMPARE(growthExponent({1, 2, 3}), 0.0);
    }

    void stepperMatchesAnalyticEveryStep_data() {
        QTest::addColumn<int>("kind");
        for (AttentionKind k :
             {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA, AttentionKind::MLA})
            QTest::newRow(toString(k)) << int(k);
    }
    void stepperMatchesAnalyticEveryStep() {
        QFETCH(int, kind);
        KvStepper stepper(defaultModel(AttentionKind(kind)), kSentence);
        const Config& c = stepper.model().config();
        const long long n = (long long)stepper.sourceIds().size(), L = c.n_decoder_layers;
        // By hand, SPEC §2: 2·Hkv·dh or dc + dr numbers per token and layer, 4 bytes each.
        const long long perTokenLayer =
            4 * (c.isLatent() ? c.d_latent + c.d_rope : 2 * c.n_kv_heads * c.d_head);
        QCOMPARE(stepper.measured(), (CacheBytes{0, L * n * perTokenLayer}));
        QCOMPARE(stepper.analytic(), stepper.measured());
        int steps = 0;
        while (!stepper.finished()) {
            const KvStep& s = stepper.step();
            ++steps;
            QCOMPARE(s.step, steps);
            const CacheBytes byHand{L * steps * perTokenLayer, L * n * perTokenLayer};
            QCOMPARE(s.measured, byHand);
            QCOMPARE(s.analytic, byHand);
            QCOMPARE(analyticCacheBytes(c, n, steps), byHand);
        }
        QVERIFY(steps >= 1);
        QCOMPARE(stepper.steps().front().input, c.bos_id);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, stepper.step());
    }

    void timesEveryStepBothWays() {
        const auto model = defaultModel(AttentionKind::GQA);
        TimingOptions options;
        options.steps = 96;
        options.repeats = 2;
        const DecodingTiming timing =
            timeDecoding(model->transformer(), model->sourceIds(kSentence), options);
        QCOMPARE(int(timing.steps.size()), 96);
        // Times are measured and shown, never asserted: the machine is shared.
        for (const StepTiming& s : timing.steps)
            QVERIFY(s.cachedSeconds > 0 && s.uncachedSeconds > 0);
        QVERIFY(!timing.cancelled);

        const std::atomic<bool> cancel{true};
        const DecodingTiming stopped =
            timeDecoding(model->transformer(), model->sourceIds(kSentence), options, &cancel);
        QVERIFY(stopped.cancelled);
        QVERIFY(stopped.steps.empty());
    }

    // max_positions 1 holds [bos] alone: one step, where std::clamp(steps, 1, 0) was undefined
    // (and in practice gave no step at all).
    void timesOneStepWhenOnlyBosFits() {
        Checkpoint one = makeDefaultModel(AttentionKind::MHA);
        one.config.max_positions = 1;
        const Model model(one);
        TimingOptions options;
        options.steps = 8;
        options.repeats = 1;
        const DecodingTiming timing =
            timeDecoding(model.transformer(), {model.config().eos_id}, options);
        QCOMPARE(int(timing.steps.size()), 1);
        QVERIFY(!timing.cancelled);
    }

    void mlaNaiveEqualsAbsorbed() {
        Model mla(makeDefaultModel(AttentionKind::MLA));
        const std::vector<int> source = mla.sourceIds(kSentence);
        const std::vector<int> input = mla.decoderInput(mla.targetIds("Die kleine Katze schläft."));
        const MlaGap gap = mlaEvaluationGap(mla.transformer(), source, input);
        // Two orders of the same products: equal to rounding, and not bit for bit (an exact
        // zero would mean that the two evaluations were never both run).
        QVERIFY2(gap.attention > 0 && gap.attention <= 1e-5,
                 qPrintable(QString::number(gap.attention)));
        QVERIFY2(gap.logits > 0 && gap.logits <= 1e-5 * gap.logitScale,
                 qPrintable(QString::number(gap.logits)));

        Model mha(makeDefaultModel(AttentionKind::MHA));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 mlaEvaluationGap(mha.transformer(), source, input));
    }
};

QTEST_GUILESS_MAIN(TestDecodingCost)
#include "tst_decodingcost.moc"
