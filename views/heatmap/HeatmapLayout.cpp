#include "HeatmapLayout.h"

#include <algorithm>
#include <cmath>

namespace atlas::views {

namespace {

// Beyond this a cell stops growing: a 3 × 3 map as large as the window reads as blocks of
// paint, not as a matrix of tokens.
constexpr qreal kMaxCellInLines = 7.0;

// The smallest step n ≥ 1 such that labels every n cells are at least `needed` apart.
int labelStep(qreal cell, qreal needed) {
    if (cell <= 0) return 1;
    return std::max(1, int(std::ceil(needed / cell - 1e-9)));
}

}  // namespace

HeatmapLayout::HeatmapLayout(const Input& in)
    : rows_(std::max(in.rows, 0)), cols_(std::max(in.cols, 0)) {
    const qreal m = in.lineHeight;
    const qreal margin = 0.5 * m;
    const qreal titleH = in.title ? 1.7 * m : 0;
    const qreal footerH = in.footer ? 1.6 * m : 0;
    const qreal rowLabelW = in.rowLabelWidth > 0 ? std::min(in.rowLabelWidth, 9 * m) + 0.5 * m : 0;
    const qreal colLabelLength = std::min(in.colLabelWidth, 9 * m);
    const qreal barGap = 1.0 * m, barW = 0.9 * m, tickGap = 0.5 * m;
    const qreal barBlockW = in.tickLabelWidth > 0 ? barGap + barW + tickGap + in.tickLabelWidth : 0;
    const qreal availW = std::max<qreal>(0, in.size.width() - 2 * margin - rowLabelW - barBlockW);
    const qreal maxCell = kMaxCellInLines * m;

    // Cells for a given height of the column labels; square cells take the smaller side.
    auto fit = [&](qreal colLabelsH) {
        const qreal availH =
            std::max<qreal>(0, in.size.height() - 2 * margin - titleH - footerH - colLabelsH);
        qreal w = cols_ ? availW / cols_ : 0, h = rows_ ? availH / rows_ : 0;
        if (in.squareCells) w = h = std::min(w, h);
        cellWidth = std::min(w, maxCell);
        cellHeight = std::min(h, maxCell);
    };

    qreal colLabelsH = 0;
    if (in.colLabelWidth > 0) {
        colLabelsH = 1.3 * m;
        fit(colLabelsH);
        if (colLabelLength + 0.3 * m > cellWidth) {
            colLabelsRotated = true;
            colLabelsH = colLabelLength + 0.5 * m;
        }
    }
    fit(colLabelsH);
    around = QSizeF(2 * margin + rowLabelW + barBlockW, 2 * margin + titleH + footerH + colLabelsH);
    rowLabelStep = labelStep(cellHeight, 1.0 * m);
    colLabelStep = colLabelsRotated ? labelStep(cellWidth, 1.0 * m) : 1;
    valueLabelsFit = in.valueLabelWidth > 0 && cellWidth >= in.valueLabelWidth + 0.3 * m &&
                     cellHeight >= 0.95 * m;

    // The whole picture is centred; the title and the readout line up with the matrix.
    const qreal matrixW = cols_ * cellWidth, matrixH = rows_ * cellHeight;
    const qreal blockW = rowLabelW + matrixW + barBlockW;
    const qreal blockH = titleH + colLabelsH + matrixH + footerH;
    const qreal x0 = std::max(margin, (in.size.width() - blockW) / 2);
    const qreal y0 = std::max(margin, (in.size.height() - blockH) / 2);
    const qreal textRight = in.size.width() - margin;

    matrix = QRectF(x0 + rowLabelW, y0 + titleH + colLabelsH, matrixW, matrixH);
    const qreal textLeft = std::min(matrix.left(), x0 + 0.5 * m);
    title = QRectF(textLeft, y0, std::max<qreal>(0, textRight - textLeft), titleH);
    footer = QRectF(textLeft, matrix.bottom() + 0.2 * m, std::max<qreal>(0, textRight - textLeft),
                    footerH);
    rowLabels = QRectF(x0, matrix.top(), std::max<qreal>(0, rowLabelW - 0.5 * m), matrixH);
    colLabels = QRectF(matrix.left(), matrix.top() - colLabelsH, matrixW,
                       std::max<qreal>(0, colLabelsH - 0.3 * m));
    if (barBlockW > 0) {
        const qreal barH = std::max(matrixH, std::min(4 * m, in.size.height() - 2 * margin));
        colorBar = QRectF(matrix.right() + barGap, matrix.top(), barW, barH);
        tickLabels =
            QRectF(colorBar.right() + tickGap, colorBar.top() - m / 2, in.tickLabelWidth, barH + m);
    }
}

QRectF HeatmapLayout::cellRect(int row, int col) const {
    return QRectF(matrix.left() + col * cellWidth, matrix.top() + row * cellHeight, cellWidth,
                  cellHeight);
}

QRectF HeatmapLayout::rowRect(int row) const {
    return QRectF(matrix.left(), matrix.top() + row * cellHeight, matrix.width(), cellHeight);
}

QRectF HeatmapLayout::colRect(int col) const {
    return QRectF(matrix.left() + col * cellWidth, matrix.top(), cellWidth, matrix.height());
}

std::optional<QPoint> HeatmapLayout::cellAt(const QPointF& p) const {
    if (cellWidth <= 0 || cellHeight <= 0 || !matrix.contains(p)) return std::nullopt;
    const int col = std::min(cols_ - 1, int((p.x() - matrix.left()) / cellWidth));
    const int row = std::min(rows_ - 1, int((p.y() - matrix.top()) / cellHeight));
    return QPoint(col, row);
}

qreal HeatmapLayout::colorBarY(double t) const {
    return colorBar.bottom() - std::clamp(t, 0.0, 1.0) * colorBar.height();
}

}  // namespace atlas::views
