// Teaching with the window, offscreen (issue 6, "Classroom"): themes recolour the views,
// presentation mode doubles the type and puts everything back, a pointed-at token is
// highlighted on every page's maps, step-through decoding grows the decoder maps one row per
// step with the rows of the full pass, and the explanation follows the stack and the model.

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QtTest>
#include <cmath>
#include <memory>

#include "AlignmentPage.h"
#include "AppTheme.h"
#include "AttentionGridWidget.h"
#include "AttentionPage.h"
#include "CacheBytes.h"
#include "CrossAttentionView.h"
#include "DecodingSteps.h"
#include "EmbeddingsView.h"
#include "Greedy.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "KvStepper.h"
#include "MainWindow.h"
#include "Model.h"
#include "PresentationMode.h"
#include "StepThroughBar.h"
#include "TokenStripWidget.h"
#include "TokensPage.h"
#include "ViewToolBar.h"
#include "WindowFixture.h"

using atlas::AppTheme;
using atlas::MainWindow;
using atlas::ViewSelection;
using atlas::views::DecodingSteps;
using atlas::views::HeatmapWidget;
using atlas::views::Stack;

namespace {

int colourDistance(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

// The colour at `point` (widget coordinates) of the widget as painted now.
QColor pixelOf(QWidget* widget, QPointF point) {
    return widget->grab().toImage().pixelColor(point.toPoint());
}

double pointSize(const QFont& font) {
    return font.pointSizeF() > 0 ? font.pointSizeF() : QFontInfo(font).pointSizeF();
}

}  // namespace

class TestTeaching : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_teaching"};
    QString mlaPath_;
    std::shared_ptr<const atlas::Model> mha_;
    std::unique_ptr<MainWindow> window_;

    atlas::AttentionPage* attention() const {
        return static_cast<atlas::AttentionPage*>(window_->page(1));
    }
    atlas::AlignmentPage* alignment() const {
        return static_cast<atlas::AlignmentPage*>(window_->page(2));
    }
    DecodingSteps* steps() const { return window_->decodingSteps(); }
    bool settle() { return atlas::test::settled(*window_); }
    // The accent is drawn on the outline of `row` / `col` of `map` (original indices): some pixel
    // across the outline's left (row) or top (column) edge has the accent's colour.
    static bool outlined(HeatmapWidget* map, int row, int col) {
        const QColor accent = map->palette().color(QPalette::Highlight);
        const auto& l = map->layout();
        const QImage image = map->grab().toImage();
        const auto near = [&](QPointF at, QPointF step) {
            for (int i = -5; i <= 5; ++i)
                if (colourDistance(image.pixelColor((at + i * step).toPoint()), accent) < 30)
                    return true;
            return false;
        };
        bool ok = true;
        if (row >= 0) {
            const QRectF r = l.rowRect(map->shown().displayRow(row));
            ok = ok && near(QPointF(r.left(), r.center().y()), QPointF(1, 0));
        }
        if (col >= 0) {
            const QRectF c = l.colRect(map->shown().displayCol(col));
            ok = ok && near(QPointF(c.center().x(), c.top()), QPointF(0, 1));
        }
        return ok;
    }

    // Next, k times: each step shows one more row and leaves the cache, and produces the token,
    // that the reference stepper's own step does.
    void stepForwardAlongside(atlas::KvStepper& reference, int k) {
        DecodingSteps* s = steps();
        for (int t = 1; t <= k; ++t) {
            QTest::keyClick(window_.get(), Qt::Key_Period);
            QTRY_COMPARE(s->shown(), t);
            QTRY_VERIFY(!s->isBusy());
            reference.step();
            QCOMPARE(s->cacheBytes(), reference.measured());
            QCOMPARE(s->step(t)->output, reference.steps().back().output);
        }
    }

