// The trainer against the inference library (same weights, same logits), on a task it must
// learn, and its determinism, schedule and optimiser; encoder-decoder and decoder-only
// (docs/format.md, sliding windows included).

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <cmath>

#include "DefaultModel.h"
#include "Gemm.h"
#include "RandomInit.h"
#include "SentencePairs.h"
#include "SmallConfig.h"
#include "Tensor.h"
#include "Tokenizer.h"
#include "Transformer.h"
#include "train/Trainer.h"
#include "train/TrainingData.h"

using namespace atlas;
using namespace atlas::train;

namespace {

using test::smallConfig;

const std::vector<Example> kExamples = {
    {{5, 9, 17, 4, 33, 21, 3}, {11, 7, 40, 8}},
    {{44, 3}, {12, 13, 14, 15, 16, 17, 18}},
    {{6, 6, 8, 3}, {9}},
};

// Decoder-only: the one causal pass over [bos, prompt…, target…]; its last m + 1 rows (from the
// prompt's last token on) predict the target and eos.
Matrix causalTargetLogits(const Transformer& t, const Example& e, const Pass& pass) {
    std::vector<int> sequence{t.config().bos_id};
    sequence.insert(sequence.end(), e.source.begin(), e.source.end());
    sequence.insert(sequence.end(), e.target.begin(), e.target.end());
    return t.causalPass(sequence, nullptr, pass).bottomRows(Eigen::Index(e.target.size()) + 1);
}

// The inference library's teacher-forced logits of every example, stacked as the trainer's rows.
Matrix inferenceLogits(const Transformer& t, const std::vector<Example>& examples,
                       const Pass& pass = {}) {
    std::vector<Matrix> parts;
    Eigen::Index rows = 0;
    for (const Example& e : examples) {
        parts.push_back(t.config().decoderOnly()
                            ? causalTargetLogits(t, e, pass)
                            : t.teacherForced(e.source, t.decoderInput(e.target), {}, pass));
        rows += parts.back().rows();
    }
    Matrix all(rows, t.config().vocab_size);
    Eigen::Index at = 0;
    for (const Matrix& part : parts) {
        all.middleRows(at, part.rows()) = part;
        at += part.rows();
    }
    return all;
}

std::vector<const Example*> pointers(const std::vector<Example>& examples) {
    std::vector<const Example*> p;
    for (const Example& e : examples) p.push_back(&e);
    return p;
}

// "reverse": a sequence of 3 to 6 symbols (ids 4 … 13) and the same symbols backwards; the
// source ends with `end` (eos; for a decoder-only prompt a separator, as "⇒").
std::vector<Example> reverseTask(int count, uint64_t seed, int end = 3) {
    Random random(seed);
    std::vector<Example> examples;
    for (int i = 0; i < count; ++i) {
        Example e;
        const int n = 3 + int(random.index(4));
        for (int k = 0; k < n; ++k) e.source.push_back(4 + int(random.index(10)));
        e.target.assign(e.source.rbegin(), e.source.rend());
        e.source.push_back(end);
        examples.push_back(std::move(e));
    }
    return examples;
}

Config reverseConfig() {
    return Config::fromJson(R"({"vocab_size": 14, "d_model": 32, "n_heads": 4, "d_ff": 64,
        "n_encoder_layers": 2, "n_decoder_layers": 1, "max_positions": 16, "norm": "pre"})");
}

// smallConfig's two decoder layers as one causal stack (docs/format.md), `extra` on top.
Config decoderOnlyConfig(const std::string& extra) {
    return smallConfig(R"(, "architecture": "decoder-only", "n_encoder_layers": 0)" + extra);
}

// The largest difference of the trainer's float logits from the inference library's on
// kExamples, relative to the largest logit (at least 1).
double forwardGap(const Checkpoint& ck, const Pass& pass = {}) {
    const Matrix reference = inferenceLogits(Transformer(ck), kExamples, pass);
    TrainableTransformer<float> model(ck);
    const Matrix logits = model.forward(Batch::make(pointers(kExamples), ck.config));
    if (logits.rows() != reference.rows()) return 1e9;
    return (logits - reference).cwiseAbs().maxCoeff() /
           std::max(1.0f, reference.cwiseAbs().maxCoeff());
}

bool sameWeights(const Checkpoint& a, const Checkpoint& b) {
    return a.tensors == b.tensors;  // bit for bit
}

}  // namespace

