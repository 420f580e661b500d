#pragma once
// The overview sheet of a batch export: every chosen layer × head of one stack small, on one
// colour scale (0 … 1, so that a colour means the same weight in every head), with one
// colour bar.

#include <QCoreApplication>
#include <vector>

#include "ColorScale.h"
#include "Colormap.h"
#include "Figure.h"

namespace atlas::views {

class OverviewFigure : public Figure {
    Q_DECLARE_TR_FUNCTIONS(OverviewFigure)

public:
    // `heads` may hold −1: the mean over heads.
    OverviewFigure(const Snapshot& snapshot, Stack stack, std::vector<int> layers,
                   std::vector<int> heads, Colormap::Name colormap, ColorScale::Kind scale);

    QString title() const override { return title_; }
    QSizeF size() const override;
    void paint(QPainter& p, const FigureTheme& theme, bool vector) const override;

private:
    qreal thumbnail() const;  // side of one map, in pixels
    qreal lineHeight() const;

    QString title_;
    std::vector<int> layers_, heads_;
    std::vector<std::vector<Grid>> maps_;  // [layer][head], as in layers_ and heads_
    QString caption_;                      // under the sheet: what the axes of each map are
    Colormap colormap_;
    ColorScale scale_;
};

}  // namespace atlas::views
