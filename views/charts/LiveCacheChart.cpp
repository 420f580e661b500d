#include "LiveCacheChart.h"

#include <QAreaSeries>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

#include "KvChartStyle.h"

namespace atlas::views {

LiveCacheChart::LiveCacheChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 240);
}

namespace {

// KiB on the axis: the built-in models hold a few KiB per step.
constexpr double KiB = 1024.0;

// The top of the value axis: the largest cache, measured or analytic (at least 1 KiB).
double largestKiB(const std::vector<CachePoint>& measured,
                  const std::vector<CacheBytes>& analytic) {
    double largest = 1;
    for (const CacheBytes& bytes : analytic) largest = std::max(largest, bytes.total() / KiB);
    for (const CachePoint& p : measured) largest = std::max(largest, p.measured.total() / KiB);
    return largest;
}

}  // namespace

void LiveCacheChart::setData(const std::vector<CachePoint>& measured,
                             const std::vector<CacheBytes>& analytic, AttentionKind kind,
                             const QString& title) {
    QChart* c = chart();
    clearChart(c);
    applyChartLook(c, this);
    c->setTitle(title);

    addMeasuredAreas(measured, kind);
    addAnalyticLine(analytic, measured.size());
    measuredPoints_ = int(measured.size());
    analyticPoints_ = int(analytic.size());
    addAxes(analytic.size(), largestKiB(measured, analytic));
    c->legend()->setAlignment(Qt::AlignBottom);
    fitColours(c, palette());
}

void LiveCacheChart::addMeasuredAreas(const std::vector<CachePoint>& measured, AttentionKind kind) {
    // A decoder-only model caches nothing across: no area and no legend entry for it.
    const bool anyCross = std::any_of(measured.begin(), measured.end(),
                                      [](const CachePoint& p) { return p.measured.cross > 0; });
    auto *cross = new QLineSeries, *top = new QLineSeries, *zero = new QLineSeries;
    for (const CachePoint& p : measured) {
        zero->append(p.step, 0);
        cross->append(p.step, p.measured.cross / KiB);
        top->append(p.step, p.measured.total() / KiB);
    }
    const QColor selfColour = attentionColor(kind);
    QColor crossColour = selfColour.lighter(160);
    crossColour.setAlphaF(0.85f);

    auto* selfArea = new QAreaSeries(top, anyCross ? cross : zero);
    selfArea->setName(tr("self-attention caches (measured)"));
    selfArea->setColor(selfColour);
    selfArea->setBorderColor(selfColour.darker(130));
    // Area series do not own their boundary lines; the chart deletes the areas in the order
    // added, so each line goes with the last area that reads it.
    cross->setParent(selfArea);
    top->setParent(selfArea);
    if (anyCross) {
        auto* crossArea = new QAreaSeries(cross, zero);
        crossArea->setName(tr("cross-attention caches (measured)"));
        crossArea->setColor(crossColour);
        crossArea->setBorderColor(crossColour.darker(120));
        zero->setParent(crossArea);
        chart()->addSeries(crossArea);
    } else {
        zero->setParent(selfArea);
    }
    chart()->addSeries(selfArea);
}

void LiveCacheChart::addAnalyticLine(const std::vector<CacheBytes>& analytic, size_t stepsTaken) {
    // The analytic figure at every step up to the limit: dashes where it is still a prediction,
    // a marker at every step already taken (where it must sit on the top of the areas).
    auto* line = new QLineSeries;
    line->setName(tr("analytic total, SPEC §2"));
    auto* dots = new QScatterSeries;
    dots->setName(tr("analytic at the steps taken"));
    dots->setMarkerSize(7);
    const QColor ink = palette().color(QPalette::WindowText);
    line->setPen(QPen(ink, 1.6, Qt::DashLine));
    dots->setColor(ink);
    dots->setBorderColor(ink);
    markInk(line);  // recoloured when the theme changes
    markInk(dots);
    for (size_t t = 0; t < analytic.size(); ++t) {
        line->append(double(t), analytic[t].total() / KiB);
        if (t < stepsTaken) dots->append(double(t), analytic[t].total() / KiB);
    }
    chart()->addSeries(line);
    chart()->addSeries(dots);
}

void LiveCacheChart::addAxes(size_t steps, double largest) {
    QChart* c = chart();
    auto* x = new QValueAxis;
    x->setTitleText(tr("decoding step t (tokens in the self-attention caches)"));
    x->setRange(0, std::max<double>(1, double(steps) - 1));
    x->setLabelFormat("%d");
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(steps > 40 ? 10 : 5);
    auto* y = new QValueAxis;
    y->setTitleText(tr("cache (KiB, float32)"));
    y->setRange(0, largest * 1.08);
    y->applyNiceNumbers();
    y->setLabelFormat("%g");
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

}  // namespace atlas::views
