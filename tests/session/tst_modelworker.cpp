// The snapshot of one sentence (shapes, normalisation, tokens as people read them) and the
// worker that builds it off the GUI thread (latest request wins, cancelling, model loading).

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <memory>

#include "BertFolder.h"
#include "DefaultModel.h"
#include "Model.h"
#include "ModelWorker.h"
#include "RandomInit.h"
#include "RunBudget.h"
#include "SnapshotBuilder.h"
#include "Translation.h"
#include "hub/HubFolder.h"

using atlas::views::MaskPrediction;
using atlas::views::ModelWorker;
using atlas::views::Snapshot;
using atlas::views::Stack;
using atlas::views::Token;
using SnapshotPtr = std::shared_ptr<const Snapshot>;

namespace {

// The characters a strip shows: each byte-fallback run once, other tokens as displayed.
QString readBack(const QVector<Token>& tokens) {
    QString text;
    for (const Token& t : tokens)
        if (t.byteIndex <= 0) text += t.display;
    return text;
}

void checkMaps(const Snapshot& s, Stack stack, int layers, int heads) {
    QCOMPARE(s.layers(stack), layers);
    const int rows = int(s.queries(stack).size()), cols = int(s.keys(stack).size());
    for (int l = 0; l < layers; ++l) {
        QCOMPARE(int(s.attention[size_t(stack)][size_t(l)].size()), heads);
        for (int h = 0; h < heads; ++h) {
            const auto& g = s.map(stack, l, h);
            QCOMPARE(g.rows, rows);
            QCOMPARE(g.cols, cols);
            QCOMPARE(g.values.size(), size_t(rows) * size_t(cols));
            for (int r = 0; r < rows; ++r) {
                double sum = 0;
                for (int c = 0; c < cols; ++c) {
                    QVERIFY(g.at(r, c) >= 0);
                    if (stack == Stack::DecoderSelf && c > r) QCOMPARE(g.at(r, c), 0.0f);
                    sum += g.at(r, c);
                }
                QVERIFY2(std::abs(sum - 1.0) < 1e-4, qPrintable(QString::number(sum)));
            }
        }
    }
}

}  // namespace

class TestModelWorker : public QObject {
    Q_OBJECT

