// A decoder-only model's snapshot (SPEC §5 "Decoder-only"): its maps are those of one causal
// pass over prompt and continuation, its continuation greedyContinue's (or the target's), the
// arrow model's English apart; the KV stepper of such a model grows the real cache, a sliding
// layer's up to its window, to the byte of what the configuration says.

#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "ArrowPrompt.h"
#include "CausalModels.h"
#include "CausalSnapshot.h"
#include "Greedy.h"
#include "KvStepper.h"
#include "LiveCacheStepper.h"
#include "Model.h"
#include "ModelWorker.h"
#include "SnapshotBuilder.h"

using namespace atlas;
using atlas::test::causalCheckpoint;
using atlas::test::kSlidingGqa;
using atlas::views::Snapshot;
using atlas::views::Stack;

namespace {

const QString kText = QStringLiteral("The old man sees the small dog in the garden.");

std::vector<int> idsOf(const QVector<views::Token>& tokens) {
    std::vector<int> ids;
    for (const views::Token& t : tokens) ids.push_back(t.id);
    return ids;
}

// Every map of the snapshot equals the pass's, bit for bit (the same computation).
void compareMaps(const Snapshot& s, const LayerMaps& maps) {
    QCOMPARE(s.layers(Stack::DecoderSelf), int(maps.size()));
    for (size_t l = 0; l < maps.size(); ++l)
        for (size_t h = 0; h < maps[l].size(); ++h) {
            const views::Grid& g = s.map(Stack::DecoderSelf, int(l), int(h));
            const Matrix& m = maps[l][h];
            QCOMPARE(g.rows, int(m.rows()));
            QCOMPARE(g.cols, int(m.cols()));
            for (int r = 0; r < g.rows; ++r)
                for (int c = 0; c < g.cols; ++c) QCOMPARE(g.at(r, c), m(r, c));
        }
}

}  // namespace

class CausalSnapshotTest : public QObject {
    Q_OBJECT

private slots:
    void plainModelContinuesThePrompt_data() {
        QTest::addColumn<QString>("extra");
        QTest::newRow("mha") << QString();
        QTest::newRow("gqa, local/global, window 4") << QString(kSlidingGqa);
        QTest::newRow("mla, window 3")
            << QString(R"(, "attention": "mla", "d_latent": 16, "d_rope": 4, "d_head": 8,
                "sliding_window": 3)");
    }
    void plainModelContinuesThePrompt() {
        QFETCH(QString, extra);
        const Model model(causalCheckpoint(extra.toStdString()));
        const Snapshot s = views::buildSnapshot(model, kText, QStringLiteral("lm"));
        const std::vector<int> prompt = model.promptIds(kText.toStdString());
        const std::vector<int> continuation =
            greedyContinue(model.transformer(), prompt, views::kContinuationTokens);
        QCOMPARE(idsOf(s.target), continuation);
        QVERIFY(!continuation.empty());  // random weights seldom choose eos at once
        std::vector<int> ids = prompt;
        ids.insert(ids.end(), continuation.begin(), continuation.end());
        QCOMPARE(idsOf(s.decoderInput), ids);
        QCOMPARE(idsOf(s.source), prompt);
        QCOMPARE(s.causal.promptLength, int(prompt.size()));
        QVERIFY(!s.causal.hasArrow());
        LayerMaps maps;
        model.transformer().causalPass(ids, &maps);
        compareMaps(s, maps);
        // One stack only; the model says which layers slide.
        QVERIFY(s.model.decoderOnly);
        QCOMPARE(s.layers(Stack::EncoderSelf), 0);
        QCOMPARE(s.layers(Stack::Cross), 0);
        QCOMPARE(s.model.stacks(), std::vector<Stack>{Stack::DecoderSelf});
        for (int l = 0; l < model.config().n_decoder_layers; ++l)
            QCOMPARE(s.model.windowOf(l), model.config().windowOf(l));
        QCOMPARE(s.tokenEmbeddings.rows, int(ids.size()));
        QCOMPARE(s.encoderStates.size(), size_t(1));
        QCOMPARE(
            s.selfCacheBytes, (long long)[&] {
                DecoderState state = model.transformer().startDecoding(int(ids.size()));
                for (int id : ids) model.transformer().decode(state, {id});
                return state.cache.selfBytes();
            }());
    }

