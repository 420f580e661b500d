#include "RotaryFrequencyChart.h"

#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"

namespace atlas::views {

RotaryFrequencyChart::RotaryFrequencyChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(fontMetrics().height() * 16, fontMetrics().height() * 11);
    rebuild();
}

QColor RotaryFrequencyChart::thetaColor() {
    return QColor(0, 158, 115);  // Okabe–Ito bluish green
}
QColor RotaryFrequencyChart::wavelengthColor() {
    return QColor(204, 121, 167);  // Okabe–Ito reddish purple
}

QSize RotaryFrequencyChart::sizeHint() const {
    return {fontMetrics().height() * 26, fontMetrics().height() * 16};
}

void RotaryFrequencyChart::setFrequencies(const std::vector<double>& theta, int highlighted) {
    theta_ = theta;
    highlighted_ = highlighted;
    rebuild();
}

void RotaryFrequencyChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    const auto type = event->type();
    if (type == QEvent::PaletteChange || type == QEvent::FontChange ||
        type == QEvent::LanguageChange)
        rebuild();
}

void RotaryFrequencyChart::rebuild() {
    auto* chart = new QChart;
    applyChartLook(chart, this, LegendMarkers::Lines);
    chart->setTitle(tr("Frequencies θᵢ and wavelengths 2π/θᵢ"));
    double lo = 1, hi = 10;
    for (double t : theta_)
        if (t > 0 && std::isfinite(t)) {
            lo = std::min(lo, t);
            hi = std::max(hi, 2 * M_PI / t);
        }
    const int pairs = std::max(int(theta_.size()), 1);
    auto* x = new QValueAxis;
    x->setRange(-0.5, pairs - 0.5);
    x->setLabelFormat("%d");
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1.0, std::ceil(pairs / 8.0)));
    x->setTitleText(tr("pair i"));
    auto* y = new QLogValueAxis;
    y->setBase(10);
    y->setRange(std::pow(10.0, std::floor(std::log10(lo))),
                std::pow(10.0, std::ceil(std::log10(hi))));
    y->setLabelFormat("%.0e");
    y->setMinorTickCount(-1);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto add = [&](const QString& name, const QColor& colour, auto value) {
        auto* line = new QLineSeries;
        auto* dots = new QScatterSeries;
        line->setName(name);
        line->setPen(QPen(colour, 2.2));
        dots->setColor(colour);
        dots->setBorderColor(colour);
        dots->setMarkerSize(fontMetrics().height() * 0.55);
        for (size_t i = 0; i < theta_.size(); ++i) {
            line->append(double(i), value(theta_[i]));
            if (int(i) < highlighted_) dots->append(double(i), value(theta_[i]));
        }
        for (QXYSeries* s : {static_cast<QXYSeries*>(line), static_cast<QXYSeries*>(dots)}) {
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        chart->legend()->markers(dots).first()->setVisible(false);
    };
    add(tr("θᵢ (radians per position)"), thetaColor(), [](double t) { return t; });
    add(tr("2π/θᵢ (positions per turn)"), wavelengthColor(), [](double t) { return 2 * M_PI / t; });
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
}

}  // namespace atlas::views
