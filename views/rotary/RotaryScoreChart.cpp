#include "RotaryScoreChart.h"

#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"
#include "ReadableColour.h"

namespace atlas::views {

RotaryScoreChart::RotaryScoreChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(fontMetrics().height() * 16, fontMetrics().height() * 11);
    rebuild();
}

QColor RotaryScoreChart::lineColor() const {
    return readableOn(QColor(86, 180, 233), palette().color(QPalette::Base), kGraphicContrast);
}
QColor RotaryScoreChart::markerColor() {
    return QColor(213, 94, 0);  // the query's vermilion: the sliders' pair
}

QSize RotaryScoreChart::sizeHint() const {
    return {fontMetrics().height() * 26, fontMetrics().height() * 16};
}

void RotaryScoreChart::setCurve(const std::vector<int>& offsets, const std::vector<double>& score) {
    offsets_ = offsets;
    score_ = score;
    rebuild();
}

void RotaryScoreChart::setMarker(int offset, double value) {
    marker_ = offset;
    markerValue_ = value;
    rebuild();
}

void RotaryScoreChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    const auto type = event->type();
    if (type == QEvent::PaletteChange || type == QEvent::FontChange ||
        type == QEvent::LanguageChange)
        rebuild();
}

void RotaryScoreChart::rebuild() {
    auto* chart = new QChart;
    applyChartLook(chart, this, LegendMarkers::Lines);
    chart->setTitle(tr("Score (R(m)q)ᵀ(R(n)k) against m − n"));
    double lo = -1, hi = 1;
    for (double v : score_) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const double pad = (hi - lo) * 0.08;
    const int reach = offsets_.empty() ? 1 : std::max(std::abs(offsets_.front()), offsets_.back());
    auto* x = new QValueAxis;
    x->setRange(-reach, reach);
    x->setLabelFormat("%d");
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1.0, std::ceil(reach / 4.0)));
    x->setTitleText(tr("m − n"));
    auto* y = new QValueAxis;
    y->setRange(lo - pad, hi + pad);
    y->setLabelFormat("%.2g");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    auto* line = new QLineSeries;
    line->setName(tr("qᵀR(n − m)k"));
    line->setPen(QPen(lineColor(), 2.2));
    for (size_t j = 0; j < score_.size() && j < offsets_.size(); ++j)
        line->append(offsets_[j], score_[j]);
    auto* dot = new QScatterSeries;
    dot->setName(tr("the sliders' m, n"));
    dot->setColor(markerColor());
    dot->setBorderColor(markerColor());
    dot->setMarkerSize(fontMetrics().height() * 0.9);
    if (!score_.empty()) dot->append(marker_, markerValue_);
    for (QXYSeries* s : {static_cast<QXYSeries*>(line), static_cast<QXYSeries*>(dot)}) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    fitColours(chart, palette());  // again whenever the theme changes
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

}  // namespace atlas::views
