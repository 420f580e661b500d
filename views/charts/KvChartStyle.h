#pragma once
// The look that every chart of the KV cache page shares: one colour per attention kind (the
// same on every chart), byte and token labels, logarithmic axes with readable ticks, and a
// chart theme that follows the palette (light or dark).

#include <QColor>
#include <QString>
#include <functional>

#include "Config.h"

class QCategoryAxis;
class QChart;
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

// Removes and deletes every series and axis of `chart`, for a chart drawn anew.
void clearChart(QChart* chart);

// Qt Charts centres a category axis's last label on the plot's right edge but reserves no room
// for its right half: widens the chart's right margin so that "128K" is not cut at the border.
// Call after the axis is added to the chart.
void reserveLastLabel(QChart* chart, QCategoryAxis* bottomAxis);

}  // namespace atlas::views