class TestTrainer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // One thread: on a machine shared with other work, many small parallel regions per step
        // wait on each other far longer than they compute.
        setThreadCount(1);
    }

    void forwardMatchesInference_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha") << R"(, "attention": "mha")";
        QTest::newRow("gqa") << R"(, "attention": "gqa", "n_kv_heads": 2)";
        QTest::newRow("mqa") << R"(, "attention": "mqa")";
        QTest::newRow("mla") << R"(, "attention": "mla", "d_latent": 12, "d_rope": 4)";
        QTest::newRow("mla-no-rope") << R"(, "attention": "mla", "d_latent": 12, "d_rope": 0)";
        QTest::newRow("mha-rope") << R"(, "positions": "rope")";
        QTest::newRow("gqa-rope-pre-rms")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre", "norm_type": "rmsnorm")";
        QTest::newRow("mqa-gelu-untied")
            << R"(, "attention": "mqa", "activation": "gelu", "tie_embeddings": false)";
        QTest::newRow("mla-rope-pre")
            << R"(, "attention": "mla", "d_latent": 16, "d_rope": 8, "positions": "rope", "norm": "pre")";
        QTest::newRow("mha-dhead-noscale")
            << R"(, "d_head": 6, "scale_embeddings": false, "norm_type": "rmsnorm")";
        // Format 2's window also applies to an encoder-decoder's decoder self-attention.
        QTest::newRow("gqa-rope-sliding-2")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "sliding_window": 2)";
    }
    void forwardMatchesInference() {
        // A padded batch of three through the trainer equals each example alone through the
        // inference library (both MLA evaluations), in float and in double.
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(smallConfig(extra.toStdString()), "", 7);
        const Batch batch = Batch::make(pointers(kExamples), ck.config);
        const Transformer t(ck);
        const Matrix reference = inferenceLogits(t, kExamples);
        const double scale = std::max(1.0f, reference.cwiseAbs().maxCoeff());

        TrainableTransformer<float> f32(ck);
        const Matrix logits32 = f32.forward(batch);
        QCOMPARE(logits32.rows(), reference.rows());
        const double diff32 = (logits32 - reference).cwiseAbs().maxCoeff();
        QVERIFY2(diff32 <= 1e-5 * scale, qPrintable(QString("float: %1").arg(diff32)));

        TrainableTransformer<double> f64(ck);
        const Matrix logits64 = f64.forward(batch).cast<float>();
        const double diff64 = (logits64 - reference).cwiseAbs().maxCoeff();
        QVERIFY2(diff64 <= 1e-5 * scale, qPrintable(QString("double: %1").arg(diff64)));

        if (ck.config.isLatent()) {
            const double diffNaive =
                (logits32 - inferenceLogits(t, kExamples, {.mla = MlaEvaluation::Naive}))
                    .cwiseAbs()
                    .maxCoeff();
            QVERIFY2(diffNaive <= 1e-5 * scale, qPrintable(QString("naive: %1").arg(diffNaive)));
        }
        // Dropout only with a generator: evaluation is deterministic and equals inference.
        TrainableTransformer<float> withDropout(ck, 0.5);
        QVERIFY((withDropout.forward(batch) - logits32).cwiseAbs().maxCoeff() == 0);
        Random random(1);
        QVERIFY((withDropout.forward(batch, &random) - logits32).cwiseAbs().maxCoeff() > 1e-3);
    }

    void batchRows() {
        const Config c = smallConfig("");
        const Batch batch = Batch::make(pointers(kExamples), c);
        QCOMPARE(batch.source.length, 7);
        QCOMPARE(batch.decoder.length, 8);
        QCOMPARE(batch.targetIds.size(), size_t(5 + 8 + 2));
        // Sequence 2: decoder [bos, 9, pad …], targets [9, eos] at rows 16 and 17.
        QCOMPARE(batch.decoderIds[16], c.bos_id);
        QCOMPARE(batch.decoderIds[17], 9);
        QCOMPARE(batch.decoderIds[18], c.pad_id);
        QCOMPARE(batch.targetRows.back(), 17);
        QCOMPARE(batch.targetIds.back(), c.eos_id);
        QCOMPARE(batch.tokens(), 7LL + 2 + 4 + 15);
    }

    void decoderOnlyBatchRows() {
        // docs/format.md: one sequence [bos, prompt…, target…]; only the rows from the prompt's
        // last id on are trained, to predict the target and eos.
        const Config c = decoderOnlyConfig("");
        const Batch batch = Batch::make(pointers(kExamples), c);
        QVERIFY(batch.decoderOnly());
        QCOMPARE(batch.source.rows(), 0);
        QCOMPARE(batch.decoder.length, 1 + 7 + 4);
        // Sequence 1 from row 12: [bos, 44, 3, 12 … 18, pad, pad]; targets 12 … 18, eos at rows
        // 14 (which reads the prompt's last id) … 21.
        QCOMPARE(batch.decoderIds[12], c.bos_id);
        QCOMPARE(batch.decoderIds[13], 44);
        QCOMPARE(batch.decoderIds[14], 3);
        QCOMPARE(batch.decoderIds[15], 12);
        QCOMPARE(batch.decoderIds[21], 18);
        QCOMPARE(batch.decoderIds[22], c.pad_id);
        QCOMPARE(batch.targetIds.size(), size_t(5 + 8 + 2));  // the prompts are never targets
        QCOMPARE(batch.targetRows[0], 7);
        QCOMPARE(batch.targetIds[0], 11);
        QCOMPARE(batch.targetRows[5], 14);
        QCOMPARE(batch.targetIds[5], 12);
        QCOMPARE(batch.targetRows[12], 21);
        QCOMPARE(batch.targetIds[12], c.eos_id);
        QCOMPARE(batch.targetRows.back(), 2 * 12 + 5);
        QCOMPARE(batch.tokens(), 12LL + 10 + 6);
        // The whole sequence must fit max_positions (64), not each part alone.
        const Example long_{std::vector<int>(40, 5), std::vector<int>(24, 6)};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Batch::make({&long_}, c));
        QCOMPARE(Batch::make({&long_}, smallConfig("")).decoder.length, 25);
    }

    void decoderOnlyForwardMatchesInference_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha post sinusoidal") << "";
        QTest::newRow("gqa rope pre rmsnorm, window 2 on layer 0")
            << R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope", "norm": "pre",
                "norm_type": "rmsnorm", "sliding_window": 2, "layer_types": ["sliding", "full"])";
        QTest::newRow("mqa gelu untied, window 3 everywhere")
            << R"(, "attention": "mqa", "activation": "gelu", "tie_embeddings": false,
                "sliding_window": 3)";
        QTest::newRow("mla rope pre, window 2 on layer 1")
            << R"(, "attention": "mla", "d_latent": 12, "d_rope": 4, "positions": "rope",
                "norm": "pre", "sliding_window": 2, "layer_types": ["full", "sliding"])";
        QTest::newRow("mla no rope") << R"(, "attention": "mla", "d_latent": 12, "d_rope": 0)";
    }
    void decoderOnlyForwardMatchesInference() {
        // A padded batch of three prompts and targets through the trainer equals each sequence
        // alone through the inference library's causal pass, in float and double (and both MLA
        // evaluations); a window changes the trainer's logits as it changes inference's.
        QFETCH(QString, extra);
        const Checkpoint ck = randomCheckpoint(decoderOnlyConfig(extra.toStdString()), "", 7);
        const double gap = forwardGap(ck);
        QVERIFY2(gap <= 1e-5, qPrintable(QString("float: %1").arg(gap)));
        const Batch batch = Batch::make(pointers(kExamples), ck.config);
        const Matrix reference = inferenceLogits(Transformer(ck), kExamples);
        TrainableTransformer<double> f64(ck);
        const double gap64 = (f64.forward(batch).cast<float>() - reference).cwiseAbs().maxCoeff() /
                             std::max(1.0f, reference.cwiseAbs().maxCoeff());
        QVERIFY2(gap64 <= 1e-5, qPrintable(QString("double: %1").arg(gap64)));
        if (ck.config.isLatent()) {
            const double naive = forwardGap(ck, {.mla = MlaEvaluation::Naive});
            QVERIFY2(naive <= 1e-5, qPrintable(QString("naive: %1").arg(naive)));
        }
        if (ck.config.sliding_window > 0) {
            Checkpoint wide = ck;
            wide.config.sliding_window = 0;
            wide.config.layer_types.clear();
            TrainableTransformer<float> windowed(ck), full(wide);
            QVERIFY((windowed.forward(batch) - full.forward(batch)).cwiseAbs().maxCoeff() > 1e-3);
        }
    }

    void trainedDecoderOnlyCheckpointLoadsInInference() {
        // Steps of the Trainer on a decoder-only GQA model with a sliding layer, its checkpoint
        // (toCheckpoint) saved and loaded: a format-2 file whose logits in the inference library
        // are the trainer's, window included.
        const std::string tokenizer = defaultTokenizer();  // a file carries its tokenizer
        const std::string vocab = std::to_string(Tokenizer(tokenizer).pieceCount());
        const Checkpoint start =
            randomCheckpoint(
                decoderOnlyConfig(R"(, "attention": "gqa", "n_kv_heads": 2, "positions": "rope",
                "norm": "pre", "sliding_window": 3, "layer_types": ["sliding", "full"],
                "vocab_size": )" + vocab),
                tokenizer, 9);
        TrainerOptions options;
        options.steps = 3;
        options.batchSize = 8;
        options.warmup = 1;
        options.learningRate = 1e-2;
        const std::vector<Example> train = reverseTask(40, 10, 1);
        Trainer trainer(start, train, options);
        for (int i = 0; i < options.steps; ++i) trainer.step();
        QTemporaryDir dir;
        const std::string path = dir.filePath("decoder-only.safetensors").toStdString();
        trainer.checkpoint().save(path);
        QFile file(QString::fromStdString(path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(4096).contains("attention-atlas/2"));
        const Checkpoint loaded = Checkpoint::load(path);
        QVERIFY(sameWeights(loaded, trainer.checkpoint()));
        QVERIFY(!sameWeights(loaded, start));
        QVERIFY(loaded.config.decoderOnly());
        QCOMPARE(loaded.config.windowOf(0), 3);
        QCOMPARE(loaded.config.windowOf(1), 0);
        const double gap = forwardGap(loaded);
        QVERIFY2(gap <= 1e-5, qPrintable(QString("%1").arg(gap)));
        // And on the training sequences, 8 to 14 long, batched.
        const std::vector<Example> few(train.begin(), train.begin() + 8);
        TrainableTransformer<float> model(loaded);
        const Matrix trained = model.forward(Batch::make(pointers(few), loaded.config));
        QVERIFY((trained - inferenceLogits(Transformer(loaded), few)).cwiseAbs().maxCoeff() <=
                1e-4);
    }

    void refusesWhatItDoesNotCompute() {
        // docs/format.md keys the trainer's layers lack: refused by name, not trained wrongly.
        for (const char* extra :
             {R"(, "qk_norm": true)", R"(, "ffn": "gated")", R"(, "sandwich_norms": true)",
              R"(, "logit_softcap": 5)", R"(, "query_scale": 12)", R"(, "activation": "silu")",
              R"(, "positions": "rope", "rope_scaling": {"type": "linear", "factor": 2})",
              R"(, "positions": "rope", "sliding_window": 2, "rope_local_base": 100)",
              R"(, "positions": "learned")", R"(, "inverse_layer_scale": true)"}) {
            const Checkpoint ck = randomCheckpoint(decoderOnlyConfig(extra), "", 1);
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, TrainableTransformer<float>{ck});
        }
        // A batch laid out for the other architecture.
        TrainableTransformer<float> model(randomCheckpoint(decoderOnlyConfig(""), "", 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 model.forward(Batch::make(pointers(kExamples), smallConfig(""))));
    }

    void learnsToReverse() {
        // A tiny model learns "reverse" (the decoder must attend from its first position to the
        // source's last symbol, and so on): the loss falls below 0.05 nats per token and greedy
        // decoding by the inference library reverses unseen sequences.
        const auto t0 = std::chrono::steady_clock::now();
        const std::vector<Example> train = reverseTask(4000, 1), test = reverseTask(200, 2);
        TrainerOptions options;
        options.steps = 800;
        options.batchSize = 32;
        options.learningRate = 3e-3;
        options.warmup = 50;
        options.labelSmoothing = 0;
        options.dropout = 0;
        options.seed = 3;
        Trainer trainer(randomCheckpoint(reverseConfig(), "", 3), train, options);
        const double before = trainer.evaluate(test).nll;
        for (int i = 0; i < options.steps; ++i) trainer.step();
        const double after = trainer.evaluate(test).nll;
        const double match = exactMatch(trainer.checkpoint(), test);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        qInfo("reverse: loss %.3f → %.4f nats/token, exact match %.1f%% in %.1f s", before, after,
              100 * match, seconds);
        QVERIFY(before > 1.5);  // chance is log(10) ≈ 2.3
        QVERIFY2(after < 0.05, qPrintable(QString("loss %1").arg(after)));
        QVERIFY2(match >= 0.95, qPrintable(QString("exact match %1").arg(match)));
    }

    void deterministic_data() {
        QTest::addColumn<int>("width");
        // d 32: every product small enough for Eigen; d 64: the projections and the feed-forward
        // layers of a shard (48 rows) go through OpenBLAS (model/Gemm.h).
        QTest::newRow("d 32, Eigen's products") << 32;
        QTest::newRow("d 64, OpenBLAS's products") << 64;
    }
    void deterministic() {
        // Same seed: the same batches and dropout masks, bit-identical weights; another seed
        // trains differently (so the comparison can fail).
        QFETCH(int, width);
        // (Eigen's again where OpenBLAS's kernel is older than the CPU: Gemm.h, blasCoreFits.)
        const bool blas = width == 64 && blasCoreFits(blasCoreName(), cpuHasAvx2());
        QCOMPARE(autoPath(48, width, width), blas ? GemmPath::Blas : GemmPath::Eigen);
        const std::string w = std::to_string(width), ff = std::to_string(2 * width);
        const Config config = Config::fromJson(R"({"vocab_size": 14, "d_model": )" + w +
                                               R"(, "n_heads": 4, "d_ff": )" + ff + R"(,
            "n_encoder_layers": 2, "n_decoder_layers": 1, "max_positions": 16, "norm": "pre"})");
        const std::vector<Example> train = reverseTask(300, 4);
        TrainerOptions options;
        options.steps = 6;
        options.batchSize = 16;
        options.warmup = 2;
        options.dropout = 0.1;
        const Checkpoint start = randomCheckpoint(config, "", 5);
        auto run = [&](uint64_t seed) {
            options.seed = seed;
            Trainer trainer(start, train, options);
            for (int i = 0; i < options.steps; ++i) trainer.step();
            return trainer.checkpoint();
        };
        const Checkpoint a = run(11), c = run(12);
        setThreadCount(2);  // shards, not threads, decide the arithmetic
        const Checkpoint b = run(11);
        setThreadCount(1);
        QVERIFY(sameWeights(a, b));
        QVERIFY(!sameWeights(a, c));
        QVERIFY(!sameWeights(a, start));
    }

    void resumeEqualsUninterrupted() {
        // Steps 1–9 in one go equal steps 1–4, the weights and the state saved, a new Trainer
        // loading both, then steps 5–9: bit for bit, dropout on and across an epoch's end.
        const std::vector<Example> train = reverseTask(100, 6);
        TrainerOptions options;
        options.steps = 7;
        options.batchSize = 16;  // 7 batches an epoch
        options.warmup = 2;
        options.dropout = 0.1;
        const Checkpoint start = randomCheckpoint(reverseConfig(), "", 7);
        Trainer straight(start, train, options);
        for (int i = 0; i < 9; ++i) straight.step();

        QTemporaryDir dir;
        const std::string state = dir.filePath("m.safetensors.state").toStdString();
        Checkpoint saved;  // float32 weights, as Checkpoint::save writes them
        {
            Trainer first(start, train, options);
            for (int i = 0; i < 4; ++i) first.step();
            saved = first.checkpoint();
            first.saveState(state);
        }
        Trainer resumed(saved, train, options);
        resumed.loadState(state);
        QCOMPARE(resumed.stepsDone(), 4);
        for (int i = 0; i < 5; ++i) resumed.step();
        QVERIFY(sameWeights(resumed.checkpoint(), straight.checkpoint()));

        Trainer other(start, train, options);  // the state of other weights is refused
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, other.loadState(state));
    }

    void shardsAddUpToTheBatch() {
        // The gradient of a batch equals the sum of its shards' gradients, each weighted by its
        // share of the targets (how the trainer splits a batch across threads).
        const Checkpoint ck =
            randomCheckpoint(smallConfig(R"(, "attention": "gqa", "n_kv_heads": 2)"), "", 8);
        TrainableTransformer<double> whole(ck), part(ck);
        CrossEntropyLoss<double> loss(0.1);
        const LossValue all =
            whole.computeGradients(Batch::make(pointers(kExamples), ck.config), loss);
        const Batch first = Batch::make({&kExamples[0], &kExamples[1]}, ck.config);
        const Batch second = Batch::make({&kExamples[2]}, ck.config);
        const double targets = double(first.targetIds.size() + second.targetIds.size());
        const LossValue a =
            part.computeGradients(first, loss, nullptr, first.targetIds.size() / targets);
        const LossValue b =
            part.computeGradients(second, loss, nullptr, second.targetIds.size() / targets);
        QVERIFY(std::abs(all.loss - (a.loss * a.tokens + b.loss * b.tokens) / targets) < 1e-12);
        auto p = part.parameters().begin();
        for (const Parameter<double>& q : whole.parameters()) {
            const double error = (q.grad - p->grad).norm() / std::max(q.grad.norm(), 1e-6);
            QVERIFY2(error < 1e-9, qPrintable(QString::fromStdString(q.name)));
            ++p;
        }
    }

    void savedCheckpointLoadsInInference() {
        // The default model's configuration and tokenizer, two steps on the generated pairs,
        // then Checkpoint::save and load: the inference library gives the trainer's logits.
        const Checkpoint start = makeDefaultModel(AttentionKind::MLA);
        const Tokenizer tokenizer(start.tokenizer);
        const std::vector<Example> examples =
            encodePairs(tokenizer, generateSentencePairs(64, 9), start.config);
        QCOMPARE(examples.size(), size_t(64));
        TrainerOptions options;
        options.steps = 2;
        options.batchSize = 16;
        Trainer trainer(start, examples, options);
        trainer.step();
        trainer.step();
        QTemporaryDir dir;
        const std::string path = dir.filePath("trained.safetensors").toStdString();
        trainer.checkpoint().save(path);
        const Checkpoint loaded = Checkpoint::load(path);
        QVERIFY(sameWeights(loaded, trainer.checkpoint()));
        QVERIFY(!sameWeights(loaded, start));
        const std::vector<Example> few(examples.begin(), examples.begin() + 3);
        TrainableTransformer<float> model(loaded);
        const Matrix trained = model.forward(Batch::make(pointers(few), loaded.config));
        const Matrix reference = inferenceLogits(Transformer(loaded), few);
        QVERIFY((trained - reference).cwiseAbs().maxCoeff() <= 1e-4);
    }

    void schedule() {
        LearningRateSchedule cosine{1e-3, 10, 110, LearningRateSchedule::Decay::Cosine, 0.1};
        QCOMPARE(cosine.at(1), 1e-4);
        QCOMPARE(cosine.at(5), 5e-4);
        QCOMPARE(cosine.at(10), 1e-3);
        QCOMPARE(cosine.at(60), 0.55e-3);  // half way down: the mean of peak and floor
        QCOMPARE(cosine.at(110), 1e-4);
        QCOMPARE(cosine.at(500), 1e-4);
        for (int t = 11; t <= 110; ++t) QVERIFY(cosine.at(t) <= cosine.at(t - 1));
        LearningRateSchedule rsqrt{1e-3, 16, 100, LearningRateSchedule::Decay::InverseSqrt};
        QCOMPARE(rsqrt.at(16), 1e-3);
        QCOMPARE(rsqrt.at(64), 0.5e-3);
    }

    void adamW() {
        // First step: m̂ = g and v̂ = g², so each weight moves by lr·(sign(g) + λθ) (ε aside).
        Checkpoint ck;
        ck.config = Config::fromJson(R"({"vocab_size": 4, "d_model": 2, "n_heads": 1, "d_ff": 2,
            "n_encoder_layers": 0, "n_decoder_layers": 0})");
        ck.tensors["embed.weight"] = {1, -2, 3, 0.5, 0, 0, 0, 0};
        ParameterSet<double> params(ck);
        Parameter<double>& E = params["embed.weight"];
        QVERIFY(E.decay);
        E.grad << 0.1, -3, 1e-3, 0, 0, 0, 0, 0;
        AdamWOptions options;
        options.weightDecay = 0.1;
        AdamW<double> adam(params, options);
        adam.step(0.01);
        QVERIFY(std::abs(E.value(0, 0) - (1 - 0.01 * (1 + 0.1 * 1))) < 1e-7);
        QVERIFY(std::abs(E.value(0, 1) - (-2 - 0.01 * (-1 + 0.1 * -2))) < 1e-7);
        QVERIFY(std::abs(E.value(1, 0) - (3 - 0.01 * (1 + 0.1 * 3))) < 1e-6);
        QCOMPARE(E.value(1, 1), 0.5 * (1 - 0.01 * 0.1));  // no gradient: decay only
        QCOMPARE(params.gradNorm(), std::sqrt(0.01 + 9 + 1e-6));
    }
};

QTEST_GUILESS_MAIN(TestTrainer)
#include "tst_trainer.moc"
