#include "HeatmapFigure.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "AttentionLabels.h"
#include "CellImage.h"
#include "EmbeddingsView.h"
#include "HeatmapPainter.h"
#include "HeatmapWidget.h"

namespace atlas::views {

namespace {

// A figure has a title line when it has a title, and a footer only for the masked cells' legend
// (nothing is interactive on paper).
HeatmapPainter::Parts partsOf(const HeatmapPainter& painter, const QString& title,
                              bool squareCells) {
    return {.title = !title.isEmpty(), .squareCells = squareCells, .footer = painter.hasMasked()};
}

}  // namespace

HeatmapFigure::HeatmapFigure(FilteredMap shown, const QString& title, const Colormap& colormap,
                             const ColorScale& scale, const Style& style)
    : shown_(std::move(shown)),
      title_(title),
      rowAxis_(tr("query")),
      colAxis_(tr("key")),
      colormap_(colormap),
      scale_(scale),
      style_(style) {}

HeatmapFigure HeatmapFigure::attention(const Snapshot& snapshot, Stack stack, int layer, int head,
                                       const Style& style) {
    FilteredMap shown = applyFilter(headMap(snapshot, stack, layer, head), snapshot.queries(stack),
                                    snapshot.keys(stack), {});
    const Colormap colormap(style.colormap);
    const ColorScale scale =
        ColorScale::covering(shown.grid, style.scale, ColorScale::spanFor(colormap));
    HeatmapFigure figure(std::move(shown),
                         AttentionLabels::title(snapshot.model, stack, layer, head), colormap,
                         scale, style);
    figure.window_ = windowOf(snapshot.model, stack, layer);
    return figure;
}

HeatmapFigure HeatmapFigure::embeddings(const Snapshot& snapshot, int depth, const Style& style) {
    const Grid vectors = depth >= 0 && depth < int(snapshot.encoderStates.size())
                             ? snapshot.encoderStates[size_t(depth)]
                             : Grid();
    FilteredMap shown = applyFilter(vectors, snapshot.embedded(), {}, {});
    // Vectors are signed: as on the page, the diverging map keeps 0 white and shows the sign.
    const Colormap colormap(Colormap::Name::Diverging);
    const ColorScale scale =
        ColorScale::covering(shown.grid, style.scale, ColorScale::Span::Symmetric);
    Style table = style;
    table.squareCells = false;
    table.valueLabels = false;
    HeatmapFigure figure(
        std::move(shown),
        tr("Token vectors (tokens × d) · %1").arg(EmbeddingsView::depthName(depth)), colormap,
        scale, table);
    figure.setAxisNames(tr("token"), tr("dimension"));
    return figure;
}

HeatmapFigure HeatmapFigure::fromWidget(const HeatmapWidget& widget) {
    Style style;
    style.colormap = widget.colormap().name();
    style.scale = widget.scaleKind();
    style.valueLabels = widget.valueLabelsVisible();
    style.squareCells = widget.squareCells();
    HeatmapFigure figure(widget.shown(), widget.title(), widget.colormap(), widget.scale(), style);
    figure.window_ = widget.window();
    figure.setAxisNames(widget.rowAxisName(), widget.colAxisName());
    return figure;
}

void HeatmapFigure::setAxisNames(const QString& rows, const QString& cols) {
    rowAxis_ = rows;
    colAxis_ = cols;
}

HeatmapPainter HeatmapFigure::painterIn(const FigureTheme& theme) const {
    HeatmapPainter painter(shown_, colormap_, scale_, theme.font(), theme.palette());
    painter.setWindowBand(windowBand(shown_, window_));
    return painter;
}

QSize HeatmapFigure::sizeIn(const FigureTheme& theme) const {
    const HeatmapPainter painter = painterIn(theme);
    const qreal m = painter.lineHeight();
    const int rows = std::max(shown_.grid.rows, 1), cols = std::max(shown_.grid.cols, 1);
    // Cells as large as reads well, smaller for long sentences so that the page holds them.
    qreal cw, ch;
    if (style_.squareCells) {
        cw = ch = std::clamp(44 * m / std::max(rows, cols), 0.7 * m, 2.4 * m);
    } else {
        cw = std::clamp(56 * m / cols, 0.25 * m, 2.4 * m);
        ch = std::clamp(36 * m / rows, 1.1 * m, 2.0 * m);
    }
    const HeatmapPainter::Parts parts = partsOf(painter, title_, style_.squareCells);
    // The layout centres a block whose margins do not depend on the size, except for the turn
    // of the column labels, which depends on the cell width: measure the block around the
    // cells, put the wanted cells in, and measure again at that size.
    QSizeF size(1e5, 1e5);
    for (int pass = 0; pass < 3; ++pass) {
        const HeatmapLayout l = painter.layout(size.toSize(), parts);
        const bool bar = !l.colorBar.isEmpty();
        const qreal right = bar ? l.tickLabels.right() : l.matrix.right();
        const qreal bottom = std::max(l.footer.bottom(), bar ? l.tickLabels.bottom() : 0.0);
        const qreal blockW = right - l.rowLabels.left() - cols * l.cellWidth + cols * cw;
        const qreal blockH = bottom - l.title.top() - rows * l.cellHeight + rows * ch;
        // The title starts near the block's left edge and must not be cut.
        const qreal titleW =
            parts.title ? QFontMetricsF(painter.titleFont()).horizontalAdvance(title_) : 0;
        size = QSizeF(std::max(blockW + m, 2 * (titleW + m) - blockW), blockH + m);
    }
    return QSize(int(std::ceil(size.width())), int(std::ceil(size.height())));
}

QSizeF HeatmapFigure::size() const {
    return sizeIn(FigureTheme());
}

QRectF HeatmapFigure::cellRect(int row, int col, const FigureTheme& theme) const {
    const HeatmapPainter painter = painterIn(theme);
    return painter.layout(sizeIn(theme), partsOf(painter, title_, style_.squareCells))
        .cellRect(row, col);
}

void HeatmapFigure::paint(QPainter& p, const FigureTheme& theme, bool vector) const {
    const HeatmapPainter painter = painterIn(theme);
    const HeatmapLayout l =
        painter.layout(sizeIn(theme), partsOf(painter, title_, style_.squareCells));
    const QImage pixels =
        vector ? QImage() : cellImage(shown_.grid, colormap_, scale_, windowBand(shown_, window_));
    painter.paintFigure(p, l, title_, style_.valueLabels, vector ? nullptr : &pixels);
}

std::vector<MatrixData> HeatmapFigure::data() const {
    MatrixData d;
    d.title = title_;
    d.rowAxis = rowAxis_;
    d.colAxis = colAxis_;
    d.rowLabels = MatrixData::labels(shown_.rowTokens);
    d.colLabels = MatrixData::labels(shown_.colTokens);
    d.values = shown_.grid;
    return {d};
}

}  // namespace atlas::views