    // The frame after k steps: rows < k as the cached steps computed them, equal to the full
    // pass's rows; the rest not computed yet.
    static void verifyFrameRows(const atlas::views::Snapshot& full,
                                const atlas::views::Snapshot& frame, int k) {
        for (Stack stack : {Stack::DecoderSelf, Stack::Cross})
            for (int l = 0; l < full.layers(stack); ++l)
                for (size_t h = 0; h < full.attention[size_t(stack)][size_t(l)].size(); ++h) {
                    const auto& want = full.map(stack, l, int(h));
                    const auto& got = frame.map(stack, l, int(h));
                    QCOMPARE(got.rows, want.rows);
                    for (int r = 0; r < got.rows; ++r)
                        for (int c = 0; c < got.cols; ++c) {
                            const float g = got.at(r, c);
                            if (r >= k) {
                                QVERIFY(std::isnan(g));
                            } else if (stack == Stack::Cross || c <= r) {
                                QVERIFY2(std::abs(g - want.at(r, c)) < 1e-5f,
                                         qPrintable(QString("layer %1 head %2 (%3, %4): %5 vs %6")
                                                        .arg(l)
                                                        .arg(h)
                                                        .arg(r)
                                                        .arg(c)
                                                        .arg(g)
                                                        .arg(want.at(r, c))));
                            }
                        }
                }
    }

    // The stepped maps' pixels after k steps: k rows coloured, the next row blank, the newest
    // outlined in the accent.
    void verifySteppedPixels(int k) const {
        for (HeatmapWidget* map : {attention()->steppedSelf(), attention()->steppedCross()}) {
            QCOMPARE(map->revealedRows(), k);
            const auto& l = map->layout();
            const QImage image = map->grab().toImage();
            const QColor paper = map->palette().color(QPalette::Window);
            const QRectF computed = l.cellRect(0, 0);
            const QColor want =
                map->colormap().color(map->scale().position(map->shown().grid.at(0, 0)));
            QVERIFY(colourDistance(image.pixelColor((computed.topLeft() + QPointF(3, 3)).toPoint()),
                                   want) < 14);
            const QRectF pending = l.cellRect(k + 1, 0);
            QVERIFY(colourDistance(image.pixelColor(pending.center().toPoint()), paper) < 6);
            const QRectF newest = l.rowRect(k - 1);
            QVERIFY(colourDistance(
                        image.pixelColor(QPointF(newest.center().x(), newest.top() - 1).toPoint()),
                        map->palette().color(QPalette::Highlight)) < 40);
        }
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The young woman sees the small dog."));
        QVERIFY(window_);
        mha_ = fixture_.mha();
        mlaPath_ = fixture_.saveModel(atlas::AttentionKind::MLA, "mla.safetensors");
        QTest::qWait(200);  // the dimming of the busy picture is gone
    }

    void cleanupTestCase() {
        AppTheme::instance()->setTheme(AppTheme::Kind::System);
        window_.reset();
    }

