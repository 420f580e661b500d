// A Marian folder with separate vocabularies (SPEC §5; MarianTokenizer(separate_vocabs=True)):
// everything the window shows names decoder tokens by target_vocab.json and source tokens by
// vocab.json — the snapshot, step-through decoding, the live cache, the approximation study —
// and a long source text is cut through the source side.

#include <QtTest>
#include <memory>

#include "ApproxRunner.h"
#include "DecodingStepper.h"
#include "LiveCacheStepper.h"
#include "MarianFolder.h"
#include "Model.h"
#include "SnapshotBuilder.h"
#include "hub/HubFolder.h"

using namespace atlas;
using atlas::test::FolderOptions;
using atlas::test::MarianFolder;
using atlas::views::Token;

namespace {

const QString kText = QStringLiteral("the small cat sees the dog");

}  // namespace

class TestSeparateVocabs : public QObject {
    Q_OBJECT

    std::unique_ptr<MarianFolder> folder_;
    std::shared_ptr<const Model> model_;

    // The pieces as each side's vocabulary names them: target_vocab.json for decoder tokens.
    void expectTargetPieces(const QVector<Token>& tokens) {
        for (const Token& t : tokens)
            QCOMPARE(t.piece, QString::fromStdString(folder_->targetVocab.at(size_t(t.id))));
    }

private slots:
    void initTestCase() {
        FolderOptions o;
        o.separateVocabs = true;
        folder_ = std::make_unique<MarianFolder>(o);
        model_ = std::make_shared<const Model>(openCheckpoint(folder_->path()));
        // The two tables name some id differently, or nothing below could tell them apart.
        int differ = 0;
        for (int id = 0; id < folder_->V; ++id)
            differ += folder_->vocab[size_t(id)] != folder_->targetVocab[size_t(id)];
        QVERIFY(differ > folder_->V / 2);
    }

    void snapshotNamesEachSideByItsVocabulary() {
        const views::Snapshot s = views::buildSnapshot(*model_, kText, QStringLiteral("m"));
        QVERIFY(!s.target.isEmpty());
        expectTargetPieces(s.target);
        expectTargetPieces(s.decoderInput);
        for (const Token& t : s.source)
            if (!t.unknownFallback)
                QCOMPARE(t.piece, QString::fromStdString(folder_->vocab.at(size_t(t.id))));
    }

    void steppingNamesTargetPieces() {
        views::DecodingStepper stepper(model_, kText.toStdString(), 6);
        for (int k = 0; k < 4; ++k) stepper.step();
        const views::DecodedSteps steps = stepper.steps();
        QVERIFY(!steps.steps.empty());
        for (const views::DecodedStep& step : steps.steps) {
            QCOMPARE(step.inputPiece,
                     QString::fromStdString(folder_->targetVocab.at(size_t(step.input))));
            QCOMPARE(step.outputPiece,
                     QString::fromStdString(folder_->targetVocab.at(size_t(step.output))));
        }
    }

    void liveCacheNamesTargetPieces() {
        views::LiveCacheStepper stepper(model_, kText.toStdString());
        for (int k = 0; k < 3; ++k) stepper.step();
        const views::LiveCacheFrame frame = stepper.frame();
        QVERIFY(frame.pieces.size() >= 2);
        // y_0 is the decoder's start token (pad), named on the target side too.
        QCOMPARE(frame.pieces.front(),
                 QString::fromStdString(folder_->targetVocab.at(size_t(model_->config().bos_id))));
    }

    void approximationNamesQueriesAndKeysBySide() {
        ApproxRunner runner(model_);
        ApproxQuery q;
        q.text = kText;
        q.stack = views::Stack::Cross;  // decoder queries, source keys
        const std::atomic<bool> cancelled{false};
        const views::ApproxFigures f = runner.study(q, cancelled);
        QVERIFY(!f.queries.isEmpty() && !f.keys.isEmpty());
        expectTargetPieces(f.queries);
        for (const Token& t : f.keys)
            QCOMPARE(t.piece, QString::fromStdString(folder_->vocab.at(size_t(t.id))));
    }

    // fitText cuts by source ids and decodes them with source.spm: the cut text encodes to the
    // first ids of the whole (decoded as target pieces it would not).
    void longSourceIsCutOnTheSourceSide() {
        std::string text;
        for (int k = 0; k < 20; ++k) text += "the small cat sees the dog. ";
        const std::vector<int> whole = model_->tokenizer().encode(text);
        QString notice;
        const std::string cut = views::fitText(*model_, text, 12, 1, &notice);
        QVERIFY(!notice.isEmpty());
        const std::vector<int> ids = model_->tokenizer().encode(cut);
        QVERIFY(!ids.empty() && ids.size() <= 11);
        QVERIFY(std::equal(ids.begin(), ids.end(), whole.begin()));
    }
};

QTEST_GUILESS_MAIN(TestSeparateVocabs)
#include "tst_separatevocabs.moc"
