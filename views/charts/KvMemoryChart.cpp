#include "KvMemoryChart.h"

#include <QCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"

namespace atlas::views {

namespace {

// What the lines compare against: common accelerator memories, as sold (decimal GB).
struct Accelerator {
    double gigabytes;
    const char* examples;
};
constexpr Accelerator kAccelerators[] = {{24, "RTX 4090, L4"}, {80, "A100, H100"}, {141, "H200"}};

// One dash pattern per chosen model: the colour says the attention kind, the dashes the model.
Qt::PenStyle modelStyle(int index) {
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine,
                                          Qt::DashDotDotLine};
    return styles[index % int(std::size(styles))];
}

// Moves labels of height h apart (keeping their order) so that none overlaps the next.
std::vector<double> spread(std::vector<double> ys, double h) {
    std::vector<size_t> order(ys.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return ys[a] < ys[b]; });
    for (size_t k = 1; k < order.size(); ++k)
        ys[order[k]] = std::max(ys[order[k]], ys[order[k - 1]] + h);
    return ys;
}

// The axes' ranges, in log₂ tokens (x) and log₂ bytes (y).
struct Log2Range {
    int xLo, xHi, yLo, yHi;
};

// Log₂ axes: from 256 tokens to the longest maximum context, from the smallest cache shown to
// the largest of caches, weights and accelerators (with a power of 2 to spare at either end).
Log2Range axisRange(const KvComparison& comparison,
                    const std::vector<std::vector<QPointF>>& curves) {
    const int xLo = 8;
    long long longest = 1 << 12;
    for (const KvRow& row : comparison.rows) longest = std::max(longest, row.maxContext);
    const int xHi = int(std::ceil(std::log2(double(longest))));
    double lo = 141e9, hi = 141e9;
    for (size_t i = 0; i < comparison.rows.size(); ++i) {
        for (const QPointF& p : curves[i])
            if (p.x() >= std::ldexp(1.0, xLo) && p.y() > 0) lo = std::min(lo, p.y());
        hi = std::max({hi, curves[i].back().y(), comparison.rows[i].weights.bytes()});
    }
    lo = std::min(lo, 24e9);
    return {xLo, xHi, int(std::floor(std::log2(lo))) - 1, int(std::ceil(std::log2(hi))) + 1};
}

}  // namespace

KvMemoryChart::KvMemoryChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(360, 260);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { placeLabels(); });
}

QList<QLineSeries*> KvMemoryChart::referenceLines() const {
    QList<QLineSeries*> lines;
    for (const Reference& r : references_) lines.append(r.series);
    return lines;
}

void KvMemoryChart::setComparison(const KvComparison& comparison, const KvSettings& settings) {
    QChart* c = chart();
    clearChart(c);
    for (const Reference& r : references_) delete r.label;
    curves_.clear();
    references_.clear();
    applyChartLook(c, this, LegendMarkers::Lines);
    c->setTitle(tr("KV cache against context · %1 · batch %2")
                    .arg(QString::fromLatin1(toString(settings.type)))
                    .arg(settings.batch));

    std::vector<std::vector<QPointF>> curves;
    for (const KvRow& row : comparison.rows) curves.push_back(memoryCurve(row, settings));
    const Log2Range range = axisRange(comparison, curves);
    auto* xAxis = makeLog2Axis(range.xLo, range.xHi, range.xHi - range.xLo > 10 ? 2 : 1,
                               [](double v) { return formatTokens((long long)v); });
    xAxis->setTitleText(tr("context length T (tokens, log scale)"));
    auto* yAxis = makeLog2Axis(range.yLo, range.yHi, std::max(1, (range.yHi - range.yLo + 9) / 10),
                               [](double v) { return formatBytes(v); });
    yAxis->setTitleText(tr("memory (GiB = 2³⁰ bytes, log scale)"));
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(yAxis, Qt::AlignLeft);
    reserveLastLabel(c, xAxis);

    addCurves(comparison, curves, xAxis, yAxis);
    addReferenceLines(comparison, range.xLo, range.xHi, xAxis, yAxis);
    addLegendKey(comparison);
    c->legend()->setAlignment(Qt::AlignBottom);
    fitColours(c, palette());
    placeLabels();
}

void KvMemoryChart::addCurves(const KvComparison& comparison,
                              const std::vector<std::vector<QPointF>>& curves, QAbstractAxis* x,
                              QAbstractAxis* y) {
    for (size_t i = 0; i < comparison.rows.size(); ++i) {
        const KvRow& row = comparison.rows[i];
        auto* series = new QLineSeries;
        series->setName(rowLabel(row));
        for (const QPointF& p : curves[i])
            if (p.y() > 0) series->append(std::log2(p.x()), std::log2(p.y()));
        QPen pen(attentionColor(row.model.attention), row.twin ? 2.0 : 3.2);
        pen.setStyle(modelStyle(row.baseIndex));
        series->setPen(pen);
        chart()->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        connect(series, &QLineSeries::hovered, this,
                [this, n = series->name()](const QPointF& p, bool on) { showPoint(p, on, n); });
        curves_.append(series);
    }
}

