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

void LiveCacheChart::setData(const std::vector<CachePoint>& measured,
                             const std::vector<CacheBytes>& analytic, AttentionKind kind,
                             const QString& title) {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    applyChartLook(c, this);
    c->setTitle(title);

    // KiB on the axis: the built-in models hold a few KiB per step.
    constexpr double KiB = 1024.0;
    auto *cross = new QLineSeries, *top = new QLineSeries, *zero = new QLineSeries;
    for (const CachePoint& p : measured) {
        zero->append(p.step, 0);
        cross->append(p.step, p.measured.cross / KiB);
        top->append(p.step, p.measured.total() / KiB);
    }
    const QColor selfColour = attentionColor(kind);
    QColor crossColour = selfColour.lighter(160);
    crossColour.setAlphaF(0.85f);

    auto* crossArea = new QAreaSeries(cross, zero);
    crossArea->setName(tr("cross-attention caches (measured)"));
    crossArea->setColor(crossColour);
    crossArea->setBorderColor(crossColour.darker(120));
    auto* selfArea = new QAreaSeries(top, cross);
    selfArea->setName(tr("self-attention caches (measured)"));
    selfArea->setColor(selfColour);
    selfArea->setBorderColor(selfColour.darker(130));
    // Area series do not own their boundary lines; the chart deletes the areas in the order
    // added, so each line goes with the last area that reads it.
    zero->setParent(crossArea);
    cross->setParent(selfArea);
    top->setParent(selfArea);

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
    double largest = 1;
    for (size_t t = 0; t < analytic.size(); ++t) {
        line->append(double(t), analytic[t].total() / KiB);
        if (t < measured.size()) dots->append(double(t), analytic[t].total() / KiB);
        largest = std::max(largest, analytic[t].total() / KiB);
    }
    for (const CachePoint& p : measured) largest = std::max(largest, p.measured.total() / KiB);
    measuredPoints_ = int(measured.size());
    analyticPoints_ = int(analytic.size());

    for (QAbstractSeries* s :
         std::initializer_list<QAbstractSeries*>{crossArea, selfArea, line, dots})
        c->addSeries(s);
    auto* x = new QValueAxis;
    x->setTitleText(tr("decoding step t (tokens in the self-attention caches)"));
    x->setRange(0, std::max<double>(1, double(analytic.size()) - 1));
    x->setLabelFormat("%d");
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(analytic.size() > 40 ? 10 : 5);
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
    c->legend()->setAlignment(Qt::AlignBottom);
}

}  // namespace atlas::views
