// Issue 36, items 3 and 5: the window readable on a laptop and at a projector. All ten pages
// reachable without scroll arrows at 1472 px in English, German and Chinese; nothing cut at the
// right edge at 1280 × 720; presentation mode hides the help panel and gives the Attribution
// maps and the Attention page's head grid their room; a heatmap says how many axis labels it
// leaves out; Alt+digit changes page from the sentence field without typing into it.

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChartView>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLegend>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>
#include <memory>

#include "ApproxPage.h"
#include "AttentionGridWidget.h"
#include "AttentionPage.h"
#include "AttributionBars.h"
#include "AttributionPage.h"
#include "ChartTitleTips.h"
#include "CostPage.h"
#include "FlowLayout.h"
#include "HeadStatsWidget.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "KernelPage.h"
#include "KvCostPage.h"
#include "Language.h"
#include "MainWindow.h"
#include "PageBar.h"
#include "PresentationMode.h"
#include "RotaryPage.h"
#include "SourceVocabulary.h"
#include "TokenLabel.h"
#include "TokenStripWidget.h"
#include "WindowFixture.h"
#include "WrappedText.h"

using atlas::MainWindow;
using atlas::views::HeatmapWidget;

namespace {

// The widget's rectangle in the window's coordinates.
QRect inWindow(const QWidget* w, const QWidget* window) {
    return QRect(w->mapTo(window, QPoint(0, 0)), w->size());
}

bool insideScrolledContent(const QWidget* w, const QWidget* window) {
    for (const QWidget* p = w->parentWidget(); p && p != window; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(p)) return true;
    return false;
}

// Inside a scroll area other than `pane` (a table's cells, a chart's scene): not laid out by
// the page.
bool insideInnerScrollArea(const QWidget* w, const QWidget* pane) {
    for (const QWidget* p = w->parentWidget(); p && p != pane; p = p->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(p) && !qobject_cast<const QScrollArea*>(p))
            return true;
    return false;
}

// A control or a line of text: what must neither overlap another nor be squeezed.
bool isControl(const QWidget* w) {
    return qobject_cast<const QLabel*>(w) || qobject_cast<const QAbstractButton*>(w) ||
           qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QSlider*>(w);
}

// What is wrong with the page on show in `pane`, in words; empty when it fits: nothing past
// the window's right edge nor wider than the pane, no tab bar behind scroll arrows, no two
// controls overlapping, none squeezed below its least size, every square map and every chart
// of a readable size.
QStringList presentationFaults(const QScrollArea* pane, const QWidget* window) {
    QStringList faults;
    const auto name = [](const QWidget* w) {
        return QStringLiteral("%1 %2").arg(w->metaObject()->className(), w->objectName());
    };
    if (pane->widget()->width() > pane->viewport()->width())
        faults << QStringLiteral("page %1 wide in a pane of %2")
                      .arg(pane->widget()->width())
                      .arg(pane->viewport()->width());
    QList<const QWidget*> controls;
    // Which part asks for more than the pane: the one to fix.
    for (const QWidget* w : pane->widget()->findChildren<QWidget*>()) {
        const int least = std::max(w->minimumSizeHint().width(), w->minimumWidth());
        if (least > pane->viewport()->width() && !insideInnerScrollArea(w, pane))
            faults << QStringLiteral("%1 needs %2").arg(name(w)).arg(least);
    }
    for (const QWidget* w : pane->widget()->findChildren<QWidget*>()) {
        if (!w->isVisible() || insideInnerScrollArea(w, pane)) continue;
        const QRect r = inWindow(w, window);
        if (r.right() > window->width())
            faults << QStringLiteral("%1 ends at %2").arg(name(w)).arg(r.right());
        if (qobject_cast<const QToolButton*>(w) && qobject_cast<const QTabBar*>(w->parent()))
            faults << QStringLiteral("scroll arrows on a tab bar");
        if (auto* map = qobject_cast<const HeatmapWidget*>(w);
            map && map->squareCells() && !map->shown().grid.empty()) {
            const QRectF m = map->layout().matrix;
            if (std::max(m.width(), m.height()) < 150)
                faults << QStringLiteral("%1: matrix %2×%3")
                              .arg(name(w))
                              .arg(m.width())
                              .arg(m.height());
        }
        if (auto* chart = qobject_cast<const QChartView*>(w)) {
            const QRectF plot = chart->chart()->plotArea();
            if (plot.width() < 200 || plot.height() < 150)
                faults << QStringLiteral("%1: plot %2×%3")
                              .arg(name(w))
                              .arg(plot.width())
                              .arg(plot.height());
        }
        if (!isControl(w) || r.isEmpty()) continue;
        auto* label = qobject_cast<const QLabel*>(w);
        const bool wraps = label && label->wordWrap();
        if (!wraps && w->width() < w->minimumSizeHint().width())
            faults << QStringLiteral("%1 %2 wide, needs %3")
                          .arg(name(w))
                          .arg(w->width())
                          .arg(w->minimumSizeHint().width());
        if (!(label && label->text().isEmpty())) controls << w;
    }
    for (int i = 0; i < controls.size(); ++i)
        for (int j = i + 1; j < controls.size(); ++j) {
            const QWidget *a = controls[i], *b = controls[j];
            if (a->isAncestorOf(b) || b->isAncestorOf(a)) continue;
            if (inWindow(a, window).intersects(inWindow(b, window)))
                faults << QStringLiteral("%1 overlaps %2").arg(name(a), name(b));
        }
    return faults;
}

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_layout"};
    std::unique_ptr<MainWindow> window_;

