#pragma once
// The drawing of a heatmap — title, cells, masked hatch, values, axis tokens, colour bar — onto
// any QPainter: the widget on screen, and exported figures (an image at any scale, SVG, PDF).
// It keeps nothing between paints; HeatmapWidget adds what is interactive (hover, pin, readout).

#include <QCoreApplication>
#include <QFont>
#include <QImage>
#include <QPainterPath>
#include <QPalette>
#include <functional>

#include "AttentionStats.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "HeatmapLayout.h"

class QPainter;

namespace atlas::views {

class HeatmapPainter {
    Q_DECLARE_TR_FUNCTIONS(HeatmapPainter)

public:
    // Everything is measured in `font` and coloured from `palette` (WindowText, Window,
    // Highlight), so that presentation mode and the themes of exports scale and recolour it. The
    // painter keeps copies: it may outlive what it was made from (a figure, a widget's state).
    HeatmapPainter(const FilteredMap& shown, const Colormap& colormap, const ColorScale& scale,
                   const QFont& font, const QPalette& palette);

    // Which parts the layout makes room for.
    struct Parts {
        bool title = true;
        bool squareCells = true;  // attention: square; embeddings (tokens × d): fill the width
        bool footer = true;       // a line under the matrix for a readout or the masked legend
    };
    // Where everything goes in `size`.
    HeatmapLayout layout(const QSize& size, const Parts& parts) const;

    // A sliding window's band (docs/format.md): its masked cells are drawn apart from the
    // causal mask's, and named in the legend.
    void setWindowBand(WindowBand band) { band_ = std::move(band); }
    bool hasWindowBand() const;

    qreal lineHeight() const;
    QFont titleFont() const;
    // Grows with the cells of `l` (a third of a cell) between 80 % and 130 % of the font.
    QFont valueFont(const HeatmapLayout* l) const;
    bool hasMasked() const;

    // How a title is set in its box: in `font` on one line if it fits, else shrunk to fit (on
    // one line, or wrapped at word breaks), down to half of `font` but not below 11 px; elided
    // only beyond that, so that a formula stays whole at presentation sizes.
    struct TitleFit {
        QFont font;
        int flags = 0;  // Qt::TextSingleLine or Qt::TextWordWrap
        QString text;   // the title, or elided as a last resort
    };
    static TitleFit fitTitle(const QString& title, const QFont& font, const QSizeF& box);
    void paintTitle(QPainter& p, const HeatmapLayout& l, const QString& title) const;
    // `pixels` (one pixel per cell) is scaled up without smoothing: fast, for the screen. Without
    // it every cell is a rectangle of its own: vector output for SVG and PDF.
    void paintCells(QPainter& p, const HeatmapLayout& l, const QImage* pixels) const;
    void paintMaskHatch(QPainter& p, const HeatmapLayout& l) const;
    void paintValueLabels(QPainter& p, const HeatmapLayout& l) const;
    // `emphasised(displayIndex)`: that label is set in bold on a tint (hover, pin, focus).
    using Emphasis = std::function<bool(int)>;
    void paintRowLabels(QPainter& p, const HeatmapLayout& l, const Emphasis& emphasised = {}) const;
    void paintColLabels(QPainter& p, const HeatmapLayout& l, const Emphasis& emphasised = {}) const;
    // `vector`: the gradient as a linear gradient rather than an image.
    void paintColorBar(QPainter& p, const HeatmapLayout& l, bool vector = false) const;
    // The gradient in `bar` (low at the bottom), its ticks labelled inside `tickLabels`.
    void paintColorBar(QPainter& p, const QRectF& bar, const QRectF& tickLabels, bool vector) const;
    qreal tickLabelWidth() const;  // the widest tick label the colour bar may write
    // The hatched grey swatch and "masked" at the right end of `line` (then, left of it, the
    // window's pale one and "outside the window"); returns what is left of the line on its left.
    QRectF paintMaskLegend(QPainter& p, const QRectF& line) const;

    // Title, cells, hatch, values (when `valueLabels` and they fit), axis tokens, colour bar
    // and, when cells are masked, their legend: the picture without anything interactive.
    void paintFigure(QPainter& p, const HeatmapLayout& l, const QString& title, bool valueLabels,
                     const QImage* pixels) const;

private:
    // Diagonal lines over `bounds`, rising to the right or falling.
    void paintHatch(QPainter& p, const QRectF& bounds, QRgb colour, bool rising) const;
    // The masked cells outside the window, or the others, as one path of row spans.
    QPainterPath maskedRegion(const HeatmapLayout& l, bool outsideWindow) const;
    QRectF paintSwatch(QPainter& p, const QRectF& line, const QString& label, bool window) const;
    QColor highlightTint() const;

    FilteredMap shown_;
    Colormap colormap_;
    ColorScale scale_;
    QFont font_;
    QPalette palette_;
    WindowBand band_;
};

}  // namespace atlas::views