    void themesRecolourPaletteAndHeatmaps() {
        window_->showPage(1);
        HeatmapWidget* map = attention()->heatmap();
        const QPointF corner(3, 3);  // background, clear of the title
        QColor previous;
        for (auto kind :
             {AppTheme::Kind::Light, AppTheme::Kind::Dark, AppTheme::Kind::HighContrast}) {
            AppTheme::instance()->setTheme(kind);
            QCOMPARE(AppTheme::instance()->theme(), kind);
            const QColor window = QApplication::palette().color(QPalette::Window);
            QCOMPARE(window, AppTheme::instance()->palette(kind).color(QPalette::Window));
            QCOMPARE(map->palette().color(QPalette::Window), window);
            const QColor painted = pixelOf(map, corner);
            QVERIFY2(colourDistance(painted, window) < 6,
                     qPrintable(painted.name() + " vs " + window.name()));
            if (previous.isValid()) QVERIFY(colourDistance(painted, previous) > 60);
            previous = painted;
        }
        QVERIFY(AppTheme::instance()
                    ->palette(AppTheme::Kind::Dark)
                    .color(QPalette::Window)
                    .lightnessF() < 0.3);
        // The View menu offers every theme, and its check follows the current one.
        QAction* dark = nullptr;
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->data() == QStringLiteral("dark")) dark = a;
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(AppTheme::instance()->theme(), AppTheme::Kind::Dark);
        QVERIFY(dark->isChecked());
        QCOMPARE(AppTheme::fromId("high-contrast"), AppTheme::Kind::HighContrast);
        QCOMPARE(AppTheme::fromId("nonsense"), std::nullopt);
        AppTheme::instance()->setTheme(AppTheme::Kind::System);
        QVERIFY(!dark->isChecked());
    }

    void presentationModeDoublesTypeAndRestoresEverything() {
        window_->showPage(1);
        auto* dock = window_->findChild<QDockWidget*>("explanationDock");
        QVERIFY(dock && dock->isVisible());
        dock->hide();  // a dock the user closed stays closed afterwards
        QToolBar* toolBar = window_->viewToolBar();
        const QRect geometry = window_->geometry();
        const QFont appFont = QApplication::font();
        const QFont editorFont = window_->inputPanel()->editor()->font();
        HeatmapWidget* map = attention()->heatmap();
        const double heatmapPt = pointSize(map->font());
        const double stripPt = pointSize(window_->inputPanel()->sourceStrip()->font());
        const qreal chipHeight = window_->inputPanel()->sourceStrip()->chipRect(0).height();
        const QColor accentBefore = QApplication::palette().color(QPalette::Highlight);

        QTest::keyClick(window_.get(), Qt::Key_F11);
        atlas::PresentationMode* presentation = window_->presentation();
        QVERIFY(presentation->isActive());
        QVERIFY(window_->windowState() & Qt::WindowFullScreen);
        QVERIFY(!window_->menuBar()->isVisible());
        QVERIFY(!window_->statusBar()->isVisible());
        QVERIFY(!toolBar->isVisible());
        QVERIFY(window_->pages()->isVisible());  // the page switcher stays
        QCOMPARE(AppTheme::instance()->theme(), AppTheme::Kind::HighContrast);
        QVERIFY(pointSize(map->font()) >= 2 * heatmapPt - 0.01);
        QVERIFY(pointSize(window_->inputPanel()->sourceStrip()->font()) >= 2 * stripPt - 0.01);
        QVERIFY(pointSize(window_->inputPanel()->editor()->font()) >=
                2 * pointSize(editorFont) - 0.01);
        QTRY_VERIFY(window_->inputPanel()->sourceStrip()->chipRect(0).height() > 1.6 * chipHeight);
        // Keys of the hidden menus still work: a digit switches pages, Alt+Down steps a layer.
        QTest::keyClick(window_.get(), Qt::Key_3);
        QCOMPARE(window_->pages()->currentIndex(), 2);
        const int layer = window_->viewToolBar()->selection().layer;
        QTest::keyClick(window_.get(), Qt::Key_Down, Qt::AltModifier);
        QVERIFY(window_->viewToolBar()->selection().layer != layer);
        QTest::keyClick(window_.get(), Qt::Key_Up, Qt::AltModifier);
        window_->showPage(1);

        QTest::keyClick(window_.get(), Qt::Key_Escape);
        QVERIFY(!presentation->isActive());
        QVERIFY(!(window_->windowState() & Qt::WindowFullScreen));
        QTRY_COMPARE(window_->geometry(), geometry);
        QCOMPARE(QApplication::font(), appFont);
        QCOMPARE(window_->inputPanel()->editor()->font(), editorFont);
        QCOMPARE(pointSize(map->font()), heatmapPt);
        QCOMPARE(AppTheme::instance()->theme(), AppTheme::Kind::System);
        QCOMPARE(QApplication::palette().color(QPalette::Highlight), accentBefore);
        QVERIFY(window_->menuBar()->isVisible());
        QVERIFY(window_->statusBar()->isVisible());
        QVERIFY(toolBar->isVisible());
        QVERIFY(!dock->isVisible());
        // F11 again, and F11 to leave; the toolbar's button is the same action.
        QTest::keyClick(window_.get(), Qt::Key_F11);
        QVERIFY(presentation->isActive());
        QTest::keyClick(window_.get(), Qt::Key_F11);
        QVERIFY(!presentation->isActive());
        QVERIFY(toolBar->actions().contains(presentation->action()));
        dock->show();
        QTRY_COMPARE(window_->geometry(), geometry);
    }

    void pointedTokenIsHighlightedOnEveryPage() {
        auto* strip = window_->inputPanel()->sourceStrip();
        const int token = 2;
        // (From elsewhere first: a move to where the cursor already is sends nothing.)
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTest::mouseMove(strip, strip->chipRect(token).center().toPoint());
        // Attention page, encoder self-attention: the token's row and column.
        window_->showPage(1);
        QTRY_COMPARE(attention()->heatmap()->highlightedQuery(), token);
        QVERIFY(outlined(attention()->heatmap(), token, token));
        QCOMPARE(attention()->grid()->layout().layers() > 0, true);
        // Alignment page: a source token is a key (column) of cross-attention.
        window_->showPage(2);
        HeatmapWidget* cross = alignment()->view()->heatmap();
        QTRY_COMPARE(cross->highlightedKey(), token);
        QVERIFY(outlined(cross, -1, token));
        // Tokens page: the embedding maps' row.
        window_->showPage(0);
        auto* tokens = static_cast<atlas::TokensPage*>(window_->page(0));
        HeatmapWidget* embeddings = tokens->view()->inputMap();
        QTRY_COMPARE(embeddings->highlightedQuery(), token);
        QVERIFY(outlined(embeddings, token, -1));
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTRY_COMPARE(attention()->heatmap()->highlightedQuery(), -1);

        // Pointing at a cell of one map highlights its tokens on the others and in the strips.
        window_->showPage(1);
        ViewSelection s = window_->viewToolBar()->selection();
        s.stack = Stack::Cross;
        window_->viewToolBar()->setSelection(s);
        HeatmapWidget* map = attention()->heatmap();
        const QRectF cell =
            map->layout().cellRect(map->shown().displayRow(1), map->shown().displayCol(3));
        QTest::mouseMove(map, cell.center().toPoint());
        QTRY_COMPARE(window_->inputPanel()->targetStrip()->highlighted(), 1);
        QCOMPARE(window_->inputPanel()->sourceStrip()->highlighted(), 3);
        QCOMPARE(alignment()->view()->heatmap()->highlightedQuery(), 1);
        QCOMPARE(map->highlightedQuery(), 1);
        QTest::mouseMove(static_cast<QWidget*>(window_->pages()->tabBar()), QPoint(2, 2));
        QTRY_COMPARE(map->highlightedQuery(), -1);
        s.stack = Stack::EncoderSelf;
        window_->viewToolBar()->setSelection(s);
    }

    // A failure stays on the bar through a language change, and gives way at the next step.
    void stepFailureOutlivesALanguageChange() {
        DecodingSteps steps;
        atlas::views::StepThroughBar bar(&steps);
        emit steps.failed(QStringLiteral("out of memory"));
        QCOMPARE(bar.status()->text(), QStringLiteral("Cannot decode: out of memory"));
        QEvent languageChange(QEvent::LanguageChange);
        QApplication::sendEvent(&bar, &languageChange);
        QCOMPARE(bar.status()->text(), QStringLiteral("Cannot decode: out of memory"));
        emit steps.changed();
        QCOMPARE(bar.status()->text(), atlas::views::StepThroughBar::statusText(steps));
    }

    void stepThroughGrowsTheDecoderMapsRowByRow() {
        window_->showPage(1);
        const auto full = window_->snapshot();
        const int rows = int(full->decoderInput.size());
        QVERIFY2(rows >= 4, "the sentence should translate to a few tokens");
        DecodingSteps* s = steps();
        QVERIFY(!s->isActive());
        QVERIFY(!attention()->steppedSelf()->isVisible());
        QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
        QVERIFY(s->isActive());
        QTRY_VERIFY(!s->isBusy() && s->frame());
        QVERIFY(attention()->steppedSelf()->isVisible());
        QVERIFY(!attention()->heatmap()->isVisible());
        QCOMPARE(s->shown(), 0);
        QCOMPARE(attention()->steppedSelf()->revealedRows(), 0);

        // An independent stepper on the same weights says what the cache must hold.
        atlas::KvStepper reference(mha_, full->sourceText.toStdString());
        QCOMPARE(s->cacheBytes(), reference.initial());
        auto* status = attention()->stepBar()->status();
        QVERIFY2(status->text().contains(QLocale().toString(reference.initial().total())),
                 qPrintable(status->text()));

        const int k = 3;
        stepForwardAlongside(reference, k);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(status->text().contains(QLocale().toString(reference.measured().total())),
                 qPrintable(status->text()));
        QVERIFY(status->text().contains(QStringLiteral("Step %1").arg(k)));

        // The frame: rows < k as the cached steps computed them, the rest not computed yet.
        verifyFrameRows(*full, *s->frame(), k);
        if (QTest::currentTestFailed()) return;

        verifySteppedPixels(k);
        if (QTest::currentTestFailed()) return;
        // The alignment page shows the same step.
        QCOMPARE(alignment()->view()->heatmap()->revealedRows(), k);

        // Previous goes back a row, and the cache figure with it; Next comes forward again.
        QTest::keyClick(window_.get(), Qt::Key_Comma);
        QCOMPARE(s->shown(), k - 1);
        QCOMPARE(attention()->steppedSelf()->revealedRows(), k - 1);
        QCOMPARE(s->cacheBytes(), reference.steps()[size_t(k - 2)].measured);
        QVERIFY(std::isnan(s->frame()->map(Stack::Cross, 0, 0).at(k - 1, 0)));
        QTest::keyClick(window_.get(), Qt::Key_Period);
        QCOMPARE(s->shown(), k);
        QCOMPARE(s->computed(), k);  // come back to, not decoded again

        // To the end: every row, and the last step produces eos.
        while (s->shown() < rows) {
            const int before = s->shown();
            s->next();
            QTRY_COMPARE(s->shown(), before + 1);
        }
        // The last row's step predicts eos, unless greedy decoding stopped at its length limit.
        if (s->step(rows)->output != mha_->config().eos_id)
            QCOMPARE(rows - 1, atlas::greedyLimit(mha_->config(), int(full->source.size())));
        QCOMPARE(s->cacheBytes(), (atlas::CacheBytes{full->selfCacheBytes, full->crossCacheBytes}));

        // Off: the usual page again.
        QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
        QVERIFY(!s->isActive());
        QVERIFY(attention()->heatmap()->isVisible());
        QCOMPARE(alignment()->view()->heatmap()->revealedRows(), -1);
    }

    // At presentation sizes the stepped maps' titles (the formula included) are drawn whole.
    // ATLAS_SHOTS=DIR keeps the picture.
    void presentationStepThroughTitlesAreWhole() {
        window_->showPage(1);
        QTest::keyClick(window_.get(), Qt::Key_F11);
        QVERIFY(window_->presentation()->isActive());
        QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
        QTRY_VERIFY(steps()->isActive() && !steps()->isBusy() && steps()->frame());
        steps()->restart();
        QTest::keyClick(window_.get(), Qt::Key_Period);
        QTRY_VERIFY(steps()->shown() == 1 && !steps()->isBusy());
        QTest::qWait(100);
        // Step 1 reads "<s>": shown as the piece it is, not taken for a strike-through tag.
        QLabel* status = attention()->stepBar()->status();
        const bool plain = status->textFormat() == Qt::PlainText &&
                           status->text().contains(QStringLiteral("reads ‘<s>’"));
        QStringList titles, drawn;
        for (HeatmapWidget* map : {attention()->steppedSelf(), attention()->steppedCross()}) {
            titles << map->title();
            drawn << map->drawnTitle();
        }
        const QString dir = qEnvironmentVariable("ATLAS_SHOTS");
        if (!dir.isEmpty()) window_->grab().save(dir + "/presentation-step.png");
        QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
        QTest::keyClick(window_.get(), Qt::Key_Escape);
        QVERIFY(!window_->presentation()->isActive());
        QVERIFY(!titles.contains(QString()));
        QCOMPARE(drawn, titles);
        QVERIFY(plain);
    }

    void explanationFollowsTheStackAndTheModel() {
        window_->showPage(1);
        auto* text = window_->findChild<QTextBrowser*>("explanation");
        QVERIFY(text);
        ViewSelection s = window_->viewToolBar()->selection();
        s.stack = Stack::DecoderSelf;
        window_->viewToolBar()->setSelection(s);
        QVERIFY2(text->toPlainText().contains("causal mask"), qPrintable(text->toPlainText()));
        QVERIFY(text->toPlainText().contains("MHA"));
        s.stack = Stack::Cross;
        window_->viewToolBar()->setSelection(s);
        QVERIFY(text->toPlainText().contains("encoder's output"));
        QVERIFY(text->toPlainText().contains(QString::fromUtf8("Z−1AV")) ||
                text->toPlainText().contains(QString::fromUtf8("Z−1")));
        steps()->setActive(true);
        QVERIFY(text->toPlainText().contains("Step through decoding"));
        steps()->setActive(false);
        QVERIFY(!text->toPlainText().contains("Step through decoding"));

        window_->openModelFile(mlaPath_);
        QTRY_VERIFY_WITH_TIMEOUT(window_->snapshot()->model.attention == QString("mla"), 20000);
        QTRY_VERIFY(text->toPlainText().contains("MLA"));
        QVERIFY(text->toPlainText().contains("latent"));
        window_->showPage(2);
        QVERIFY(text->toPlainText().contains("Cross-attention"));
        s.stack = Stack::EncoderSelf;
        window_->viewToolBar()->setSelection(s);
    }
};

QTEST_MAIN(TestTeaching)
#include "tst_teaching.moc"