    // Cached greedy decoding equals recomputing the whole sequence each step, windows included:
    // what the snapshot shows does not depend on the cache.
    void cachedEqualsUncached() {
        const Model model(causalCheckpoint(kSlidingGqa, false, 11));
        const std::vector<int> prompt = model.promptIds(kText.toStdString());
        GreedyOptions uncached;
        uncached.useCache = false;
        QCOMPARE(greedyContinue(model.transformer(), prompt, 24),
                 greedyContinue(model.transformer(), prompt, 24, uncached));
    }

    // A keystroke's first answer (issue 37): the prompt's own snapshot, handed over before the
    // continuation is generated, its maps those of the prompt rows of the whole pass (causal:
    // later tokens change nothing above them), read by the pass that fills the cache, windows
    // and latent attention included; then the whole snapshot, unchanged by having streamed.
    void promptSnapshotComesFirst_data() { plainModelContinuesThePrompt_data(); }
    void promptSnapshotComesFirst() {
        QFETCH(QString, extra);
        const Model model(causalCheckpoint(extra.toStdString()));
        std::vector<Snapshot> early;
        const Snapshot whole =
            views::buildSnapshot(model, kText, QStringLiteral("lm"), nullptr, std::nullopt, {},
                                 [&](Snapshot&& s) { early.push_back(std::move(s)); });
        QCOMPARE(early.size(), size_t(1));
        const Snapshot& first = early.front();
        QVERIFY(first.continuing);
        QVERIFY(!whole.continuing);
        const std::vector<int> prompt = model.promptIds(kText.toStdString());
        QCOMPARE(idsOf(first.decoderInput), prompt);
        QCOMPARE(idsOf(first.source), prompt);
        QVERIFY(first.target.isEmpty());
        QVERIFY(!whole.target.isEmpty());
        QCOMPARE(first.sourceText, whole.sourceText);
        QCOMPARE(first.tokenEmbeddings.rows, int(prompt.size()));
        const int n = int(prompt.size());
        for (int l = 0; l < whole.layers(Stack::DecoderSelf); ++l)
            for (int h = 0; h < whole.model.heads; ++h) {
                const views::Grid& part = first.map(Stack::DecoderSelf, l, h);
                const views::Grid& all = whole.map(Stack::DecoderSelf, l, h);
                QCOMPARE(part.rows, n);
                QCOMPARE(part.cols, n);
                for (int r = 0; r < n; ++r)
                    for (int c = 0; c < n; ++c)
                        QVERIFY2(
                            std::abs(part.at(r, c) - all.at(r, c)) < 1e-5,
                            qPrintable(
                                QString("layer %1 head %2 (%3, %4)").arg(l).arg(h).arg(r).arg(c)));
            }
        const Snapshot plain = views::buildSnapshot(model, kText, QStringLiteral("lm"));
        QCOMPARE(idsOf(whole.decoderInput), idsOf(plain.decoderInput));
        QCOMPARE(whole.map(Stack::DecoderSelf, 1, 0).values,
                 plain.map(Stack::DecoderSelf, 1, 0).values);
    }

    // Teacher forcing generates nothing: there is no prompt picture to show first. A cancel
    // raised once the prompt is shown stops the continuation.
    void promptSnapshotOnlyWhenGenerating() {
        const Model model(causalCheckpoint(kSlidingGqa));
        int calls = 0;
        views::buildSnapshot(model, kText, QStringLiteral("lm"), nullptr,
                             QStringLiteral("Der Hund."), {}, [&](Snapshot&&) { ++calls; });
        QCOMPARE(calls, 0);
        std::atomic<bool> cancel{false};
        QVERIFY_THROWS_EXCEPTION(views::Cancelled,
                                 views::buildSnapshot(model, kText, QStringLiteral("lm"), &cancel,
                                                      std::nullopt, {}, [&](Snapshot&&) {
                                                          ++calls;
                                                          cancel = true;
                                                      }));
        QCOMPARE(calls, 1);
    }

