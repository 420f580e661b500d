#include "StepLineChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>

#include "KvChartStyle.h"

namespace atlas::views {

StepLineChart::StepLineChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 220);
}

void StepLineChart::setLines(const QString& title, const QString& xTitle, const QString& yTitle,
                             const std::vector<ChartLine>& lines, const QString& rightTitle) {
    QChart* c = chart();
    clearChart(c);
    applyChartLook(c, this, LegendMarkers::Lines);
    c->setTitle(title);

    double xMax = 1, yMax[2] = {0, 0};
    for (const ChartLine& line : lines)
        for (const QPointF& p : line.points) {
            xMax = std::max(xMax, p.x());
            yMax[line.rightAxis] = std::max(yMax[line.rightAxis], p.y());
        }
    auto* x = new QValueAxis;
    x->setTitleText(xTitle);
    x->setRange(0, xMax);
    x->applyNiceNumbers();
    x->setLabelFormat("%d");
    c->addAxis(x, Qt::AlignBottom);
    QValueAxis* y[2] = {new QValueAxis, nullptr};
    y[0]->setTitleText(yTitle);
    c->addAxis(y[0], Qt::AlignLeft);
    const bool right =
        std::any_of(lines.begin(), lines.end(), [](const ChartLine& l) { return l.rightAxis; });
    if (right) {
        y[1] = new QValueAxis;
        y[1]->setTitleText(rightTitle);
        c->addAxis(y[1], Qt::AlignRight);
    }
    for (int side = 0; side < (right ? 2 : 1); ++side) {
        y[side]->setRange(0, yMax[side] > 0 ? yMax[side] * 1.05 : 1);
        y[side]->applyNiceNumbers();
        // One decimal below 10: labels of one digit leave the axis too narrow for a title in
        // Chinese (Qt Charts measures it in the Latin font), which it then shows as "…".
        y[side]->setLabelFormat(y[side]->max() < 10 ? "%.1f" : "%g");
    }
    for (const ChartLine& line : lines) {
        auto* series = new QLineSeries;
        series->setName(line.name);
        series->setPen(QPen(line.color, 2.2, line.style));
        for (const QPointF& p : line.points) series->append(p);
        c->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y[line.rightAxis && right ? 1 : 0]);
        if (!line.inLegend)
            for (QLegendMarker* marker : c->legend()->markers(series)) marker->setVisible(false);
    }
    lines_ = int(lines.size());
    c->legend()->setAlignment(Qt::AlignBottom);
    fitColours(c, palette());  // a dark grey or a deep red line on the dark theme's base
}

}  // namespace atlas::views
