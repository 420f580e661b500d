#include "PanelRowFigure.h"

#include <QPainter>

namespace atlas::views {

PanelRowFigure::PanelRowFigure(QString title, std::vector<std::unique_ptr<Figure>> panels,
                               qreal gap)
    : title_(std::move(title)), panels_(std::move(panels)), gap_(gap) {}

QSizeF PanelRowFigure::size() const {
    QSizeF s;
    for (const auto& panel : panels_) {
        const QSizeF p = panel->size();
        s.rwidth() += p.width();
        s.rheight() = std::max(s.height(), p.height());
    }
    if (panels_.size() > 1) s.rwidth() += gap_ * qreal(panels_.size() - 1);
    return s;
}

void PanelRowFigure::paint(QPainter& p, const FigureTheme& theme, bool vector) const {
    qreal x = 0;
    for (const auto& panel : panels_) {
        p.save();
        p.translate(x, 0);
        panel->paint(p, theme, vector);
        p.restore();
        x += panel->size().width() + gap_;
    }
}

std::vector<MatrixData> PanelRowFigure::data() const {
    std::vector<MatrixData> all;
    for (const auto& panel : panels_) {
        std::vector<MatrixData> d = panel->data();
        all.insert(all.end(), std::make_move_iterator(d.begin()), std::make_move_iterator(d.end()));
    }
    return all;
}

}  // namespace atlas::views
