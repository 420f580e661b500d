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
        QVERIFY(QTest::qWaitFor([&] { return !worker.isBusy() && ready.count() > 0; }, 20000));
        const auto s = ready.last().at(0).value<std::shared_ptr<const Snapshot>>();
        QCOMPARE(s->sourceText, kText);
        QVERIFY(s->model.decoderOnly);
    }
};

QTEST_GUILESS_MAIN(CausalSnapshotTest)
#include "tst_causalsnapshot.moc"
