#include "TemperatureChart.h"

#include <QCategoryAxis>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <cmath>

#include "KvChartStyle.h"
#include "SpectrumChart.h"

namespace atlas::views {

namespace {

constexpr int kChartOctaves = 3;  // the x axis: τ from 2⁻³ to 2³

QString tauLabel(double tau) {
    return tau >= 1 ? QString::number(tau) : QStringLiteral("1/%1").arg(1 / tau);
}

}  // namespace

TemperatureChart::TemperatureChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(fontMetrics().height() * 18, fontMetrics().height() * 12);
    rebuild();
}

QColor TemperatureChart::curveColor() {
    return seriesColor(0);
}

QSize TemperatureChart::sizeHint() const {
    return {fontMetrics().height() * 26, fontMetrics().height() * 15};
}

void TemperatureChart::setCurve(TemperatureCurve curve) {
    curve_ = std::move(curve);
    rebuild();
}

void TemperatureChart::setLabels(TemperatureLabels labels) {
    if (labels == labels_) return;  // the page writes them on every display()
    labels_ = std::move(labels);
    rebuild();
}

void TemperatureChart::setExample(double tau) {
    example_ = tau;
    rebuild();
}

void TemperatureChart::setCurrent(double tau, double meanEntropy) {
    current_ = {std::log2(tau), meanEntropy};
    if (dot_) dot_->replace(QList<QPointF>{current_});
}

void TemperatureChart::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
}

void TemperatureChart::addLine(const QString& name, QPointF from, QPointF to, const QPen& pen) {
    auto* line = new QLineSeries;
    line->setName(name);
    line->setPen(pen);
    line->append(from);
    line->append(to);
    chart()->addSeries(line);
    for (QAbstractAxis* axis : chart()->axes()) line->attachAxis(axis);
}

void TemperatureChart::rebuild() {
    auto* chart = new QChart;
    applyChartLook(chart, this, LegendMarkers::Lines);
    chart->setTitle(labels_.title);
    QChart* old = this->chart();
    setChart(chart);
    delete old;
    dot_ = nullptr;

    auto* x = makeLog2Axis(-kChartOctaves, kChartOctaves, 1, tauLabel);
    x->setTitleText(labels_.xTitle);
    const double top = curve_.bound > 0 ? curve_.bound * 1.12 : 1;
    auto* y = new QValueAxis;
    y->setRange(0, top);
    y->setLabelFormat("%.1f");
    y->setTitleText(labels_.yTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    reserveLastLabel(chart, x);

    auto* line = new QLineSeries;
    line->setName(labels_.curve);
    line->setPen(QPen(curveColor(), 2.4));
    for (size_t i = 0; i < curve_.tau.size() && i < curve_.meanEntropy.size(); ++i)
        line->append(std::log2(curve_.tau[i]), curve_.meanEntropy[i]);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    if (curve_.tau.empty()) return;

    const QColor text = palette().color(QPalette::WindowText);
    addLine(labels_.bound, {-kChartOctaves, curve_.bound}, {kChartOctaves, curve_.bound},
            QPen(text, 1.4, Qt::DashLine));
    addLine(labels_.modelScale, {0, 0}, {0, top}, QPen(seriesColor(2), 1.6));
    if (example_ > 0)
        addLine(labels_.example, {std::log2(example_), 0}, {std::log2(example_), top},
                QPen(seriesColor(3), 1.6, Qt::DotLine));
    dot_ = new QScatterSeries;
    dot_->setName(labels_.current);
    dot_->setColor(seriesColor(1));
    dot_->setBorderColor(seriesColor(1));
    dot_->setMarkerSize(fontMetrics().height() * 0.7);
    if (current_.y() >= 0) dot_->append(current_);
    chart->addSeries(dot_);
    dot_->attachAxis(x);
    dot_->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignRight);
}

}  // namespace atlas::views
