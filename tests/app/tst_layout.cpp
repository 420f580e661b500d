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
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QtTest>
#include <memory>

#include "ApproxPage.h"
#include "AttentionGridWidget.h"
#include "AttentionLabels.h"
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
#include "KindBarChart.h"
#include "KvCostPage.h"
#include "Language.h"
#include "LayoutFaults.h"
#include "MainWindow.h"
#include "PageBar.h"
#include "PresentationMode.h"
#include "PublishedKvPanel.h"
#include "RotaryPage.h"
#include "SourceVocabulary.h"
#include "TokenLabel.h"
#include "TokenStripWidget.h"
#include "ViewToolBar.h"
#include "WindowFixture.h"
#include "WrappedText.h"

using atlas::MainWindow;
using atlas::views::HeatmapWidget;

using atlas::test::insideScrolledContent;
using atlas::test::inWindow;
using atlas::test::presentationFaults;

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

    QStringList kernelBand() {
        window_->showPage(5);
        auto* kernel = static_cast<atlas::KernelPage*>(window_->page(5));
        if (!QTest::qWaitFor([&] { return kernel->panelsShown(); }, 20000)) return {"no kernel"};
        QTest::qWait(100);
        const QWidget* heading = kernel->findChild<QLabel*>("kernelHeading");
        const HeatmapWidget* s = kernel->scores();
        const int gap = inWindow(s, window_.get()).top() + int(s->layout().title.top()) -
                        inWindow(heading, window_.get()).bottom();
        if (gap <= 2 * heading->fontMetrics().height()) return {};
        return {QStringLiteral("Kernel: %1 px between the heading and S").arg(gap)};
    }
    QStringList headRankHeaders() {
        window_->showPage(8);
        auto* approx = static_cast<atlas::ApproxPage*>(window_->page(8));
        approx->tabs()->setCurrentIndex(0);
        if (!QTest::qWaitFor([&] { return !approx->isBusy(); }, 20000)) return {"approx busy"};
        QTest::qWait(100);
        auto* table = approx->findChild<QTableWidget*>("headRanks");
        QHeaderView* header = table->horizontalHeader();
        QStringList faults;
        for (int c = 0; c < header->count(); ++c) {
            const QTableWidgetItem* item = table->horizontalHeaderItem(c);
            if (header->sectionSize(c) < header->sectionSizeHint(c))
                faults << QStringLiteral("head ranks: \"%1\" %2 wide, needs %3")
                              .arg(item->text())
                              .arg(header->sectionSize(c))
                              .arg(header->sectionSizeHint(c));
            if (item->toolTip().isEmpty() || item->toolTip().contains('\n') ||
                QString(item->text()).replace('\n', ' ') != item->toolTip())
                faults << QStringLiteral("head ranks: tooltip \"%1\"").arg(item->toolTip());
        }
        return faults;
    }
    QStringList kvBarNames() {
        window_->showPage(7);
        auto* cost = static_cast<atlas::CostPage*>(window_->page(7))->view();
        cost->showSection(atlas::views::KvCostPage::Published);
        QTest::qWait(100);
        auto* chart = cost->publishedPanel()->findChild<atlas::views::KindBarChart*>();
        if (!chart || chart->barCount() == 0) return {"no published bars"};
        QStringList faults;
        for (const QGraphicsItem* item : chart->scene()->items()) {
            const auto* text = qgraphicsitem_cast<const QGraphicsTextItem*>(item);
            if (!text || !text->isVisible() || text->parentItem() == chart->chart()) continue;
            if (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().contains("..."))
                faults << QStringLiteral("KV bars: \"%1\" cut").arg(text->toPlainText());
        }
        if (!chart->barToolTip(0).contains(QStringLiteral("(")))  // "name (KIND): value"
            faults << QStringLiteral("KV bars: tooltip \"%1\"").arg(chart->barToolTip(0));
        return faults;
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
            // The new language's titles change the buttons' size hints; the bar lays them out
            // again on a posted event, later under the sanitizers: wait for it.
            const auto wholeTitles = [&] {
                for (int i = 0; i < window_->pages()->count(); ++i)
                    if (bar->button(i)->width() < bar->button(i)->sizeHint().width()) return false;
                return true;
            };
            QTRY_VERIFY_WITH_TIMEOUT(wholeTitles(), 10000);
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

    // At 1280 × 720 with the help panel open the five maps stay readable: fewer of them side
    // by side and the page scrolls (they were ~55-px thumbnails there).
    void attributionMapsReadableAt1280x720() {
        auto* dock = window_->findChild<QDockWidget*>("explanationDock");
        QVERIFY(dock && dock->isVisible());
        resizeTo(1280, 720);
        window_->showPage(4);
        QTRY_VERIFY_WITH_TIMEOUT(attribution()->panelsShown(), 20000);
        QTest::qWait(100);
        int drawn = 0;
        for (HeatmapWidget* map : attributionMaps()) {
            QVERIFY(map->isVisible());
            if (map->shown().grid.empty()) continue;
            ++drawn;
            const QRectF m = map->layout().matrix;
            QVERIFY2(std::max(m.width(), m.height()) >= 150,
                     qPrintable(QStringLiteral("%1: %2×%3 in %4×%5")
                                    .arg(map->objectName())
                                    .arg(m.width())
                                    .arg(m.height())
                                    .arg(map->width())
                                    .arg(map->height())));
        }
        QVERIFY(drawn >= 3);
        auto* pane = qobject_cast<QScrollArea*>(window_->pages()->currentWidget());
        QVERIFY(pane->widget()->width() <= pane->viewport()->width());  // it scrolls down only
        resizeTo(1400, 900);
    }

    // A token longer than the left panel is wide: its chip is cut to the strip, its label
    // elided, and its tooltip names it whole.
    void longTokenChipElidedWithItsTooltip() {
        atlas::views::TokenStripWidget* strip = window_->inputPanel()->sourceStrip();
        const QVector<atlas::views::Token> before = strip->tokens();
        const QString word =
            QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenauszahlung");
        atlas::views::Token t;
        t.id = 4711;
        t.piece = QStringLiteral("▁") + word;
        t.display = t.piece;
        t.kind = atlas::views::Token::Kind::WordStart;
        strip->setTokens({t, t});
        QTest::qWait(50);
        QVERIFY(strip->width() < strip->fontMetrics().horizontalAdvance(word));
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(strip->chipRect(i).right() <= strip->width(),
                     qPrintable(QStringLiteral("chip ends at %1 in a strip of %2")
                                    .arg(strip->chipRect(i).right())
                                    .arg(strip->width())));
            QVERIFY(strip->drawnText(i).endsWith(QChar(0x2026)));
            QVERIFY(strip->toolTipText(i).contains(word));
        }
        strip->setTokens(before);
    }

    // Step-through decoding names two stacks in the toolbar's stack box: it keeps the width of
    // one stack's name, elides, and its tooltip holds both names whole.
    void stackBoxKeepsItsWidthForTwoStacks() {
        auto* box = window_->viewToolBar()->findChild<QComboBox*>("stackBox");
        QVERIFY(box);
        using atlas::views::Stack;
        window_->viewToolBar()->setPageStacks({});
        const int single = box->sizeHint().width();
        window_->viewToolBar()->setPageStacks({Stack::DecoderSelf, Stack::Cross});
        QVERIFY2(box->sizeHint().width() <= single,
                 qPrintable(QStringLiteral("%1 wide, one stack's name %2: %3")
                                .arg(box->sizeHint().width())
                                .arg(single)
                                .arg(box->itemText(0))));
        QVERIFY(box->itemText(0).endsWith(QChar(0x2026)));
        for (Stack s : {Stack::DecoderSelf, Stack::Cross})
            QVERIFY(box->toolTip().contains(atlas::views::AttentionLabels::stackName(s)));
        window_->viewToolBar()->setPageStacks({});
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

    // Presentation mode, the teaching pages' details (issue 36): no empty band between the
    // Kernel page's heading and its maps; the head-rank table's headers whole (German, 1280 px),
    // their tooltips on one line; the KV page's bar names whole, and whole in the bars' tooltips.
    void presentationKeepsTheTeachingDetailsWhole_data() {
        presentationFitsTheTeachingPages_data();
    }
    void presentationKeepsTheTeachingDetailsWhole() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QCOMPARE(atlas::Language::apply(language), language);
        QStringList faults;
        for (const bool presenting : {true, false}) {
            window_->presentation()->setActive(presenting);
            window_->showNormal();
            resizeTo(size.width(), size.height());
            if (presenting) faults << kernelBand();
            faults << headRankHeaders() << kvBarNames();
        }
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
