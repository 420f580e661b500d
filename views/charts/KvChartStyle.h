#pragma once
// The look that every chart of the KV cache page shares: one colour per attention kind (the
// same on every chart), byte and token labels, logarithmic axes with readable ticks, and a
// chart theme that follows the palette (light or dark).

#include <QColor>
#include <QString>
#include <functional>

#include "Config.h"

class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QGraphicsSimpleTextItem;
class QPalette;
class QWidget;

namespace atlas::views {

// Okabe–Ito colours, told apart by people with any common colour-vision deficiency.
QColor attentionColor(AttentionKind kind);
QString attentionName(AttentionKind kind);  // "MHA", "GQA", "MQA", "MLA"

// 3 significant digits in binary units: "512 B", "320 KiB", "1.25 GiB".
QString formatBytes(double bytes);
// Whole numbers with the locale's group separators: "327,680".
QString formatCount(double value);
// Tokens as people say them: "4K" for 4096, "128K", "1M", else the plain count.
QString formatTokens(long long tokens);
// "1.9 MFLOP", "3.2 GFLOP".
QString formatFlops(double flops);

// An axis that is linear in log₂ of the values it labels: a tick at every power of 2 (or of
// 2^stride) from 2^lo to 2^hi, labelled by `label(value)`. A chart plots log₂(value) against it.
QCategoryAxis* makeLog2Axis(int lo, int hi, int stride,
                            const std::function<QString(double)>& label);

// What a chart's legend keys: solid squares suit bars and areas, a line chart's legend shows each
// line's dashes.
enum class LegendMarkers { Squares, Lines };

// Theme, fonts, margins and legend as the rest of the page, light or dark as `widget` is.
void applyChartLook(QChart* chart, const QWidget* widget,
                    LegendMarkers markers = LegendMarkers::Squares);

// Lines and labels drawn in the text colour (reference lines, an analytic total) rather than a
// colour of their own: `weight` of the text colour mixed into the background, never below the
// contrast that lines (3 : 1) or labels (4.5 : 1) need. fitColours() sets them.
void markInk(QAbstractSeries* series, double weight = 1.0);
void markInk(QGraphicsSimpleTextItem* label, double weight = 1.0);
// Every line and scatter series of `chart` in its own colour moved just far enough from the
// background to reach 3 : 1, the marked ones in ink from `palette`: after the series are added,
// and again whenever the theme changes (AppTheme::restyleCharts).
void fitColours(QChart* chart, const QPalette& palette);

// Removes and deletes every series and axis of `chart`, for a chart drawn anew.
void clearChart(QChart* chart);

// Qt Charts centres a category axis's last label on the plot's right edge but reserves no room
// for its right half: widens the chart's right margin so that "128K" is not cut at the border.
// Call after the axis is added to the chart.
void reserveLastLabel(QChart* chart, QCategoryAxis* bottomAxis);

}  // namespace atlas::views
