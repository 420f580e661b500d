#pragma once
// Where everything of a HeatmapWidget goes, computed from sizes alone (no painting), so that
// tests can find a cell's rectangle and the widget can hit-test the mouse the same way.
// Every margin is a multiple of the font's line height: presentation mode's larger type
// scales the whole picture with it.

#include <QPoint>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <optional>

namespace atlas::views {

class HeatmapLayout {
public:
    struct Input {
        QSize size;                 // the widget
        int rows = 0, cols = 0;     // of the matrix
        qreal lineHeight = 16;      // of the label font
        qreal rowLabelWidth = 0;    // widest row label; 0 = no row labels
        qreal colLabelWidth = 0;    // widest column label; 0 = no column labels
        qreal tickLabelWidth = 0;   // widest colour bar tick label; 0 = no colour bar
        qreal valueLabelWidth = 0;  // widest value written into a cell ("−.00")
        bool title = true;
        bool footer = true;       // the hover / pinned readout and the mask legend
        bool squareCells = true;  // attention: square; embeddings (tokens × d): fill the width
    };

    HeatmapLayout() = default;
    explicit HeatmapLayout(const Input& input);

    QRectF title, footer;
    QRectF matrix;      // the cells, exactly rows × cellHeight by cols × cellWidth
    QRectF rowLabels;   // left of the matrix, one label per (rowLabelStep-th) row, right-aligned
    QRectF colLabels;   // above the matrix
    QRectF colorBar;    // the gradient itself
    QRectF tickLabels;  // right of the gradient
    qreal cellWidth = 0, cellHeight = 0;
    // What the labels, title, readout, colour bar and margins take of the size: the room the
    // cells have is the size less this.
    QSizeF around;
    bool colLabelsRotated = false;  // read bottom to top when they are wider than a column
    int rowLabelStep = 1;           // label every n-th row / column so that labels never overlap
    int colLabelStep = 1;
    bool valueLabelsFit = false;  // a value fits into every cell

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    QRectF cellRect(int row, int col) const;
    QRectF rowRect(int row) const;  // a whole row of cells
    QRectF colRect(int col) const;
    // The cell under a point, as (x = column, y = row), or nothing outside the matrix.
    std::optional<QPoint> cellAt(const QPointF& point) const;
    // Where a value's tick sits on the colour bar: t = 0 at the bottom, 1 at the top.
    qreal colorBarY(double t) const;

private:
    int rows_ = 0, cols_ = 0;
};

}  // namespace atlas::views