    atlas::AttributionPage* attribution() const {
        return static_cast<atlas::AttributionPage*>(window_->page(4));
    }
    atlas::AttentionPage* attention() const {
        return static_cast<atlas::AttentionPage*>(window_->page(1));
    }
    QPlainTextEdit* editor() const { return window_->inputPanel()->editor(); }

    void resizeTo(int w, int h) {
        window_->resize(w, h);
        QTRY_COMPARE(window_->size(), QSize(w, h));
        QTest::qWait(50);  // layouts settle
    }
    QList<HeatmapWidget*> attributionMaps() const {
        auto* p = attribution();
        return {p->raw(), p->rollout(), p->flow(), p->gradient(), p->gradientAttention()};
    }

private slots:
    void initTestCase() {
        window_ = fixture_.open(QStringLiteral("The young woman sees the small dog."));
        QVERIFY(window_);
    }
    void cleanupTestCase() { window_.reset(); }

    void altDigitChangesPageFromTheSentenceField() {
        window_->showPage(0);
        editor()->setFocus();
        QTRY_VERIFY(editor()->hasFocus());
        const QString text = editor()->toPlainText();
        QTest::keyClick(editor(), Qt::Key_3, Qt::AltModifier);
        QCOMPARE(window_->pages()->currentIndex(), 2);
        QTest::keyClick(editor(), Qt::Key_0, Qt::AltModifier);  // the tenth page
        QCOMPARE(window_->pages()->currentIndex(), 9);
        QTest::keyClick(editor(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(window_->pages()->currentIndex(), 0);
        QCOMPARE(editor()->toPlainText(), text);
        QVERIFY(editor()->hasFocus());  // still typing the sentence
        // The tooltip of a page names both keys.
        QVERIFY(window_->pages()->tabToolTip(9).contains(QStringLiteral("Alt+0")));
    }

    // All ten page buttons inside the window at 1472 px, with the help panel open, in every
    // language; the tab widget's own bar (and its scroll arrows) never shows.
    void everyPageReachableWithoutScrollArrows_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void everyPageReachableWithoutScrollArrows() {
        QFETCH(QString, language);
        QCOMPARE(atlas::Language::apply(language), language);
        for (const QSize size : {QSize(1472, 920), QSize(1280, 720)}) {
            resizeTo(size.width(), size.height());
            QVERIFY(!window_->pages()->tabBar()->isVisible());
            atlas::PageBar* bar = window_->pageBar();
            QVERIFY(bar->isVisible());
            QVERIFY(bar->rowCount() <= 2);
            const QRect window = window_->rect();
            for (int i = 0; i < window_->pages()->count(); ++i) {
                QToolButton* b = bar->button(i);
                QVERIFY(b && b->isVisible());
                QCOMPARE(b->text(), window_->pages()->tabText(i));
                const QRect r = inWindow(b, window_.get());
                QVERIFY2(window.contains(r) && bar->rect().contains(b->geometry()),
                         qPrintable(QStringLiteral("%1 at %2×%3: %4 outside")
                                        .arg(language)
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(b->text())));
                // Its text whole: the button is as wide as it asks to be.
                QVERIFY(b->width() >= b->sizeHint().width());
            }
            qInfo("%s at %d px: %d row(s) of pages", qPrintable(language), size.width(),
                  bar->rowCount());
        }
        atlas::Language::apply("en");
        resizeTo(1400, 900);
    }

    // At 1280 × 720 every page fits or scrolls: no widget outside the scrolled contents
    // reaches past the right edge, and a page wider than its pane has a scroll bar.
    void nothingCutAtTheRightEdgeAt1280x720_data() { everyPageReachableWithoutScrollArrows_data(); }
    void nothingCutAtTheRightEdgeAt1280x720() {
        QFETCH(QString, language);
        QCOMPARE(atlas::Language::apply(language), language);
        resizeTo(1280, 720);
        for (int i = 0; i < window_->pages()->count(); ++i) {
            window_->showPage(i);
            QTest::qWait(30);
            for (QWidget* w : window_->findChildren<QWidget*>()) {
                if (!w->isVisible() || w->isWindow() || insideScrolledContent(w, window_.get()))
                    continue;
                const QRect r = inWindow(w, window_.get());
                QVERIFY2(r.right() <= window_->width(),
                         qPrintable(QStringLiteral("page %1: %2 (%3) ends at %4")
                                        .arg(i)
                                        .arg(w->metaObject()->className(), w->objectName())
                                        .arg(r.right())));
            }
            // Nor is a page wider than its pane (it would scroll sideways): the page and any
            // scrolling part of it.
            auto* pane = qobject_cast<QScrollArea*>(window_->pages()->currentWidget());
            QVERIFY(pane);
            QList<QScrollArea*> scrolls = pane->findChildren<QScrollArea*>();
            scrolls.prepend(pane);
            for (QScrollArea* scroll : scrolls) {
                if (!scroll->isVisible() || !scroll->widget()) continue;
                // Once the page has taken its new arrangement (some choose theirs on a resize).
                QTRY_VERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                             qPrintable(QStringLiteral("page %1: %2 wide in a pane of %3")
                                            .arg(i)
                                            .arg(scroll->widget()->width())
                                            .arg(scroll->viewport()->width())));
            }
        }
        atlas::Language::apply("en");
        resizeTo(1400, 900);
    }

    // A word longer than the panel is wide wraps inside itself; the strips keep the panel's
    // width (a QLabel there widened the panel's contents and the panel cut them off).
    void leftPanelWrapsInsteadOfClipping() {
        atlas::InputPanel* panel = window_->inputPanel();
        auto* text = panel->translation();
        const QString before = text->text();
        const QString word = QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitänswitwe");
        text->setText(word + QStringLiteral(" ") + word);
        QTest::qWait(50);
        QWidget* viewport = panel->results()->parentWidget();
        QVERIFY(panel->results()->width() <= viewport->width());
        QVERIFY(text->width() <= viewport->width());
        QVERIFY2(text->height() >= 3 * text->fontMetrics().height(),
                 "the long words are not wrapped onto several lines");
        for (QWidget* strip : {static_cast<QWidget*>(panel->sourceStrip()),
                               static_cast<QWidget*>(panel->targetStrip())})
            QVERIFY(strip->width() <= viewport->width());
        text->setText(before);
    }

    // Three maps above two, each with a matrix of readable size at 1472 × 920 (the five in
    // one row were ~55-px thumbnails).
    void attributionMapsReadableAt1472() {
        resizeTo(1472, 920);
        window_->showPage(4);
        QTRY_VERIFY_WITH_TIMEOUT(attribution()->panelsShown(), 20000);
        QTest::qWait(50);
        for (HeatmapWidget* map : attributionMaps()) {
            QVERIFY(map->isVisible());
            if (map->shown().grid.empty()) continue;
            const QRectF m = map->layout().matrix;
            // An untrained model's long translation has small cells: the map fills its room.
            QVERIFY2(std::max(m.width(), m.height()) >= 110,
                     qPrintable(QStringLiteral("%1: %2×%3 in %4×%5, %6×%7 cells")
                                    .arg(map->objectName())
                                    .arg(m.width())
                                    .arg(m.height())
                                    .arg(map->width())
                                    .arg(map->height())
                                    .arg(map->layout().rows())
                                    .arg(map->layout().cols())));
        }
        // A token's label under the bars may be elided: its column's tooltip names it whole.
        atlas::views::AttributionBars* bars = attribution()->bars();
        const QRectF first = bars->barRect(0, 0);
        QVERIFY(!first.isEmpty());
        QCOMPARE(bars->toolTipAt(QPointF(first.center().x(), bars->height() - 2)),
                 atlas::views::TokenLabel::text(window_->snapshot()->source.first()));
        // The bars below keep their rows apart.
        QVERIFY(attribution()->bars()->height() >=
                attribution()->bars()->minimumSizeHint().height());
        resizeTo(1400, 900);
    }

    // Chart titles, axis titles and legends cut short with "…" show whole as tooltips
    // (tst_charttitles shows the titles' tips at work).
    void chartLegendsHaveTooltips() {
        const QList<QChartView*> charts = window_->pages()->findChildren<QChartView*>();
        QVERIFY(!charts.isEmpty());
        for (QChartView* view : charts) {
            QVERIFY(view->chart()->legend()->showToolTips());
            QVERIFY(view->findChild<atlas::views::ChartTitleTips*>());
        }
    }

    // The page bar's rows are its flow layout's: one at a width that holds every button, more
    // at a narrow one, and its height grows with them.
    void pageBarRowsFollowTheWidth() {
        atlas::PageBar* bar = window_->pageBar();
        const int oneRow = bar->sizeHint().width();
        QCOMPARE(bar->layout()->heightForWidth(oneRow), bar->heightForWidth(oneRow));
        const int narrow = oneRow / 3;
        QVERIFY(bar->heightForWidth(narrow) > bar->heightForWidth(oneRow));
        auto* flow = static_cast<atlas::views::FlowLayout*>(bar->layout());
        QCOMPARE(flow->lineCount(oneRow), 1);
        QVERIFY(flow->lineCount(narrow) >= 3);
        QCOMPARE(bar->rowCount(), flow->lineCount(bar->width()));
    }

    // Presentation mode at a projector's size and a laptop's, in every language: the Kernel,
    // Rotary, KV cache and Approximations pages, each of their sections, fit the width, keep
    // their controls apart and whole, and their maps and charts readable (presentationFaults).
    void presentationFitsTheTeachingPages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char* language : {"en", "de", "zh_CN"})
            for (const QSize size : {QSize(1472, 920), QSize(1280, 720)})
                QTest::addRow("%s %d×%d", language, size.width(), size.height())
                    << QString::fromLatin1(language) << size;
    }
    void presentationFitsTheTeachingPages() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QCOMPARE(atlas::Language::apply(language), language);
        window_->presentation()->setActive(true);
        window_->showNormal();
        resizeTo(size.width(), size.height());
        QStringList faults;
        const auto check = [&](const QString& where) {
            QTest::qWait(100);  // pages that choose their arrangement on a resize have
            auto* pane = qobject_cast<QScrollArea*>(window_->pages()->currentWidget());
            for (const QString& fault : presentationFaults(pane, window_.get()))
                faults << where + QStringLiteral(": ") + fault;
        };
        window_->showPage(5);
        auto* kernel = static_cast<atlas::KernelPage*>(window_->page(5));
        QTRY_VERIFY_WITH_TIMEOUT(kernel->panelsShown(), 20000);
        check(QStringLiteral("Kernel"));
        window_->showPage(6);
        auto* rotary = static_cast<atlas::RotaryPage*>(window_->page(6));
        QTRY_VERIFY_WITH_TIMEOUT(rotary->shown(), 20000);
        check(QStringLiteral("Rotary"));
        window_->showPage(7);
        auto* cost = static_cast<atlas::CostPage*>(window_->page(7))->view();
        for (int s = atlas::views::KvCostPage::Published; s <= atlas::views::KvCostPage::Mla; ++s) {
            cost->showSection(atlas::views::KvCostPage::Section(s));
            check(QStringLiteral("KV section %1").arg(s));
        }
        cost->showSection(atlas::views::KvCostPage::Published);
        window_->showPage(8);
        auto* approx = static_cast<atlas::ApproxPage*>(window_->page(8));
        for (int tab = 0; tab < approx->tabs()->count(); ++tab) {
            approx->tabs()->setCurrentIndex(tab);
            QTRY_VERIFY_WITH_TIMEOUT(!approx->isBusy(), 20000);
            check(QStringLiteral("Approximations tab %1").arg(tab));
        }
        approx->tabs()->setCurrentIndex(0);
        window_->presentation()->setActive(false);
        atlas::Language::apply("en");
        resizeTo(1400, 900);
        for (const QString& fault : faults) qWarning("%s", qPrintable(fault));
        QVERIFY2(faults.isEmpty(), qPrintable(faults.value(0)));
    }

    void presentationModeLaysOutEveryPage() {
        auto* dock = window_->findChild<QDockWidget*>("explanationDock");
        QVERIFY(dock && dock->isVisible());
        window_->showPage(4);
        QTRY_VERIFY_WITH_TIMEOUT(attribution()->panelsShown(), 20000);
        window_->presentation()->setActive(true);
        // The offscreen screen (800 × 800) is smaller than a projector's: present in a window
        // of the projector's size instead of full screen.
        window_->showNormal();
        resizeTo(1472, 920);
        QVERIFY(!dock->isVisible());  // the help panel gives its fifth of the width back

        // Attribution: two maps, large, and the bars' rows apart.
        QTest::qWait(50);
        int shown = 0;
        for (HeatmapWidget* map : attributionMaps()) {
            if (!map->isVisible()) continue;
            ++shown;
            const QRectF m = map->layout().matrix;
            QVERIFY2(std::max(m.width(), m.height()) >= 110,
                     qPrintable(QStringLiteral("%1: %2 in %3×%4, window %5×%6")
                                    .arg(map->objectName())
                                    .arg(m.width())
                                    .arg(map->width())
                                    .arg(map->height())
                                    .arg(window_->width())
                                    .arg(window_->height())));
        }
        QCOMPARE(shown, 2);
        QCOMPARE(attribution()->bars()->series().size(), size_t(2));  // the two maps' rows
        QVERIFY(attribution()->raw()->isVisible() && attribution()->rollout()->isVisible());
        QVERIFY2(
            attribution()->bars()->height() >= attribution()->bars()->minimumSizeHint().height(),
            qPrintable(QStringLiteral("bars %1 < %2, page %3, pane %4")
                           .arg(attribution()->bars()->height())
                           .arg(attribution()->bars()->minimumSizeHint().height())
                           .arg(attribution()->height())
                           .arg(window_->pages()->currentWidget()->height())));

        // Attention: the head grid has the column, every thumbnail in view.
        window_->showPage(1);
        QTest::qWait(50);
        QVERIFY(!attention()->stats()->isVisible());
        atlas::views::AttentionGridWidget* grid = attention()->grid();
        const auto& l = grid->layout();
        QVERIFY(l.layers() > 0);
        const QRectF last = l.thumbnail(l.layers() - 1, -1);  // the last layer's mean
        const QRect viewport = inWindow(grid->parentWidget(), window_.get());
        QVERIFY2(viewport.contains(QRect(grid->mapTo(window_.get(), last.topLeft().toPoint()),
                                         last.size().toSize())),
                 "a thumbnail of the head grid is cut off");

        // Training lab: the run's choices on two rows, every combo box as wide as its text.
        window_->showPage(9);
        QTest::qWait(50);
        for (const char* name : {"labTask", "labArchitecture", "labAttention", "labSize"}) {
            auto* combo = window_->page(9)->findChild<QComboBox*>(name);
            QVERIFY(combo && combo->isVisible());
            QVERIFY2(combo->width() >= combo->sizeHint().width(), name);
        }

        // The sentence field's hint and its button do not overlap.
        auto* vocabulary = window_->inputPanel()->vocabulary();
        const QRect hint = inWindow(vocabulary->hint(), window_.get());
        const QRect button = inWindow(vocabulary->exampleButton(), window_.get());
        QVERIFY(!hint.intersects(button));
        QVERIFY(vocabulary->hint()->height() >=
                vocabulary->hint()->heightForWidth(vocabulary->hint()->width()));

        window_->presentation()->setActive(false);
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(attention()->stats()->isVisibleTo(attention()));
        for (HeatmapWidget* map : attributionMaps()) QVERIFY(map->isVisibleTo(attribution()));
        QCOMPARE(attribution()->bars()->series().size(), size_t(5));
        resizeTo(1400, 900);
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