void KvMemoryChart::addReferenceLines(const KvComparison& comparison, int xLo, int xHi,
                                      QAbstractAxis* x, QAbstractAxis* y) {
    // Accelerators a step quieter than the models' weights (fitColours() keeps both readable).
    const QPen accelerator(palette().color(QPalette::WindowText), 1.0, Qt::DashLine);
    for (const Accelerator& a : kAccelerators)
        addReference(a.gigabytes * 1e9, tr("%1 GB · %2").arg(a.gigabytes).arg(a.examples),
                     accelerator, xLo, xHi, 0.55);
    for (const KvRow& row : comparison.rows) {
        if (row.twin) continue;
        QPen weights(palette().color(QPalette::WindowText), 1.4, modelStyle(row.baseIndex));
        addReference(
            row.weights.bytes(),
            tr("%1 weights · %2")
                .arg(QString::fromStdString(row.model.name), formatBytes(row.weights.bytes())),
            weights, xLo, xHi, 1.0);
    }
    for (const Reference& r : references_) {
        r.series->attachAxis(x);
        r.series->attachAxis(y);
        // The legend names the curves; the lines carry their own labels.
        for (QLegendMarker* marker : chart()->legend()->markers(r.series))
            marker->setVisible(false);
    }
}

void KvMemoryChart::addLegendKey(const KvComparison& comparison) {
    // Full names of a dozen curves do not fit a legend: it keys the dashes (one per model) and
    // the colours (one per attention kind) instead, with empty series; a curve's tooltip names
    // it in full.
    QChart* c = chart();
    for (QLineSeries* curve : curves_)
        for (QLegendMarker* marker : c->legend()->markers(curve)) marker->setVisible(false);
    const QColor ink = palette().color(QPalette::WindowText);
    const auto key = [&](const QString& name, const QPen& pen) {
        auto* series = new QLineSeries;
        series->setName(name);
        series->setPen(pen);
        c->addSeries(series);
        for (QAbstractAxis* axis : c->axes()) series->attachAxis(axis);
    };
    for (const KvRow& row : comparison.rows)
        if (!row.twin) {
            key(QString::fromStdString(row.baseName), QPen(ink, 2.0, modelStyle(row.baseIndex)));
            markInk(c->series().last());
        }
    for (AttentionKind kind :
         {AttentionKind::MHA, AttentionKind::GQA, AttentionKind::MQA, AttentionKind::MLA})
        if (std::any_of(comparison.rows.begin(), comparison.rows.end(),
                        [&](const KvRow& r) { return r.model.attention == kind; }))
            key(attentionName(kind), QPen(attentionColor(kind), 4.0));
}

void KvMemoryChart::addReference(double bytes, const QString& text, const QPen& pen, double x0,
                                 double x1, double ink) {
    if (bytes <= 0) return;
    auto* series = new QLineSeries;
    series->setName(text);
    series->setPen(pen);
    markInk(series, ink);
    const double y = std::log2(bytes);
    series->append(x0, y);
    series->append(x1, y);
    chart()->addSeries(series);
    auto* label = new QGraphicsSimpleTextItem(text, chart());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    label->setFont(small);
    markInk(label, ink);
    label->setZValue(20);
    references_.append({series, label, y});
}

void KvMemoryChart::placeLabels() {
    if (references_.isEmpty() || chart()->axes().isEmpty()) return;
    const QRectF plot = chart()->plotArea();
    // Accelerators at the left end, weights at the right, each group kept from overlapping.
    for (bool weights : {false, true}) {
        std::vector<double> ys;
        std::vector<const Reference*> group;
        for (int i = 0; i < references_.size(); ++i) {
            if ((i >= int(std::size(kAccelerators))) != weights) continue;
            const Reference& r = references_[i];
            const QPointF at = chart()->mapToPosition(QPointF(0, r.y), r.series);
            group.push_back(&r);
            ys.push_back(-at.y());  // upwards, so that spread() keeps labels above their lines
        }
        const double h =
            QFontMetricsF(group.empty() ? font() : group.front()->label->font()).height();
        ys = spread(ys, h);
        for (size_t k = 0; k < group.size(); ++k) {
            QGraphicsSimpleTextItem* label = group[k]->label;
            const QRectF box = label->boundingRect();
            const double x = weights ? plot.right() - box.width() - 4 : plot.left() + 4;
            const double y = -ys[k] - box.height();
            label->setPos(x, y);
            label->setVisible(plot.contains(QPointF(x, y + box.height() / 2)));
        }
    }
}

void KvMemoryChart::showPoint(const QPointF& point, bool state, const QString& name) {
    if (!state) return QToolTip::hideText();
    QToolTip::showText(QCursor::pos(), tr("%1\nT = %2 tokens: %3")
                                           .arg(name, formatTokens((long long)std::exp2(point.x())),
                                                formatBytes(std::exp2(point.y()))));
}

}  // namespace atlas::views
