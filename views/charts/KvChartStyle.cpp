#include "KvChartStyle.h"

#include <QAbstractAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QScatterSeries>
#include <QWidget>
#include <QXYSeries>
#include <cmath>

#include "PaintHelpers.h"
#include "ReadableColour.h"

namespace atlas::views {

namespace {

// Dynamic properties on a series (and data on a label item): the colour it was given, and the
// weight of ink for the ones drawn in the text colour.
constexpr char kOwnColour[] = "atlasOwnColour";
constexpr char kInkWeight[] = "atlasInkWeight";
constexpr int kInkWeightKey = 0x41544c;  // QGraphicsItem::data key

QColor inkColour(const QPalette& palette, double weight, double ratio) {
    const QColor base = palette.color(QPalette::Base);
    return readableOn(mixed(palette.color(QPalette::WindowText), base, weight), base, ratio);
}

}  // namespace

QColor attentionColor(AttentionKind kind) {
    switch (kind) {
        case AttentionKind::MHA:
            return QColor(0x00, 0x72, 0xB2);  // blue
        case AttentionKind::GQA:
            return QColor(0x00, 0x9E, 0x73);  // bluish green
        case AttentionKind::MQA:
            return QColor(0xE6, 0x9F, 0x00);  // orange
        case AttentionKind::MLA:
            return QColor(0xCC, 0x79, 0xA7);  // reddish purple
    }
    return Qt::gray;
}

QString attentionName(AttentionKind kind) {
    return QString::fromLatin1(toString(kind)).toUpper();
}

QString formatBytes(double bytes) {
    static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    int unit = 0;
    while (std::abs(bytes) >= 1024 && unit + 1 < int(std::size(units))) {
        bytes /= 1024;
        ++unit;
    }
    if (unit == 0) return QStringLiteral("%1 B").arg(formatCount(bytes));
    // Three significant digits (1.25, 12.5, 125), none wasted on a whole number (an axis tick
    // at 64 GiB, a cache of exactly 10 GiB).
    const int decimals = bytes == std::floor(bytes) ? 0
                         : std::abs(bytes) >= 100   ? 0
                         : std::abs(bytes) >= 10    ? 1
                                                    : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(bytes, 'f', decimals), units[unit]);
}

QString formatCount(double value) {
    if (value != std::floor(value)) return QLocale().toString(value, 'f', 1);
    return QLocale().toString(qlonglong(value));
}

QString formatTokens(long long tokens) {
    if (tokens >= (1 << 20) && tokens % (1 << 20) == 0)
        return QStringLiteral("%1M").arg(tokens >> 20);
    if (tokens >= 1024 && tokens % 1024 == 0) return QStringLiteral("%1K").arg(tokens >> 10);
    return formatCount(double(tokens));
}

QString formatFlops(double flops) {
    static const char* const units[] = {"FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP", "PFLOP"};
    int unit = 0;
    while (flops >= 1000 && unit + 1 < int(std::size(units))) {
        flops /= 1000;
        ++unit;
    }
    const int decimals = unit == 0 ? 0 : flops >= 100 ? 0 : flops >= 10 ? 1 : 2;
    return QStringLiteral("%1 %2").arg(QLocale().toString(flops, 'f', decimals), units[unit]);
}

QCategoryAxis* makeLog2Axis(int lo, int hi, int stride,
                            const std::function<QString(double)>& label) {
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(lo, hi);
    // Category labels must be unique; a tick per 2^stride keeps them apart and uncrowded.
    const int first = int(std::ceil(double(lo) / stride)) * stride;
    for (int e = first; e <= hi; e += stride) axis->append(label(std::ldexp(1.0, e)), e);
    axis->setStartValue(lo);
    return axis;
}

void applyChartLook(QChart* chart, const QWidget* widget, LegendMarkers markers) {
    const QPalette& palette = widget->palette();
    const bool dark = palette.color(QPalette::Window).lightnessF() < 0.5;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation);
    QFont title = widget->font();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->setTitleBrush(palette.color(QPalette::WindowText));
    chart->legend()->setFont(widget->font());
    chart->legend()->setLabelColor(palette.color(QPalette::WindowText));
    chart->legend()->setMarkerShape(markers == LegendMarkers::Lines
                                        ? QLegend::MarkerShapeFromSeries
                                        : QLegend::MarkerShapeRectangle);
    // A name cut short for want of room (longer languages, narrow windows) shows in full on hover.
    chart->legend()->setShowToolTips(true);
}

void markInk(QAbstractSeries* series, double weight) {
    series->setProperty(kInkWeight, weight);
}

void markInk(QGraphicsSimpleTextItem* label, double weight) {
    label->setData(kInkWeightKey, weight);
}

void fitColours(QChart* chart, const QPalette& palette) {
    const QColor base = palette.color(QPalette::Base);
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QXYSeries*>(series);  // lines, splines, scatters
        if (!line) continue;
        auto* scatter = qobject_cast<QScatterSeries*>(series);
        const QVariant ink = series->property(kInkWeight);
        if (!series->property(kOwnColour).isValid())
            series->setProperty(kOwnColour, scatter ? scatter->color() : line->pen().color());
        const QColor colour =
            ink.isValid()
                ? inkColour(palette, ink.toDouble(), kGraphicContrast)
                : readableOn(series->property(kOwnColour).value<QColor>(), base, kGraphicContrast);
        if (scatter) {
            scatter->setColor(colour);
            scatter->setBorderColor(colour);
            continue;
        }
        QPen pen = line->pen();
        pen.setColor(colour);
        line->setPen(pen);
    }
    for (QGraphicsItem* item : chart->childItems())
        if (auto* label = dynamic_cast<QGraphicsSimpleTextItem*>(item);
            label && label->data(kInkWeightKey).isValid())
            label->setBrush(
                inkColour(palette, label->data(kInkWeightKey).toDouble(), kTextContrast));
}

void clearChart(QChart* chart) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

void reserveLastLabel(QChart* chart, QCategoryAxis* bottomAxis) {
    const QStringList labels = bottomAxis->categoriesLabels();
    if (labels.isEmpty()) return;
    const qreal half = QFontMetricsF(bottomAxis->labelsFont()).horizontalAdvance(labels.last()) / 2;
    QMargins margins = chart->margins();
    margins.setRight(std::max(margins.right(), int(std::ceil(half)) + 4));
    chart->setMargins(margins);
}

}  // namespace atlas::views
