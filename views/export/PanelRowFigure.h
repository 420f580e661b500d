#pragma once
// Several figures side by side as one (the Kernel page's S, A, Z and Z⁻¹A), tops aligned, with
// the data of each.

#include <memory>
#include <vector>

#include "Figure.h"

namespace atlas::views {

class PanelRowFigure : public Figure {
public:
    PanelRowFigure(QString title, std::vector<std::unique_ptr<Figure>> panels, qreal gap = 16);

    QString title() const override { return title_; }
    QSizeF size() const override;
    void paint(QPainter& p, const FigureTheme& theme, bool vector) const override;
    std::vector<MatrixData> data() const override;

    const std::vector<std::unique_ptr<Figure>>& panels() const { return panels_; }

private:
    QString title_;
    std::vector<std::unique_ptr<Figure>> panels_;
    qreal gap_;
};

}  // namespace atlas::views
