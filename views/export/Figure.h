#pragma once
// Something a person can export: it has a size at scale 1 and paints itself, in a theme, onto
// any paint device (an image at any scale, SVG, PDF), and it may show numbers worth saving.

#include <QSizeF>
#include <QString>
#include <vector>

#include "FigureTheme.h"
#include "MatrixData.h"

class QPainter;

namespace atlas::views {

class Figure {
public:
    virtual ~Figure() = default;

    virtual QString title() const = 0;
    // In pixels of the figure at scale 1 (96 per inch).
    virtual QSizeF size() const = 0;
    // Paints into QRectF(QPointF(), size()) of `p`, already scaled to the device, over the
    // theme's background (painted by the caller). `vector`: shapes and text only — one
    // rectangle per cell, never an embedded bitmap — for SVG and PDF.
    virtual void paint(QPainter& p, const FigureTheme& theme, bool vector) const = 0;
    // The matrices it shows, with their labels; none for charts.
    virtual std::vector<MatrixData> data() const { return {}; }
};

}  // namespace atlas::views