    // greedyContinue's streaming hooks: the prompt's maps are causalPass's, the continuation is
    // the same with and without them, and they are read even when nothing is to be generated.
    void greedyContinueReadsThePromptFirst() {
        const Model model(causalCheckpoint(kSlidingGqa));
        const std::vector<int> prompt = model.promptIds(kText.toStdString());
        LayerMaps expected;
        model.transformer().causalPass(prompt, &expected);
        for (const bool cache : {true, false})
            for (const int limit : {0, 9}) {
                GreedyOptions options;
                options.useCache = cache;
                LayerMaps maps;
                options.promptMaps = &maps;
                int reads = 0;
                options.promptRead = [&] {
                    ++reads;
                    QCOMPARE(maps.size(), expected.size());  // filled before the call
                };
                const std::vector<int> ids =
                    greedyContinue(model.transformer(), prompt, limit, options);
                QCOMPARE(reads, 1);
                QCOMPARE(ids, greedyContinue(model.transformer(), prompt, limit));
                QCOMPARE(int(ids.size()), limit);  // random weights seldom choose eos
                for (size_t l = 0; l < expected.size(); ++l)
                    for (size_t h = 0; h < expected[l].size(); ++h)
                        QVERIFY((maps[l][h] - expected[l][h]).cwiseAbs().maxCoeff() < 1e-5);
            }
        // A raised stop returns what was generated before it: nothing.
        std::atomic<bool> stop{true};
        GreedyOptions stopped;
        stopped.stop = &stop;
        QVERIFY(greedyContinue(model.transformer(), prompt, 9, stopped).empty());
    }

    // The previous keystroke's continuation, right or wrong, changes nothing (no draft is
    // checked against a sliding cache that cannot be rewound).
    void draftChangesNothing() {
        const Model model(causalCheckpoint(kSlidingGqa));
        const Snapshot plain = views::buildSnapshot(model, kText, QStringLiteral("lm"));
        const std::vector<int> wrong(20, 7);
        for (const std::vector<int>& draft : {idsOf(plain.target), wrong}) {
            const Snapshot again =
                views::buildSnapshot(model, kText, QStringLiteral("lm"), nullptr, {}, draft);
            QCOMPARE(idsOf(again.decoderInput), idsOf(plain.decoderInput));
            QCOMPARE(again.map(Stack::DecoderSelf, 2, 1).values,
                     plain.map(Stack::DecoderSelf, 2, 1).values);
        }
    }

    void targetReplacesGeneration() {
        const Model model(causalCheckpoint());
        const QString target = QStringLiteral(" and the cat sleeps.");
        const Snapshot s =
            views::buildSnapshot(model, kText, QStringLiteral("lm"), nullptr, target);
        QCOMPARE(idsOf(s.target), model.targetIds(target.toStdString()));
        QCOMPARE(s.targetText, target);
        QCOMPARE(s.decoderInput.size(), s.causal.promptLength + s.target.size());
    }

    // Our arrow models: the text is the English, the prompt arrowPrompt(), the continuation the
    // German greedyContinue() gives.
    void arrowModelTranslates() {
        const Model model(causalCheckpoint(kSlidingGqa, true));
        QVERIFY(arrowId(model.tokenizer()).has_value());
        const Snapshot s = views::buildSnapshot(model, kText, QStringLiteral("arrow"));
        const std::vector<int> prompt = arrowPrompt(model, kText.toStdString());
        const std::vector<int> german = greedyContinue(
            model.transformer(), prompt,
            greedyLimit(model.transformer(),
                        int(model.tokenizer().encode(kText.toStdString()).size()) + 1));
        QCOMPARE(idsOf(s.target), german);
        QVERIFY(!german.empty());
        QVERIFY(s.causal.hasArrow());
        QCOMPARE(s.causal.sourceBegin, 1);
        QCOMPARE(s.causal.arrow, int(prompt.size()) - 1);
        QCOMPARE(s.decoderInput[s.causal.arrow].piece, QString::fromUtf8(kArrowPiece));
        QCOMPARE(idsOf(s.source), model.tokenizer().encode(kText.toStdString()));
        QCOMPARE(s.sourceText, kText);
        std::vector<int> ids = prompt;
        ids.insert(ids.end(), german.begin(), german.end());
        LayerMaps maps;
        model.transformer().causalPass(ids, &maps);
        compareMaps(s, maps);
    }

    // Too long a text is cut to what fits with its continuation, and says so.
    void longTextIsCut() {
        const Model model(causalCheckpoint());
        QString text;
        for (int i = 0; i < 40; ++i) text += QStringLiteral("The dog sees the cat. ");
        const Snapshot s = views::buildSnapshot(model, text, QStringLiteral("lm"));
        QVERIFY(!s.notice.isEmpty());
        QVERIFY(s.decoderInput.size() <= model.config().max_positions);
        QCOMPARE(s.causal.promptLength + views::kContinuationTokens >= s.decoderInput.size(), true);
    }

