#include "ErrorSweepChart.h"

#include <QAreaSeries>
#include <QEvent>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"
#include "SpectrumChart.h"

namespace atlas::views {

ErrorSweepChart::ErrorSweepChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(fontMetrics().height() * 16, fontMetrics().height() * 11);
    rebuild();
}

QSize ErrorSweepChart::sizeHint() const {
    return {fontMetrics().height() * 28, fontMetrics().height() * 18};
}

void ErrorSweepChart::setSweep(const ErrorSweep& sweep, const QString& title) {
    sweep_ = sweep;
    title_ = title;
    rebuild();
}

void ErrorSweepChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
}

void ErrorSweepChart::rebuild() {
    auto* chart = new QChart;
    applyChartLook(chart, this, LegendMarkers::Lines);
    chart->setTitle(title_);
    const ErrorSweep& s = sweep_;
    double lo = 1e300, hi = 0;
    for (const auto* v : {&s.low, &s.high, &s.median, &s.reference})
        for (double y : *v)
            if (y > 0 && std::isfinite(y)) lo = std::min(lo, y), hi = std::max(hi, y);
    if (hi <= 0) lo = 1e-3, hi = 1;
    const double top = std::pow(10.0, std::ceil(std::log10(hi) + 1e-9));
    const double bottom = std::max(std::pow(10.0, std::floor(std::log10(lo) - 1e-9)), top * 1e-12);
    const double xMax = s.size.empty() ? 1 : s.size.back();
    const bool logX = !s.size.empty() && xMax / std::max(s.size.front(), 1.0) > 32;
    QAbstractAxis* x;
    if (logX) {
        auto* axis = new QLogValueAxis;
        axis->setBase(2);
        axis->setRange(s.size.front() / 1.3, xMax * 1.3);
        axis->setLabelFormat("%g");
        x = axis;
    } else {
        auto* axis = new QValueAxis;
        axis->setRange(0.5, xMax + 0.5);
        axis->setLabelFormat("%d");
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(1);
        axis->setTickInterval(std::max(1.0, std::ceil(xMax / 12)));
        x = axis;
    }
    x->setTitleText(s.sizeName);
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(bottom, top);
    y->setLabelFormat("%.0e");
    y->setMinorTickCount(-1);
    y->setTitleText(tr("‖P − P̃‖₂ / ‖P‖₂"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto clampY = [bottom](double v) {
        return std::isfinite(v) ? std::max(v, bottom) : bottom;
    };
    const QColor color = seriesColor(0);
    auto* lower = new QLineSeries(chart);
    auto* upper = new QLineSeries(chart);
    auto* median = new QLineSeries;
    auto* reference = new QLineSeries;
    for (size_t i = 0; i < s.size.size(); ++i) {
        lower->append(s.size[i], clampY(s.low[i]));
        upper->append(s.size[i], clampY(s.high[i]));
        median->append(s.size[i], clampY(s.median[i]));
        if (i < s.reference.size() && s.reference[i] > 0)
            reference->append(s.size[i], clampY(s.reference[i]));
    }
    auto* band = new QAreaSeries(upper, lower);
    band->setName(tr("min–max"));
    QColor fill = color;
    fill.setAlphaF(0.22);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    median->setName(tr("median over seeds"));
    median->setPen(QPen(color, 2.4));
    reference->setName(s.referenceName);
    reference->setPen(QPen(seriesColor(1), 2, Qt::DashLine));
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(band), static_cast<QAbstractSeries*>(median),
          static_cast<QAbstractSeries*>(reference)}) {
        if (series == reference && reference->count() == 0) {
            delete reference;
            continue;
        }
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

}  // namespace atlas::views
