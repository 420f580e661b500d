#include "SpectrumChart.h"

#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"

namespace atlas::views {

QColor seriesColor(int index) {
    static const QColor colors[] = {QColor(0, 114, 178), QColor(213, 94, 0),
                                    QColor(0, 158, 115), QColor(204, 121, 167),
                                    QColor(230, 159, 0), QColor(86, 180, 233)};
    return colors[index % 6];
}

SpectrumChart::SpectrumChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(fontMetrics().height() * 16, fontMetrics().height() * 11);
    rebuild();
}

QSize SpectrumChart::sizeHint() const {
    return {fontMetrics().height() * 28, fontMetrics().height() * 18};
}

void SpectrumChart::setSeries(const std::vector<Series>& series, const QString& title,
                              const QString& xTitle, const QString& yTitle) {
    series_ = series;
    title_ = title;
    xTitle_ = xTitle;
    yTitle_ = yTitle;
    rebuild();
}

void SpectrumChart::setMarker(double x) {
    marker_ = x;
    rebuild();
}

void SpectrumChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
}

void SpectrumChart::rebuild() {
    auto* chart = new QChart;
    applyChartLook(chart, this, LegendMarkers::Lines);
    chart->setTitle(title_);
    // Values below 10⁻¹² of a line's largest are rounding (σ of a rank-deficient product, an
    // error at full rank): not drawn, so that they do not set the axis.
    const auto drawn = [](const Series& s, size_t i) {
        const double top = s.y.empty() ? 0 : *std::max_element(s.y.begin(), s.y.end());
        return s.y[i] > top * 1e-12 && std::isfinite(s.y[i]);
    };
    double lo = 1e300, hi = 0, xMax = 1;
    for (const Series& s : series_)
        for (size_t i = 0; i < s.y.size(); ++i)
            if (drawn(s, i)) {
                lo = std::min(lo, s.y[i]);
                hi = std::max(hi, s.y[i]);
                xMax = std::max(xMax, s.x.empty() ? double(i + 1) : s.x[i]);
            }
    if (hi <= 0) lo = 0.1, hi = 1;
    // Whole decades around the data, at most 16 of them: below that is rounding noise.
    const double top = std::pow(10.0, std::ceil(std::log10(hi) + 1e-9));
    const double bottom = std::max(std::pow(10.0, std::floor(std::log10(lo) - 1e-9)), top * 1e-16);
    auto* x = new QValueAxis;
    x->setRange(0.5, xMax + 0.5);
    x->setLabelFormat("%d");
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(std::max(1.0, std::ceil(xMax / 12)));
    x->setTitleText(xTitle_);
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(bottom, top);
    y->setLabelFormat("%.0e");
    y->setMinorTickCount(-1);
    y->setTitleText(yTitle_);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (size_t k = 0; k < series_.size(); ++k) {
        const Series& s = series_[k];
        auto* line = new QLineSeries;
        auto* dots = new QScatterSeries;
        line->setName(s.name);
        QPen pen(seriesColor(int(k)), 2.2);
        line->setPen(pen);
        dots->setColor(seriesColor(int(k)));
        dots->setBorderColor(seriesColor(int(k)));
        dots->setMarkerSize(fontMetrics().height() * 0.4);
        for (size_t i = 0; i < s.y.size(); ++i) {
            if (!drawn(s, i)) continue;
            const double xi = s.x.empty() ? double(i + 1) : s.x[i];
            const double yi = std::max(s.y[i], bottom);
            line->append(xi, yi);
            dots->append(xi, yi);
        }
        for (auto* series : {static_cast<QXYSeries*>(line), static_cast<QXYSeries*>(dots)}) {
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
        }
        chart->legend()->markers(dots).first()->setVisible(false);
    }
    if (marker_ >= 0) {
        auto* marker = new QLineSeries;
        marker->setName(tr("k = %1").arg(marker_));
        marker->setPen(QPen(palette().color(QPalette::WindowText), 1.2, Qt::DashLine));
        marker->append(marker_, bottom);
        marker->append(marker_, top);
        chart->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(y);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

}  // namespace atlas::views