    // The live stepper feeds the prompt, then greedy tokens; every step the real cache holds what
    // the configuration says, to the byte, and a sliding layer stops growing at its window.
    void stepperGrowsTheRealCache() {
        const auto model = std::make_shared<const Model>(causalCheckpoint(kSlidingGqa));
        views::LiveCacheStepper stepper(model, "The old man sees");
        for (int t = 0; t < 12; ++t) stepper.step();
        const views::LiveCacheFrame f = stepper.frame();
        QVERIFY(f.decoderOnly);
        QCOMPARE(f.sourceTokens, 0LL);
        QCOMPARE(int(f.measured.size()), 13);
        for (size_t t = 0; t < f.measured.size(); ++t) {
            QCOMPARE(f.measured[t], f.analytic[t]);
            QCOMPARE(f.measured[t].cross, 0LL);
        }
        QCOMPARE(f.held, (std::vector<int>{4, 12, 4}));
        QCOMPARE(f.measured[5].self - f.measured[4].self,
                 (long long)model->config().kvElementsPerToken() * 4);  // the full layer alone
        const std::vector<int> prompt = model->promptIds("The old man sees");
        QCOMPARE(f.promptTokens, int(prompt.size()));
        QCOMPARE(f.pieces.size(), 12);
        QCOMPARE(f.pieces.front(), QString::fromStdString(model->tokenizer().piece(prompt[0])));
        // What it chose after the prompt is greedyContinue's.
        const std::vector<int> continuation = greedyContinue(model->transformer(), prompt, 32);
        KvStepper direct(model, prompt, 32);
        for (int t = 0; t < 12 && !direct.finished(); ++t) direct.step();
        for (size_t t = prompt.size(); t < direct.steps().size(); ++t)
            QCOMPARE(direct.steps()[t].input, continuation[t - prompt.size()]);
    }

    // Not a check: with ATLAS_WRITE_CAUSAL=DIR, writes the models above (and a deep one) for
    // looking at them in the window (`attention-atlas --model DIR/lm-sliding.safetensors`).
    void writeModelsWhenAsked() {
        const QString dir = qEnvironmentVariable("ATLAS_WRITE_CAUSAL");
        if (dir.isEmpty()) QSKIP("ATLAS_WRITE_CAUSAL not set");
        causalCheckpoint(kSlidingGqa).save((dir + "/lm-sliding.safetensors").toStdString());
        causalCheckpoint(kSlidingGqa, true)
            .save((dir + "/arrow-sliding.safetensors").toStdString());
        std::string types;
        for (int l = 0; l < 24; ++l)
            types += std::string(l ? ", " : "") + (l % 6 == 5 ? "\"full\"" : "\"sliding\"");
        causalCheckpoint(R"(, "d_model": 256, "n_heads": 16, "d_head": 16, "d_ff": 512,
            "n_decoder_layers": 24, "attention": "gqa", "n_kv_heads": 4, "sliding_window": 8,
            "layer_types": [)" +
                         types + "]")
            .save((dir + "/lm-deep.safetensors").toStdString());
    }

    void workerDeliversCausalSnapshots() {
        views::ModelWorker worker;
        QSignalSpy ready(&worker, &views::ModelWorker::snapshotReady);
        worker.setModel(std::make_shared<const Model>(causalCheckpoint(kSlidingGqa)),
                        QStringLiteral("lm"));
        worker.setText(kText);
        std::vector<bool> busyWhenReady;
        connect(&worker, &views::ModelWorker::snapshotReady, this,
                [&] { busyWhenReady.push_back(worker.isBusy()); });
        QVERIFY(QTest::qWaitFor([&] { return !worker.isBusy() && ready.count() > 0; }, 20000));
        QTest::qWait(100);  // a late snapshot would arrive here
        // The prompt first, while the worker is still busy, then the whole.
        QCOMPARE(ready.count(), 2);
        const auto first = ready.first().at(0).value<std::shared_ptr<const Snapshot>>();
        QVERIFY(first->continuing);
        QVERIFY(first->target.isEmpty());
        const auto s = ready.last().at(0).value<std::shared_ptr<const Snapshot>>();
        QVERIFY(!s->continuing);
        QVERIFY(!s->target.isEmpty());
        QCOMPARE(s->sourceText, kText);
        QVERIFY(s->model.decoderOnly);
        QCOMPARE(busyWhenReady, (std::vector<bool>{true, false}));
    }
};

QTEST_GUILESS_MAIN(CausalSnapshotTest)
#include "tst_causalsnapshot.moc"
