#pragma once
// A Qt chart as a figure: the chart's scene rendered through the painter, so that SVG and PDF
// get its lines, bars and text as vectors. The theme recolours the background and the text for
// the time of the paint; the series keep their colours (they mean attention kinds).

#include "Figure.h"

class QChart;

namespace atlas::views {

class ChartFigure : public Figure {
public:
    // The chart is not owned and must outlive the figure. `size`: the chart is laid out anew at
    // this size for the paint and put back afterwards; empty: its size on screen.
    explicit ChartFigure(QChart* chart, QSizeF size = {});

    QString title() const override;
    QSizeF size() const override;
    void paint(QPainter& p, const FigureTheme& theme, bool vector) const override;

private:
    QChart* chart_;
    QSizeF size_;
};

}  // namespace atlas::views
