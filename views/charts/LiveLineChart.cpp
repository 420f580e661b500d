#include "LiveLineChart.h"

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

LiveLineChart::LiveLineChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 180);
}

void LiveLineChart::reset(const QString& title, const QString& xTitle, const QString& yTitle,
                          Scale scale, double low, double high) {
    QChart* c = chart();
    clearChart(c);
    lines_.clear();
    applyChartLook(c, this, LegendMarkers::Lines);
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    scale_ = scale;
    low_ = low;
    high_ = high;
    hasData_ = false;

    x_ = new QValueAxis;
    x_->setTitleText(xTitle);
    x_->setLabelFormat("%d");
    c->addAxis(x_, Qt::AlignBottom);
    yLinear_ = nullptr;
    yLog_ = nullptr;
    if (scale == Scale::Log) {
        yLog_ = new QLogValueAxis;
        yLog_->setBase(10);
        yLog_->setLabelFormat("%g");
        yLog_->setMinorTickCount(8);
        yLog_->setTitleText(yTitle);
        c->addAxis(yLog_, Qt::AlignLeft);
    } else {
        yLinear_ = new QValueAxis;
        yLinear_->setLabelFormat("%g");
        yLinear_->setTitleText(yTitle);
        c->addAxis(yLinear_, Qt::AlignLeft);
    }
    fitAxes();
}

void LiveLineChart::setTitles(const QString& title, const QString& xTitle, const QString& yTitle) {
    chart()->setTitle(title);
    x_->setTitleText(xTitle);
    (yLog_ ? static_cast<QAbstractAxis*>(yLog_) : yLinear_)->setTitleText(yTitle);
}

void LiveLineChart::setLineName(int line, const QString& name) {
    lines_.at(size_t(line)).series->setName(name);
}

int LiveLineChart::addLine(const QString& name, const QColor& color, bool dots) {
    QChart* c = chart();
    Line line;
    line.series = new QLineSeries;
    line.series->setName(name);
    line.series->setPen(QPen(color, 2.2));
    c->addSeries(line.series);
    if (dots) {
        line.dots = new QScatterSeries;
        line.dots->setMarkerSize(7);
        line.dots->setColor(color);
        line.dots->setBorderColor(color);
        c->addSeries(line.dots);
        // One legend entry per line: the dots belong to it.
        for (QLegendMarker* marker : c->legend()->markers(line.dots)) marker->setVisible(false);
    }
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(line.series), static_cast<QAbstractSeries*>(line.dots)}) {
        if (!s) continue;
        s->attachAxis(x_);
        s->attachAxis(yLog_ ? static_cast<QAbstractAxis*>(yLog_) : yLinear_);
    }
    lines_.push_back(line);
    fitColours(c, palette());  // Okabe–Ito orange is too pale for a line on white
    return int(lines_.size()) - 1;
}

void LiveLineChart::append(int line, QPointF point) {
    if (line < 0 || line >= int(lines_.size()) || !std::isfinite(point.y())) return;
    if (scale_ == Scale::Log && point.y() <= 0) return;  // no place on a log axis
    lines_[size_t(line)].series->append(point);
    if (lines_[size_t(line)].dots) lines_[size_t(line)].dots->append(point);
    dataLow_ = hasData_ ? std::min(dataLow_, point.y()) : point.y();
    dataHigh_ = hasData_ ? std::max(dataHigh_, point.y()) : point.y();
    hasData_ = true;
    xExtent_ = std::max(xExtent_, point.x());
    fitAxes();
}

void LiveLineChart::setXExtent(double x) {
    xExtent_ = std::max(1.0, x);
    fitAxes();
}

int LiveLineChart::pointCount(int line) const {
    return line >= 0 && line < int(lines_.size()) ? int(lines_[size_t(line)].series->count()) : 0;
}

QPointF LiveLineChart::lastPoint(int line) const {
    const int n = pointCount(line);
    return n ? lines_[size_t(line)].series->at(n - 1) : QPointF();
}

void LiveLineChart::fitAxes() {
    if (!x_) return;
    x_->setRange(0, xExtent_);
    x_->applyNiceNumbers();
    if (yLinear_) {
        yLinear_->setRange(low_, high_);
        return;
    }
    // Whole decades around the data, so that the ticks are 0.01, 0.1, 1, 10.
    const double lo = hasData_ ? std::pow(10.0, std::floor(std::log10(dataLow_))) : low_;
    const double hi = hasData_ ? std::pow(10.0, std::ceil(std::log10(dataHigh_) + 1e-9)) : high_;
    yLog_->setRange(lo, std::max(hi, lo * 10));
}

}  // namespace atlas::views
