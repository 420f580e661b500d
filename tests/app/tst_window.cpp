// The window end to end, offscreen: a sentence typed in goes through the worker and comes back
// as translation, tokens and heatmaps; the toolbar and its shortcuts choose what is shown; a
// broken checkpoint is refused without losing the model in use.

#include <QDropEvent>
#include <QGraphicsEffect>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSet>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>
#include <memory>

#include "AboutDialog.h"
#include "AlignmentPage.h"
#include "AttentionGridWidget.h"
#include "AttentionPage.h"
#include "CrossAttentionView.h"
#include "DefaultModel.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "Model.h"
#include "ModelFiles.h"
#include "ModelPicker.h"
#include "RandomInit.h"
#include "SnapshotBuilder.h"
#include "TokenStripWidget.h"
#include "ViewToolBar.h"
#include "WindowFixture.h"
#include "WrappedText.h"

using atlas::MainWindow;
using atlas::ViewSelection;
using atlas::views::HeatmapWidget;
using atlas::views::Snapshot;
using atlas::views::Stack;
using atlas::views::Token;

namespace {

QStringList pieces(const QVector<Token>& tokens) {
    QStringList out;
    for (const Token& t : tokens) out << t.piece;
    return out;
}

bool sameValues(const atlas::views::Grid& a, const atlas::views::Grid& b) {
    return a.rows == b.rows && a.cols == b.cols && a.values == b.values;
}

// The distinct colours inside `rect` of `image`.
int distinctColours(const QImage& image, const QRect& rect) {
    QSet<QRgb> colours;
    for (int y = rect.top(); y <= rect.bottom(); y += 2)
        for (int x = rect.left(); x <= rect.right(); x += 2) colours.insert(image.pixel(x, y));
    return int(colours.size());
}

}  // namespace

