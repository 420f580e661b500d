#pragma once
// One matrix as a figure: its title, the cells with the tokens along both axes and the colour
// bar, drawn by the same HeatmapPainter as the window, at a size chosen for the page rather than
// for the window.

#include <QCoreApplication>

#include "AttentionStats.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "Figure.h"
#include "HeatmapPainter.h"

namespace atlas::views {

class HeatmapWidget;

class HeatmapFigure : public Figure {
    Q_DECLARE_TR_FUNCTIONS(HeatmapFigure)

public:
    struct Style {
        Colormap::Name colormap = Colormap::Name::Viridis;
        ColorScale::Kind scale = ColorScale::Kind::Linear;
        bool valueLabels = true;  // written into the cells when they fit
        bool squareCells = true;  // attention maps; tables of tokens × d are wider than tall
    };

    // `shown` as filtered for display; `scale` the colours' range.
    HeatmapFigure(FilteredMap shown, const QString& title, const Colormap& colormap,
                  const ColorScale& scale, const Style& style);

    // One head's Z⁻¹A (head −1: the mean over heads), masked where the decoder is causal.
    static HeatmapFigure attention(const Snapshot& snapshot, Stack stack, int layer, int head,
                                   const Style& style);
    // A tokens × d table: the encoder's input (depth 0) or the vectors after encoder layer
    // depth − 1, on the diverging map, symmetric around 0.
    static HeatmapFigure embeddings(const Snapshot& snapshot, int depth, const Style& style);
    // What a heatmap of the window shows now: its map, filter, colours and title.
    static HeatmapFigure fromWidget(const HeatmapWidget& widget);

    void setAxisNames(const QString& rows, const QString& cols);

    QString title() const override { return title_; }
    QSizeF size() const override;
    void paint(QPainter& p, const FigureTheme& theme, bool vector) const override;
    std::vector<MatrixData> data() const override;

    const FilteredMap& shown() const { return shown_; }
    const ColorScale& scale() const { return scale_; }
    const Colormap& colormap() const { return colormap_; }
    // Where the cells go in a figure of size(), in the theme's font: for tests.
    QRectF cellRect(int row, int col, const FigureTheme& theme = FigureTheme()) const;

private:
    QSize sizeIn(const FigureTheme& theme) const;
    HeatmapPainter painterIn(const FigureTheme& theme) const;

    FilteredMap shown_;
    QString title_;
    QString rowAxis_, colAxis_;
    Colormap colormap_;
    ColorScale scale_;
    Style style_;
    int window_ = 0;  // a sliding layer's W: its band is drawn apart from the causal mask
};

}  // namespace atlas::views
