// The GUI's worker under abuse, as a class full of students would give it: thousands of
// keystrokes in bursts, the model switched while a long sentence is being computed, the worker
// and the whole window destroyed mid-computation. Nothing may crash, hang or deliver a stale
// picture; the sanitizer suite runs the same (use after free, leaks, races on shared models).

#include <QLabel>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "DefaultModel.h"
#include "DefaultModelCache.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "Model.h"
#include "ModelWorker.h"
#include "Snapshot.h"
#include "TemporarySettings.h"

using atlas::AttentionKind;
using atlas::views::ModelWorker;
using atlas::views::Snapshot;
using SnapshotPtr = std::shared_ptr<const Snapshot>;

namespace {

// About 200 tokens: long enough that a computation is still running when the next request
// comes; past the built-in models' 256 positions it is cut, which is exercised too.
QString longText(int variant) {
    QString text;
    for (int i = 0; i < 25; ++i)
        text += QStringLiteral("The small dog sees %1 cats. ").arg(variant + i);
    return text;
}

const AttentionKind kKinds[] = {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA,
                                AttentionKind::MLA};

}  // namespace

class TestWorkerStress : public QObject {
    Q_OBJECT

    atlas::test::TemporarySettings settings_;  // never the user's configuration
    QTemporaryDir dir_;
    QString mlaPath_;

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName("AttentionAtlasTest");
        QCoreApplication::setApplicationName("tst_workerstress");
        QVERIFY(dir_.isValid());
        mlaPath_ = dir_.filePath("mla.safetensors");
        atlas::makeDefaultModel(AttentionKind::MLA).save(mlaPath_.toStdString());
        for (AttentionKind kind : kKinds) QVERIFY(atlas::defaultModel(kind));
    }

    // Typing, deleting and pasting in bursts, with the event loop turning now and then: only
    // the last text's picture arrives once the typing stops.
    void rapidTypingDeliversTheLastText() {
        ModelWorker worker;
        worker.setDebounceInterval(5);
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        worker.setModel(atlas::defaultModel(AttentionKind::MHA), "mha");
        const QString sentence = longText(0);
        QString text;
        auto* random = QRandomGenerator::global();
        for (int keystroke = 0; keystroke < 3000; ++keystroke) {
            const int action = int(random->bounded(10));
            if (action < 7 && text.size() < sentence.size())
                text += sentence[text.size()];
            else if (action < 9 && !text.isEmpty())
                text.chop(1);
            else
                text = sentence.left(int(random->bounded(sentence.size())));  // a paste
            worker.setText(text);
            if (keystroke % 25 == 0) QCoreApplication::processEvents();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 30000);
        QTest::qWait(100);  // a late, stale result would arrive here
        QVERIFY(!ready.isEmpty());
        QCOMPARE(ready.last().at(0).value<SnapshotPtr>()->sourceText, text);
    }

    // Every model kind in turn while a long sentence computes, files loading in between: the
    // last choice wins, with its own shapes.
    void switchingModelsMidComputation() {
        ModelWorker worker;
        worker.setDebounceInterval(1);
        QSignalSpy ready(&worker, &ModelWorker::snapshotReady);
        QSignalSpy failed(&worker, &ModelWorker::computeFailed);
        const QString mla = mlaPath_;
        for (int i = 0; i < 200; ++i) {
            const AttentionKind kind = kKinds[i % 4];
            worker.setModel(atlas::defaultModel(kind), QString::number(i));
            worker.setText(longText(i));
            if (i % 40 == 7)
                worker.loadModel("file",
                                 [mla] { return atlas::Checkpoint::load(mla.toStdString()); });
            QTest::qWait(i % 5);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isLoading(), 30000);
        worker.setModel(atlas::defaultModel(AttentionKind::GQA), "last");
        QTRY_VERIFY_WITH_TIMEOUT(!worker.isBusy(), 30000);
        QTest::qWait(100);
        QCOMPARE(failed.count(), 0);
        const auto last = ready.last().at(0).value<SnapshotPtr>();
        QCOMPARE(last->model.name, QString("last"));
        QCOMPARE(last->model.attention, QString("gqa"));
        QCOMPARE(last->sourceText, longText(199));
    }

    // The worker goes away while it computes or loads: its destructor stops the work; nothing
    // is delivered to the dead object afterwards.
    void destroyingTheWorkerMidComputation() {
        const QString mla = mlaPath_;
        for (int i = 0; i < 40; ++i) {
            auto worker = std::make_unique<ModelWorker>();
            worker->setModel(atlas::defaultModel(kKinds[i % 4]), "m");
            worker->setText(longText(i));
            if (i % 3 == 0)
                worker->loadModel("file",
                                  [mla] { return atlas::Checkpoint::load(mla.toStdString()); });
            QTest::qWait(i % 7);
            worker.reset();
        }
        QTest::qWait(200);  // queued results of the destroyed workers, if any, come in here
    }

    // Text beyond max_positions is cut, and the input panel says so where the user types.
    void longTextShowsATruncationNotice() {
        const QString mla = mlaPath_;
        atlas::WindowOptions options;
        options.builtinModel = [mla] { return atlas::Checkpoint::load(mla.toStdString()); };
        options.text = longText(0).repeated(3);
        atlas::MainWindow window(std::move(options));
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.snapshot() && !window.worker()->isBusy(), 30000);
        QVERIFY(window.snapshot()->notice.contains("256"));
        QLabel* shown = nullptr;
        for (QLabel* label : window.inputPanel()->findChildren<QLabel*>())
            if (label->isVisible() && label->text() == window.snapshot()->notice) shown = label;
        QVERIFY2(shown, qPrintable(window.snapshot()->notice));
        const int tokens = int(window.snapshot()->source.size());
        QVERIFY2(tokens > 200 && tokens <= 256, qPrintable(QString::number(tokens)));
        if (const QString out = qEnvironmentVariable("ATLAS_SCREENSHOT_DIR"); !out.isEmpty())
            window.inputPanel()->grab().save(out + "/truncation-notice.png");

        // Back to a short text, the notice goes.
        window.inputPanel()->editor()->setPlainText("The dog sleeps.");
        QTRY_VERIFY_WITH_TIMEOUT(
            window.snapshot()->sourceText == "The dog sleeps." && !window.worker()->isBusy(),
            30000);
        QVERIFY(!shown->isVisible());
    }

    // The user closes the window while a long sentence computes, on every page.
    void closingTheWindowMidComputation() {
        const QString mla = mlaPath_;
        for (int page = 0; page < 4; ++page) {
            atlas::WindowOptions options;
            options.builtinModel = [mla] { return atlas::Checkpoint::load(mla.toStdString()); };
            options.text = longText(page);
            auto window = std::make_unique<atlas::MainWindow>(std::move(options));
            window->resize(1200, 800);
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            window->showPage(page);
            window->inputPanel()->editor()->setPlainText(longText(page + 10));
            QTest::qWait(page * 3);
            QVERIFY(window->close());
            window.reset();
        }
        QTest::qWait(200);
    }
};

QTEST_MAIN(TestWorkerStress)
#include "tst_workerstress.moc"