    std::shared_ptr<const atlas::Model> mha_, mla_;
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        mha_ = std::make_shared<const atlas::Model>(
            atlas::makeDefaultModel(atlas::AttentionKind::MHA));
        mla_ = std::make_shared<const atlas::Model>(
            atlas::makeDefaultModel(atlas::AttentionKind::MLA));
    }

    void shapesAndRowsForEveryHead_data() {
        QTest::addColumn<bool>("latent");
        QTest::newRow("mha") << false;
        QTest::newRow("mla") << true;
    }
    void shapesAndRowsForEveryHead() {
        QFETCH(bool, latent);
        const atlas::Model& model = latent ? *mla_ : *mha_;
        const Snapshot s = atlas::views::buildSnapshot(model, "The house is small.", "m");
        const atlas::Config& c = model.config();
        QCOMPARE(s.model.attention, QString(latent ? "mla" : "mha"));
        QCOMPARE(s.model.heads, c.n_heads);
        QCOMPARE(s.model.parameters, c.parameterCount());
        QVERIFY(s.source.size() > 3);
        QCOMPARE(s.source.back().kind, Token::Kind::Control);
        QCOMPARE(s.source.back().id, c.eos_id);
        QCOMPARE(s.decoderInput.front().id, c.bos_id);
        QCOMPARE(s.decoderInput.size(), s.target.size() + 1);
        checkMaps(s, Stack::EncoderSelf, c.n_encoder_layers, c.n_heads);
        checkMaps(s, Stack::DecoderSelf, c.n_decoder_layers, c.n_heads);
        checkMaps(s, Stack::Cross, c.n_decoder_layers, c.n_heads);

        const int n = int(s.source.size());
        for (const auto* g : {&s.tokenEmbeddings, &s.positions, &s.encoderInput}) {
            QCOMPARE(g->rows, n);
            QCOMPARE(g->cols, c.d_model);
        }
        // x_p = E[id]·√d + PE_p, and PE[1, 0] = sin(1).
        for (int p = 0; p < n; ++p)
            for (int j = 0; j < c.d_model; ++j)
                QVERIFY(std::abs(s.encoderInput.at(p, j) -
                                 (s.tokenEmbeddings.at(p, j) + s.positions.at(p, j))) < 1e-4);
        QVERIFY(std::abs(s.positions.at(1, 0) - std::sin(1.0f)) < 1e-5);
        QCOMPARE(int(s.encoderStates.size()), c.n_encoder_layers + 1);
        QVERIFY(s.milliseconds > 0);
        QVERIFY(s.selfCacheBytes > 0 && s.crossCacheBytes > 0);
        QVERIFY(s.notice.isEmpty());
    }

    void wordStartsAndControlsAreKinds() {
        const Snapshot s = atlas::views::buildSnapshot(*mha_, "the house", "m");
        QCOMPARE(s.source.front().kind, Token::Kind::WordStart);
        QVERIFY(s.source.front().display.startsWith(QChar(0x2581)));
        QCOMPARE(s.source.back().display, QString("</s>"));
    }

    void bytesBecomeTheirCharacters_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("characters");
        QTest::newRow("chinese") << QString("中文") << QStringList{"中", "文"};
        QTest::newRow("emoji") << QString("ok 😀!") << QStringList{"😀"};
        QTest::newRow("mixed") << QString("Das Haus ist 大.") << QStringList{"大", "Haus"};
    }
    void bytesBecomeTheirCharacters() {
        QFETCH(QString, text);
        QFETCH(QStringList, characters);
        const Snapshot s = atlas::views::buildSnapshot(*mha_, text, "m");
        const QString shown = readBack(s.source);
        QVERIFY2(!shown.contains(QChar(0xFFFD)), qPrintable(shown));
        for (const QString& ch : characters) QVERIFY2(shown.contains(ch), qPrintable(shown));
        bool sawBytes = false;
        for (const Token& t : s.source) {
            if (t.kind != Token::Kind::Byte) continue;
            sawBytes = true;
            QVERIFY(t.piece.startsWith("<0x"));
            QVERIFY(t.byteIndex >= 0 && t.byteIndex < t.byteCount);
            QVERIFY(!t.display.startsWith("<0x"));
        }
        QVERIFY2(sawBytes, "the default tokenizer should fall back to bytes for these");
    }

    void strayByteKeepsItsHexSpelling() {
        const atlas::Tokenizer& tok = mha_->tokenizer();
        std::vector<int> ids;
        for (int id = 0; id < tok.pieceCount(); ++id)
            if (tok.byteValue(id) == std::optional<uint8_t>(0xAD)) ids.push_back(id);
        QCOMPARE(int(ids.size()), 1);
        const QVector<Token> tokens = atlas::views::describeTokens(tok, ids);
        QCOMPARE(tokens.size(), 1);
        QCOMPARE(tokens[0].display, QString("<0xAD>"));
        QCOMPARE(tokens[0].byteIndex, -1);
    }

    void emptyTextIsEosAlone() {
        const Snapshot s = atlas::views::buildSnapshot(*mha_, "", "m");
        QCOMPARE(s.source.size(), 1);
        QCOMPARE(s.source[0].id, mha_->config().eos_id);
        QCOMPARE(s.map(Stack::EncoderSelf, 0, 0).rows, 1);
        QCOMPARE(s.map(Stack::EncoderSelf, 0, 0).at(0, 0), 1.0f);
        QCOMPARE(s.tokenEmbeddings.rows, 1);
    }

    // A model whose maps for a few dozen tokens would exceed RunBudget (1024 heads in 256
    // layers): the window cuts the text to what it affords and says so, instead of aborting.
    void textBeyondTheMapBudgetIsCutWithANotice() {
        atlas::Checkpoint bomb = atlas::makeDefaultModel(atlas::AttentionKind::MHA);
        atlas::Config c = bomb.config;
        c.d_model = 2;
        c.n_heads = c.n_kv_heads = 1024;
        c.d_head = 1;
        c.d_ff = 2;
        c.n_encoder_layers = 256;
        c.n_decoder_layers = 1;
        const atlas::Model model(atlas::randomCheckpoint(c, bomb.tokenizer, 3));
        const int affordable = atlas::RunBudget::longestSource(c);
        QVERIFY(affordable > 1 && affordable < 70);
        QString text;
        for (int i = 0; i < 20; ++i) text += "the house is small ";
        const Snapshot s = atlas::views::buildSnapshot(model, text, "bomb");
        QVERIFY(s.notice.contains(QString::number(affordable)));
        QVERIFY(s.source.size() <= affordable);
        QCOMPARE(s.source.back().id, c.eos_id);
        QVERIFY(text.startsWith(s.sourceText.trimmed()));
    }

    void longTextIsTruncatedWithANotice() {
        QString text;
        for (int i = 0; i < 400; ++i) text += "house 中 ";
        const Snapshot s = atlas::views::buildSnapshot(*mha_, text, "m");
        const int limit = mha_->config().max_positions;
        QVERIFY(!s.notice.isEmpty());
        QVERIFY(s.notice.contains(QString::number(limit)));
        QVERIFY(s.source.size() <= limit);
        QVERIFY(s.source.size() > limit - 8);
        QCOMPARE(s.source.back().id, mha_->config().eos_id);
        QVERIFY(text.startsWith(s.sourceText.trimmed()));
        QVERIFY(!readBack(s.source).contains(QChar(0xFFFD)));
    }

    void cancelledBuildThrows() {
        std::atomic<bool> cancel{true};
        QVERIFY_THROWS_EXCEPTION(atlas::views::Cancelled,
                                 atlas::views::buildSnapshot(*mha_, "x", "m", &cancel));
    }

    void workerDeliversOnlyTheLatest() {
        ModelWorker worker;
        worker.setDebounceInterval(40);
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        worker.setModel(mha_, "first");
        QTRY_COMPARE(ready.count(), 1);
        QVERIFY(!worker.isBusy());
        ready.clear();
        for (const char* text : {"T", "Th", "The", "The h", "The house", "The house is red."})
            worker.setText(text);
        QVERIFY(worker.isBusy());
        QTRY_VERIFY(!worker.isBusy());
        QTest::qWait(200);  // a stale result arriving late would show up here
        QCOMPARE(ready.count(), 1);
        const auto s = ready.at(0).at(0).value<SnapshotPtr>();
        QCOMPARE(s->sourceText, QString("The house is red."));
        QCOMPARE(s->model.name, QString("first"));

        // recompute() bursts: the same, without the debounce.
        ready.clear();
        for (int i = 0; i < 5; ++i) worker.recompute();
        QTRY_VERIFY(!worker.isBusy());
        QTest::qWait(100);
        QCOMPARE(ready.count(), 1);
    }

    void aFinishedButSupersededResultIsDropped() {
        ModelWorker worker;
        worker.setDebounceInterval(30);
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        worker.setModel(mha_, "m");
        QTRY_COMPARE(ready.count(), 1);
        ready.clear();
        worker.setText("first");  // after a pause: computed at once
        // The GUI thread is held up while the job finishes: its result waits in the event
        // queue, too late to be cancelled, when the text changes.
        QThread::msleep(1500);
        worker.setText("second");
        QTRY_VERIFY(!worker.isBusy());
        QTest::qWait(200);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(ready.at(0).at(0).value<SnapshotPtr>()->sourceText, QString("second"));
    }

    // Issue 3's bar: a keystroke after a pause to a delivered snapshot, 20 source tokens through
    // the built-in-sized model, well under 50 ms. Reported, not asserted: the machine is shared.
    void keystrokeToSnapshotLatency() {
        ModelWorker worker;
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        worker.setModel(mha_, "m");
        QTRY_COMPARE(ready.count(), 1);
        const QString text = "The little cat sleeps on the warm mat and";
        const int tokens = int(atlas::views::buildSnapshot(*mha_, text, "m").source.size());
        QVERIFY2(tokens >= 18 && tokens <= 22, qPrintable(QString::number(tokens)));
        std::vector<double> ms;
        for (int i = 0; i < 9; ++i) {
            QTest::qWait(200);  // a pause in typing
            ready.clear();
            QElapsedTimer clock;
            clock.start();
            worker.setText(text + (i % 2 ? "s" : ""));
            QVERIFY(ready.wait(5000));
            ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
        std::sort(ms.begin(), ms.end());
        qInfo("keystroke to snapshot: median %.1f ms (min %.1f, max %.1f)", ms[ms.size() / 2],
              ms.front(), ms.back());
    }

    void cancelDropsTheRequest() {
        ModelWorker worker;
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        QSignalSpy busy(&worker, &ModelWorker::busyChanged);
        worker.setModel(mha_, "m");
        worker.cancel();
        worker.setText("Ein langer Satz, der nie ankommt.");
        worker.cancel();
        QVERIFY(!worker.isBusy());
        QTest::qWait(400);
        QCOMPARE(ready.count(), 0);
        QVERIFY(busy.count() >= 2);
        QCOMPARE(busy.last().at(0).toBool(), false);
    }

    void loadingABrokenFileKeepsTheModel() {
        const QString bad = dir_.filePath("broken.safetensors");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x10\0\0\0\0\0\0\0{\"a\":", 13);
        f.close();
        ModelWorker worker;
        worker.setModel(mha_, "good");
        QSignalSpy failed(&worker, &ModelWorker::modelLoadFailed);
        QSignalSpy loaded(&worker, &ModelWorker::modelLoaded);
        worker.loadModel("broken", [bad] { return atlas::Checkpoint::load(bad.toStdString()); });
        QVERIFY(worker.isLoading());
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QString("broken"));
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
        QCOMPARE(loaded.count(), 0);
        QCOMPARE(worker.model(), mha_);
        QCOMPARE(worker.modelName(), QString("good"));
        QVERIFY(!worker.isLoading());
    }

    // Issue 38: an encoder-only folder (BertForMaskedLM) opens in the window: its snapshot has
    // the one bidirectional stack, no decoder, and the ten likeliest tokens at each mask, their
    // probabilities a softmax of the masked-LM head's row (the top one fills the text).
    void anEncoderOnlyModelFillsItsMasks() {
        const QString folder = dir_.filePath("bert");
        atlas::test::writeBertFolder(folder);
        ModelWorker worker;
        worker.setModel(mha_, "good");
        QSignalSpy loaded(&worker, &ModelWorker::modelLoaded);
        worker.loadModel("bert", [folder] { return atlas::openCheckpoint(folder.toStdString()); });
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        worker.setText("the cat [MASK] on the mat .");
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() && !worker.isBusy(), 20000);
        const auto s = ready.last().at(0).value<std::shared_ptr<const Snapshot>>();
        QVERIFY(s->model.encoderOnly && s->model.maskedLm);
        QCOMPARE(s->model.maskToken, QString("[MASK]"));
        QCOMPARE(s->model.stacks(), std::vector<Stack>{Stack::EncoderSelf});
        QVERIFY(s->decoderInput.isEmpty() && s->target.isEmpty());
        QCOMPARE(s->source.front().piece, QString("[CLS]"));
        QCOMPARE(s->source.back().piece, QString("[SEP]"));
        QCOMPARE(s->layers(Stack::EncoderSelf), 2);
        QCOMPARE(s->layers(Stack::DecoderSelf), 0);
        QCOMPARE(int(s->masks.size()), 1);
        const MaskPrediction& m = s->masks.front();
        QCOMPARE(s->source[m.position].piece, QString("[MASK]"));
        QCOMPARE(s->source[m.position].kind, Token::Kind::Control);  // drawn as a special token
        QCOMPARE(m.tokens.size(), 10);
        // The model's own logits at the mask: the same ten, in order, with their softmax.
        const atlas::Model& model = *worker.model();
        const atlas::Translation t = atlas::translate(model, "the cat [MASK] on the mat .");
        const Eigen::VectorXd row = t.logits.row(m.position).cast<double>().transpose();
        const Eigen::VectorXd p = (row.array() - row.maxCoeff()).exp();
        for (int k = 0; k < 10; ++k) {
            const int id = m.tokens[k].id;
            QVERIFY(qAbs(m.probabilities[size_t(k)] - p[id] / p.sum()) < 1e-5);
            for (Eigen::Index other = 0; other < row.size(); ++other)
                if (row[other] > row[id]) {
                    bool listed = false;
                    for (int j = 0; j < k; ++j) listed |= m.tokens[j].id == other;
                    QVERIFY2(listed, "a likelier token is missing before this one");
                }
        }
        QCOMPARE(m.tokens.front().id, t.targetIds.front());
        QCOMPARE(s->targetText, QString::fromStdString(t.targetText));
    }

    void loadingAModelComputesWithIt() {
        const QString path = dir_.filePath("mqa.safetensors");
        atlas::makeDefaultModel(atlas::AttentionKind::MQA).save(path.toStdString());
        ModelWorker worker;
        worker.setModel(mha_, "good");
        worker.setText("Hallo");
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        QSignalSpy loaded(&worker, &ModelWorker::modelLoaded);
        worker.loadModel("mqa file",
                         [path] { return atlas::Checkpoint::load(path.toStdString()); });
        QTRY_COMPARE(loaded.count(), 1);
        QTRY_VERIFY(!ready.isEmpty() &&
                    ready.last().at(0).value<SnapshotPtr>()->model.name == QString("mqa file"));
        const auto s = ready.last().at(0).value<SnapshotPtr>();
        QCOMPARE(s->model.attention, QString("mqa"));
        QCOMPARE(s->model.kvHeads, 1);
        QCOMPARE(s->sourceText, QString("Hallo"));
    }
};

QTEST_MAIN(TestModelWorker)
#include "tst_modelworker.moc"
