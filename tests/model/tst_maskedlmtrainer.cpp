// The trainer on an encoder-only model (a masked LM, docs/format.md): BERT's masking of a batch,
// the masked-LM head's logits against the inference library's, the refusals, and a task that
// only attention in both directions solves.

#include <QTest>
#include <algorithm>
#include <tuple>

#include "Random.h"
#include "RandomInit.h"
#include "SmallConfig.h"
#include "Tensor.h"
#include "Transformer.h"
#include "train/Trainer.h"
#include "train/TrainingData.h"

using namespace atlas;
using namespace atlas::train;

namespace {

using test::smallConfig;

const std::vector<Example> kExamples = {
    {{5, 9, 17, 4, 33, 21, 3}, {}},
    {{44, 3}, {}},
    {{6, 6, 8, 3}, {}},
};

std::vector<const Example*> pointers(const std::vector<Example>& examples) {
    std::vector<const Example*> p;
    for (const Example& e : examples) p.push_back(&e);
    return p;
}

// smallConfig's two encoder layers as one bidirectional stack with the masked-LM head.
Config encoderOnlyConfig(const std::string& extra) {
    return smallConfig(R"(, "architecture": "encoder-only", "n_decoder_layers": 0)" + extra);
}

}  // namespace

class TestMaskedLmTrainer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { setThreadCount(1); }

    void encoderOnlyBatchRows() {
        // BERT's masking: [bos] x… [eos] with at least one piece of each chosen; a chosen row is
        // a target holding the piece it hid, and reads the mask, a random piece or itself.
        const Config c = encoderOnlyConfig("");
        MaskingPlan plan{
            .maskId = 49, .firstPiece = 4, .vocab = c.vocab_size, .rate = 0.5, .seeds = {1, 2, 3}};
        const Batch batch = Batch::make(pointers(kExamples), c, &plan);
        QVERIFY(batch.encoderOnly() && !batch.decoderOnly());
        QCOMPARE(batch.decoder.rows(), 0);
        QCOMPARE(batch.source.length, 7 + 2);
        QCOMPARE(batch.sourceIds[0], c.bos_id);
        QCOMPARE(batch.sourceIds[8], c.eos_id);
        QCOMPARE(batch.sourceIds[9 + 3], c.eos_id);  // [bos, 44, 3, eos, pad…]
        QCOMPARE(batch.sourceIds[9 + 4], c.pad_id);
        QVERIFY(!batch.targetRows.empty());
        int masked = 0;
        for (size_t i = 0; i < batch.targetRows.size(); ++i) {
            const int row = batch.targetRows[i], b = row / 9, p = row % 9;
            QVERIFY(p >= 1 && p <= int(kExamples[size_t(b)].source.size()));
            QCOMPARE(batch.targetIds[i], kExamples[size_t(b)].source[size_t(p - 1)]);
            masked += batch.sourceIds[size_t(row)] == plan.maskId;
            if (i > 0) QVERIFY(batch.targetRows[i] > batch.targetRows[i - 1]);
        }
        QVERIFY(masked > 0);
        for (int b = 0; b < 3; ++b)  // at least one target a sequence
            QVERIFY(std::any_of(batch.targetRows.begin(), batch.targetRows.end(),
                                [&](int row) { return row / 9 == b; }));
        // The same seeds, the same masks; another seed, other ones; no plan: refused.
        QCOMPARE(Batch::make(pointers(kExamples), c, &plan).sourceIds, batch.sourceIds);
        plan.seeds = {4, 5, 6};
        QVERIFY(Batch::make(pointers(kExamples), c, &plan).targetRows != batch.targetRows ||
                Batch::make(pointers(kExamples), c, &plan).sourceIds != batch.sourceIds);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Batch::make(pointers(kExamples), c));
    }

    void encoderOnlyForwardMatchesInference_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha post sinusoidal relu") << "";
        QTest::newRow("gqa rope pre rmsnorm gelu")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre",
                "norm_type": "rmsnorm", "activation": "gelu")";
        QTest::newRow("mla rope untied") << R"(, "attention": "mla", "d_latent": 12, "d_rope": 4,
                "positions": "rope", "tie_embeddings": false)";
    }
    void encoderOnlyForwardMatchesInference() {
        // The masked rows of a padded batch through the trainer equal the inference library's
        // masked-LM head on each masked sequence alone, in float.
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(encoderOnlyConfig(extra.toStdString()), "", 7);
        MaskingPlan plan{.maskId = 49,
                         .firstPiece = 4,
                         .vocab = ck.config.vocab_size,
                         .rate = 0.4,
                         .seeds = {7, 8, 9}};
        const Batch batch = Batch::make(pointers(kExamples), ck.config, &plan);
        TrainableTransformer<float> model(ck);
        const Matrix logits = model.forward(batch);
        const Transformer t(ck);
        const int n = batch.source.length;
        for (size_t i = 0; i < batch.targetRows.size(); ++i) {
            const int b = batch.targetRows[i] / n, p = batch.targetRows[i] % n;
            const std::vector<int> ids(
                batch.sourceIds.begin() + b * n,
                batch.sourceIds.begin() + b * n + batch.source.lengths[size_t(b)]);
            const Matrix expected = t.maskedLmLogits(t.encode(ids)).row(p);
            const double gap = (logits.row(Eigen::Index(i)) - expected).cwiseAbs().maxCoeff() /
                               std::max(1.0f, expected.cwiseAbs().maxCoeff());
            QVERIFY2(gap <= 1e-5, qPrintable(QString("row %1: %2").arg(i).arg(gap)));
        }
    }

    void encoderOnlyLearnsToFillMasks() {
        // "Masked copy": 5 symbols, a separator (14), the same 5 again; 30 % of the pieces
        // masked. A masked symbol is the one 6 places after or before it, in the other half, so
        // only attention in both directions finds it.
        std::vector<Example> train, test;
        for (auto [list, count, seed] : {std::tuple{&train, 3000, 1}, std::tuple{&test, 100, 2}}) {
            Random random(uint64_t(seed) + 10);
            for (int i = 0; i < count; ++i) {
                Example e;
                for (int k = 0; k < 5; ++k) e.source.push_back(5 + int(random.index(9)));
                e.source.push_back(14);
                e.source.insert(e.source.end(), e.source.begin(), e.source.begin() + 5);
                list->push_back(std::move(e));
            }
        }
        const Checkpoint start = randomCheckpoint(
            Config::fromJson(R"({"vocab_size": 15, "d_model": 32, "n_heads": 4, "d_ff": 64,
                "n_encoder_layers": 2, "n_decoder_layers": 0, "architecture": "encoder-only",
                "max_positions": 16, "norm": "pre", "positions": "rope"})"),
            "", 3);
        TrainerOptions options;
        options.steps = 1500;
        options.batchSize = 32;
        options.learningRate = 3e-3;
        options.warmup = 50;
        options.dropout = 0;
        options.labelSmoothing = 0;
        options.maskId = 4;
        options.maskRate = 0.3;
        Trainer trainer(start, train, options);
        for (int i = 0; i < options.steps; ++i) trainer.step();
        const MaskedAccuracy a = maskedAccuracy(Transformer(trainer.checkpoint()), test, 4);
        QVERIFY2(a.top1 > 0.9, qPrintable(QString("top-1 %1").arg(a.top1)));
        QVERIFY(a.top5 >= a.top1);
        const MaskedAccuracy untrained = maskedAccuracy(Transformer(start), test, 4);
        QVERIFY(untrained.top1 < 0.5);
        // Without a mask id the trainer refuses the run.
        options.maskId = -1;
        Trainer refused(start, train, options);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, refused.step());
    }

    void refusesWhatItDoesNotCompute() {
        // BERT's embeddings (token types, their norm) and an encoder-only model without a head:
        // refused by name, not trained wrongly.
        for (const char* extra :
             {R"(, "token_types": 2)", R"(, "embed_norm": true)", R"(, "mlm_head": false)"}) {
            const Checkpoint ck = randomCheckpoint(encoderOnlyConfig(extra), "", 1);
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TrainableTransformer<float>{ck});
        }
        // A batch laid out for another architecture.
        TrainableTransformer<float> model(randomCheckpoint(encoderOnlyConfig(""), "", 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 model.forward(Batch::make(pointers(kExamples), smallConfig(""))));
    }
};

QTEST_GUILESS_MAIN(TestMaskedLmTrainer)
#include "tst_maskedlmtrainer.moc"
