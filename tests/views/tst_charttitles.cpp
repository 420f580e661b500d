// Issue 36, item 3: a chart's title or axis title that Qt Charts cuts short with "..." shows in
// full as a tooltip (views/charts/ChartTitleTips); drawn whole, it shows none.

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsTextItem>
#include <QHelpEvent>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QtTest>

#include "ChartTitleTips.h"

using atlas::views::ChartTitleTips;

namespace {

const QString kTitle = QStringLiteral("Frequencies θᵢ and wavelengths 2π/θᵢ of every rotary pair");
const QString kYTitle = QStringLiteral("wavelength 2π/θᵢ in positions (log scale)");

// A line chart with a long title and a long vertical axis title, `width` pixels wide.
std::unique_ptr<QChartView> chartOfWidth(int width) {
    auto* chart = new QChart;
    chart->setTitle(kTitle);
    auto* series = new QLineSeries;
    series->append(0, 1);
    series->append(10, 5);
    chart->addSeries(series);
    auto* x = new QValueAxis;
    x->setTitleText(QStringLiteral("pair i"));
    auto* y = new QValueAxis;
    y->setTitleText(kYTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    auto view = std::make_unique<QChartView>(chart);
    ChartTitleTips::install(view.get());
    ChartTitleTips::install(view.get());  // twice: still one filter
    view->resize(width, 260);
    view->show();
    return view;
}

// The text item that shows `full` (whole or cut short): the one Qt Charts drew for that title.
QGraphicsTextItem* itemFor(const QChartView& view, const QString& full) {
    for (QGraphicsItem* item : view.scene()->items()) {
        auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
        if (!text || !text->isVisible()) continue;
        QString shown = text->toPlainText();
        if (shown.endsWith(QStringLiteral("..."))) shown.chop(3);
        if (!shown.isEmpty() && full.startsWith(shown) && shown.size() > 1) return text;
    }
    return nullptr;
}

QPoint centreOf(const QChartView& view, const QGraphicsItem* item) {
    return view.mapFromScene(item->sceneBoundingRect().center());
}

// The tooltip the viewport shows when the mouse rests at `pos`; empty when none.
QString tooltipAt(QChartView& view, QPoint pos) {
    QToolTip::hideText();
    QHelpEvent help(QEvent::ToolTip, pos, view.viewport()->mapToGlobal(pos));
    QApplication::sendEvent(view.viewport(), &help);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

}  // namespace

class TestChartTitles : public QObject {
    Q_OBJECT

private slots:
    void narrowChartShowsCutTitlesInFull() {
        auto view = chartOfWidth(200);
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        for (const QString& full : {kTitle, kYTitle}) {
            QGraphicsTextItem* item = itemFor(*view, full);
            QVERIFY2(item, qPrintable(full));
            QVERIFY2(item->toPlainText().endsWith(QStringLiteral("...")),
                     qPrintable(item->toPlainText()));  // Qt cut it: the case under test
            const QPoint at = centreOf(*view, item);
            QCOMPARE(ChartTitleTips::at(view.get(), at).text, full);
            QVERIFY(ChartTitleTips::at(view.get(), at).rect.contains(at));
            QCOMPARE(tooltipAt(*view, at), full);
        }
        // Over the plot, away from any title: no tooltip of ours.
        const QPoint plot = view->mapFromScene(view->chart()->plotArea().center());
        QVERIFY(ChartTitleTips::at(view.get(), plot).text.isEmpty());
    }

    void wideChartDrawsTitlesWhole() {
        auto view = chartOfWidth(1400);
        view->resize(1400, 700);
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCoreApplication::processEvents();
        for (const QString& full : {kTitle, kYTitle}) {
            QGraphicsTextItem* item = itemFor(*view, full);
            QVERIFY2(item, qPrintable(full));
            QCOMPARE(item->toPlainText(), full);
            const QPoint at = centreOf(*view, item);
            QVERIFY(ChartTitleTips::at(view.get(), at).text.isEmpty());
            QVERIFY(tooltipAt(*view, at).isEmpty());
        }
    }
};

QTEST_MAIN(TestChartTitles)
#include "tst_charttitles.moc"