class TestWindow : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_window"};
    QString gqaPath_, brokenPath_;
    std::shared_ptr<const atlas::Model> mha_;  // the same weights the window loads
    std::unique_ptr<MainWindow> window_;

    atlas::AttentionPage* attention() const {
        return static_cast<atlas::AttentionPage*>(window_->page(1));
    }
    QPlainTextEdit* editor() const { return window_->inputPanel()->editor(); }
    bool settle() { return atlas::test::settled(*window_); }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The house is small."));
        QVERIFY(window_);
        mha_ = fixture_.mha();
        gqaPath_ = fixture_.saveModel(atlas::AttentionKind::GQA, "gqa.safetensors");
        brokenPath_ = fixture_.filePath("broken.safetensors");
        QFile broken(brokenPath_);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(QByteArray("\x40\0\0\0\0\0\0\0{\"embed.weight\":", 24));
        broken.close();
    }

    void cleanupTestCase() { window_.reset(); }

    void statusBarNamesTheModel() {
        const auto* summary = window_->findChild<QLabel*>("modelSummary");
        QVERIFY(summary);
        QVERIFY2(summary->text().contains("MHA"), qPrintable(summary->text()));
        QVERIFY(summary->text().contains(QLocale().toString(mha_->config().parameterCount())));
        QVERIFY(summary->text().contains("d 64"));
        QVERIFY(window_->findChild<QLabel*>("forwardTime")->text().contains("ms"));
    }

    void typingUpdatesTranslationAndTokens() {
        editor()->setFocus();
        editor()->selectAll();
        QTest::keyClicks(editor(), "Der Hund ");
        editor()->insertPlainText("中 läuft.");  // as an input method commits it
        QVERIFY(settle());
        const Snapshot expected =
            atlas::views::buildSnapshot(*mha_, "Der Hund 中 läuft.", "reference");
        QCOMPARE(pieces(window_->inputPanel()->sourceStrip()->tokens()), pieces(expected.source));
        QCOMPARE(pieces(window_->inputPanel()->targetStrip()->tokens()),
                 pieces(expected.decoderInput));
        const QString translation = window_->inputPanel()->translation()->text();
        if (expected.targetText.trimmed().isEmpty())
            QVERIFY2(translation.startsWith("("), qPrintable(translation));
        else
            QCOMPARE(translation, expected.targetText);
        QVERIFY(sameValues(attention()->heatmap()->shown().grid,
                           expected.map(Stack::EncoderSelf, 0, 0)));
    }

    void noStaleResultAfterABurst() {
        editor()->selectAll();
        QTest::keyClicks(editor(), "A first sentence that is long enough to take a while.");
        QTest::keyClick(editor(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor(), "Kurz.");
        QVERIFY(window_->worker()->isBusy());
        QVERIFY(window_->findChild<QProgressBar*>("busyIndicator")->isVisibleTo(window_.get()));
        QVERIFY(settle());
        QTest::qWait(300);  // a late stale result would replace it here
        QCOMPARE(window_->snapshot()->sourceText, QString("Kurz."));
        const Snapshot expected = atlas::views::buildSnapshot(*mha_, "Kurz.", "reference");
        QCOMPARE(pieces(window_->inputPanel()->sourceStrip()->tokens()), pieces(expected.source));
        QVERIFY(!window_->findChild<QProgressBar*>("busyIndicator")->isVisibleTo(window_.get()));
    }

    void theOldPictureIsDimmedWhileComputing() {
        QGraphicsEffect* dim = window_->pages()->graphicsEffect();
        QVERIFY(dim);
        QVERIFY(!dim->isEnabled());
        window_->worker()->setDebounceInterval(800);  // a long pause in the typing
        editor()->setFocus();
        QTest::keyClicks(editor(), " x");
        QTRY_VERIFY_WITH_TIMEOUT(dim->isEnabled(), 700);
        QVERIFY(settle());
        QVERIFY(!dim->isEnabled());
        window_->worker()->setDebounceInterval(150);
    }

    // A decoder-only model's prompt arrives before its continuation (issue 37's keystroke):
    // that picture is the text's own, so it is not dimmed, and the status bar says what goes on
    // and what the time is of; the next keystroke makes the picture stale again.
    void aPromptPictureIsNotDimmedWhileItContinues() {
        QGraphicsEffect* dim = window_->pages()->graphicsEffect();
        auto* busy = window_->findChild<QLabel*>("busyLabel");
        auto* time = window_->findChild<QLabel*>("forwardTime");
        window_->worker()->setDebounceInterval(800);
        editor()->setFocus();
        QTest::keyClicks(editor(), " y");
        QTRY_VERIFY_WITH_TIMEOUT(dim->isEnabled(), 700);
        QCOMPARE(busy->text(), QString("Computing…"));
        auto prompt = std::make_shared<Snapshot>(*window_->snapshot());
        prompt->continuing = true;
        prompt->milliseconds = 12.5;
        prompt->target.clear();
        prompt->targetText.clear();
        window_->modelContext()->setSnapshot(prompt);
        QVERIFY(!dim->isEnabled());
        QCOMPARE(window_->inputPanel()->translation()->text(), QString("(translating…)"));
        QCOMPARE(busy->text(), QString("Continuing the text…"));
        QCOMPARE(time->text(), QString("prompt pass 12.5 ms"));
        QTest::keyClicks(editor(), "z");
        QCOMPARE(busy->text(), QString("Computing…"));
        QVERIFY(settle());
        QVERIFY(!dim->isEnabled());
        QVERIFY(time->text().startsWith("forward pass"));
        window_->worker()->setDebounceInterval(150);
    }

    void toolbarAndShortcutsChooseTheHead() {
        window_->showPage(1);
        attention()->heatmap()->setFocus();
        QVERIFY(settle());
        auto* toolBar = window_->viewToolBar();
        toolBar->setSelection({});
        const auto s = window_->snapshot();
        QVERIFY(sameValues(attention()->heatmap()->shown().grid, s->map(Stack::EncoderSelf, 0, 0)));
        const QImage before = window_->grab().toImage();

        QTest::keyClick(window_.get(), Qt::Key_Down, Qt::AltModifier);   // next layer
        QTest::keyClick(window_.get(), Qt::Key_Right, Qt::AltModifier);  // next head
        QTest::keyClick(window_.get(), Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(toolBar->selection().layer, 1);
        QCOMPARE(toolBar->selection().head, 2);
        QVERIFY(sameValues(attention()->heatmap()->shown().grid, s->map(Stack::EncoderSelf, 1, 2)));
        QVERIFY(attention()->heatmap()->title().contains("2"));
        QCOMPARE(attention()->grid()->selectedLayer(), 1);
        QCOMPARE(attention()->grid()->selectedHead(), 2);
        QVERIFY(window_->grab().toImage() != before);

        QTest::keyClick(window_.get(), Qt::Key_C, Qt::AltModifier);  // cross-attention
        QCOMPARE(toolBar->selection().stack, Stack::Cross);
        QVERIFY(sameValues(attention()->heatmap()->shown().grid, s->map(Stack::Cross, 1, 2)));
        QTest::keyClick(window_.get(), Qt::Key_M, Qt::AltModifier);  // mean over heads
        QCOMPARE(toolBar->selection().head, -1);
        QCOMPARE(attention()->heatmap()->shown().grid.rows, int(s->decoderInput.size()));
        // Stepping left from the mean wraps to the last head.
        QTest::keyClick(window_.get(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(toolBar->selection().head, s->model.heads - 1);
        toolBar->setSelection({});
    }

    void digitsSwitchPages() {
        attention()->heatmap()->setFocus();
        QTest::keyClick(window_.get(), Qt::Key_3);
        QCOMPARE(window_->pages()->currentIndex(), 2);
        QTest::keyClick(window_.get(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(window_->pages()->currentIndex(), 0);
        // In the text field a digit is text, not a page.
        editor()->setFocus();
        QTest::keyClick(editor(), Qt::Key_End, Qt::ControlModifier);
        QTest::keyClick(editor(), Qt::Key_2);
        QCOMPARE(window_->pages()->currentIndex(), 0);
        QVERIFY(editor()->toPlainText().endsWith("2"));
        QTest::keyClick(editor(), Qt::Key_Backspace);
        window_->showPage(1);
        QVERIFY(settle());
    }

    void heatmapPixelsShowTheWeights() {
        window_->showPage(1);
        QVERIFY(settle());
        QTest::qWait(200);  // the dimming of the busy picture is gone
        HeatmapWidget* heatmap = attention()->heatmap();
        const QImage image = window_->grab().toImage();
        QCOMPARE(image.devicePixelRatio(), 1.0);
        const QRectF matrix = heatmap->layout().matrix;
        QVERIFY(matrix.width() > 100 && matrix.height() > 100);
        const QRect area(heatmap->mapTo(window_.get(), matrix.topLeft().toPoint()),
                         matrix.size().toSize());
        QVERIFY2(distinctColours(image, area.adjusted(1, 1, -1, -1)) > 8,
                 "the attention heatmap looks blank");
        // The corner of a cell (clear of its value label) has the colormap's colour of its weight.
        const auto& grid = heatmap->shown().grid;
        for (QPoint cell : {QPoint(0, 0), QPoint(grid.cols - 1, grid.rows / 2)}) {
            const QRectF r = heatmap->layout().cellRect(cell.y(), cell.x());
            const QPoint at =
                heatmap->mapTo(window_.get(), (r.topLeft() + QPointF(2, 2)).toPoint());
            const QColor want =
                heatmap->colormap().color(heatmap->scale().position(grid.at(cell.y(), cell.x())));
            const QColor got = image.pixelColor(at);
            QVERIFY2(std::abs(got.red() - want.red()) + std::abs(got.green() - want.green()) +
                             std::abs(got.blue() - want.blue()) <=
                         12,
                     qPrintable(QString("%1 vs %2").arg(got.name(), want.name())));
        }
    }

    void hoveringAChipHighlightsItsRowAndColumn() {
        window_->showPage(1);
        auto* strip = window_->inputPanel()->sourceStrip();
        HeatmapWidget* heatmap = attention()->heatmap();
        QTest::mouseMove(strip, strip->chipRect(2).center().toPoint());
        QTRY_COMPARE(heatmap->highlightedQuery(), 2);
        QCOMPARE(heatmap->highlightedKey(), 2);
        QCOMPARE(window_->viewToolBar()->selection().stack, Stack::EncoderSelf);
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTRY_COMPARE(heatmap->highlightedQuery(), -1);

        // A click pins the chip: its token stays highlighted after the pointer leaves.
        const QPoint third = strip->chipRect(3).center().toPoint();
        QTest::mouseMove(strip, third);
        QTest::mouseClick(strip, Qt::LeftButton, {}, third);
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTRY_COMPARE(strip->hovered(), -1);
        QCOMPARE(heatmap->highlightedQuery(), 3);
        QTest::mouseMove(strip, third);
        QTest::mouseClick(strip, Qt::LeftButton, {}, third);  // unpin
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTRY_COMPARE(heatmap->highlightedQuery(), -1);

        // A source token is a key of cross-attention, and the alignment page follows too.
        ViewSelection cross;
        cross.stack = Stack::Cross;
        window_->viewToolBar()->setSelection(cross);
        QTest::mouseMove(strip, strip->chipRect(1).center().toPoint());
        QTRY_COMPARE(heatmap->highlightedKey(), 1);
        QCOMPARE(heatmap->highlightedQuery(), -1);
        auto* alignment = static_cast<atlas::AlignmentPage*>(window_->page(2));
        QCOMPARE(alignment->view()->heatmap()->highlightedKey(), 1);
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        window_->viewToolBar()->setSelection({});
    }

    void brokenCheckpointKeepsTheModel() {
        const auto before = window_->worker()->model();
        window_->openModelFile(brokenPath_);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window_->findChild<QMessageBox*>("loadError")) && box->isVisible());
        QVERIFY2(box->informativeText().contains(window_->worker()->modelName()),
                 qPrintable(box->informativeText()));
        QCOMPARE(window_->worker()->model(), before);
        box->accept();
        QCOMPARE(window_->snapshot()->model.attention, QString("mha"));
    }

    void droppedFileBecomesTheModel() {
        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(gqaPath_)});
        const QPoint at = window_->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &drop);
        QTRY_VERIFY_WITH_TIMEOUT(window_->snapshot()->model.attention == QString("gqa"), 20000);
        QVERIFY(window_->findChild<QLabel*>("modelSummary")->text().contains("2 K/V"));
        QVERIFY(window_->inputPanel()->picker()->recentFiles().contains(
            QFileInfo(gqaPath_).absoluteFilePath()));
        QCOMPARE(window_->snapshot()->sourceText, editor()->toPlainText());
        delete mime;
    }

    void pickerOffersTheBuiltinTable() {
        // One table (ModelFiles.h) gives the picker, sessions and `export --session` their ids.
        const QList<atlas::ModelPicker::Choice> builtins =
            window_->inputPanel()->picker()->builtins();
        QStringList ids, expected;
        for (const auto& b : builtins) {
            ids << b.id;
            QVERIFY2(!b.name.isEmpty(), qPrintable(b.id));
            QCOMPARE(b.name, QString::fromUtf8(atlas::findBuiltinModel(b.id)->name));
        }
        // The default is the window's own (the fixture's file); the trained models are there
        // when the binary carries their resources (this test's does not); random ones always.
        for (const atlas::BuiltinModel& m : atlas::kBuiltinModels)
            if (&m == &atlas::kBuiltinModels[0] || atlas::isAvailable(m)) expected << m.id;
        QCOMPARE(ids, expected);
        QCOMPARE(ids.first(), QStringLiteral("default"));
        for (const char* id : {"random-mha", "random-gqa", "random-mqa", "random-mla"})
            QVERIFY2(ids.contains(id), id);
        QVERIFY(!atlas::findBuiltinModel("random-xyz"));
        QCOMPARE(atlas::findBuiltinModel("trained-gqa")->kind, atlas::AttentionKind::GQA);
    }

    void modelSwitchRedrawsOnceWithTheNewSnapshot() {
        // Layer 1 of a 2 + 2-layer model; the next has 1 + 1 layers, so the selection is clamped
        // as its snapshot arrives. The attention page draws that snapshot once, and never the
        // old one with the clamped selection (as it did when the toolbar's clamp went first).
        ViewSelection s;
        s.layer = 1;
        s.head = 2;
        window_->viewToolBar()->setSelection(s);
        atlas::Config config = atlas::makeDefaultModel(atlas::AttentionKind::MHA).config;
        config.n_encoder_layers = config.n_decoder_layers = 1;
        const QString path = fixture_.filePath("one-layer.safetensors");
        atlas::randomCheckpoint(config, atlas::defaultTokenizer(), 7).save(path.toStdString());
        const auto before = window_->snapshot();
        QList<std::shared_ptr<const Snapshot>> drawn;
        QObject spy;
        connect(attention(), &atlas::AttentionPage::redrawn, &spy,
                [&drawn](const auto& snapshot) { drawn << snapshot; });
        window_->openModelFile(path);
        QTRY_VERIFY_WITH_TIMEOUT(window_->snapshot() != before, 20000);
        QVERIFY(settle());
        QCOMPARE(drawn.size(), 1);
        QCOMPARE(drawn.first(), window_->snapshot());
        QCOMPARE(window_->snapshot()->model.layersEncoder, 1);
        QCOMPARE(window_->viewToolBar()->selection().layer, 0);
        QCOMPARE(window_->viewToolBar()->selection().head, 2);
    }

    // A 1366 × 768 laptop or a 1280 × 720 projector holds the whole window: no page, panel or
    // toolbar asks for more (the Rotary and Training lab pages scroll inside).
    void fitsASmallScreen() {
        QStringList wide;
        for (int i = 0; i < window_->pages()->count(); ++i) {
            const QSize min = window_->page(i)->minimumSizeHint();
            wide << QStringLiteral("%1 %2×%3")
                        .arg(window_->page(i)->id())
                        .arg(min.width())
                        .arg(min.height());
        }
        const QSize min = window_->minimumSizeHint().expandedTo(window_->minimumSize());
        QVERIFY2(min.width() <= 1280 && min.height() <= 720,
                 qPrintable(QStringLiteral("window %1×%2; pages: %3")
                                .arg(min.width())
                                .arg(min.height())
                                .arg(wide.join(QStringLiteral(", ")))));
    }

    void aboutStatesTheLicences() {
        // The program's own licence (the LICENSE file, MIT) beside those of its libraries.
        const QString html = atlas::AboutDialog::html();
        for (const char* words :
             {"MIT License. Copyright © 2026 The Attention Atlas developers", "GNU LGPL version 3",
              "Mozilla Public License 2.0", "Apache License 2.0", "nlohmann/json",
              "OpenBLAS</a> — BSD 3-Clause License"})
            QVERIFY2(html.contains(QString::fromUtf8(words)), words);
    }
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
