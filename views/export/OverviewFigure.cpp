#include "OverviewFigure.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

#include "AttentionLabels.h"
#include "AttentionStats.h"
#include "CellImage.h"
#include "HeatmapPainter.h"

namespace atlas::views {

namespace {

// Rows are labelled "layer 0" on the left, columns "head 0" above: in lines of text.
constexpr qreal kRowHeaderLines = 5.0;
constexpr qreal kGapLines = 0.6;

QString headName(int head) {
    return head < 0 ? OverviewFigure::tr("mean") : OverviewFigure::tr("head %1").arg(head);
}

}  // namespace

OverviewFigure::OverviewFigure(const Snapshot& snapshot, Stack stack, std::vector<int> layers,
                               std::vector<int> heads, Colormap::Name colormap,
                               ColorScale::Kind scale)
    : title_(tr("%1 · every head").arg(AttentionLabels::stackName(stack))),
      layers_(std::move(layers)),
      heads_(std::move(heads)),
      colormap_(colormap),
      scale_(0.0, 1.0, scale, ColorScale::spanFor(colormap_)) {
    for (int layer : layers_) {
        maps_.emplace_back();
        for (int head : heads_) maps_.back().push_back(headMap(snapshot, stack, layer, head));
    }
    caption_ = tr("rows: queries · columns: keys · %1").arg(snapshot.model.name);
}

qreal OverviewFigure::lineHeight() const {
    return QFontMetricsF(FigureTheme().font()).height();
}

qreal OverviewFigure::thumbnail() const {
    // Small multiples: large enough to see a pattern, the sheet at most about a page wide.
    const qreal m = lineHeight();
    const qreal columns = std::max<qreal>(1, qreal(heads_.size()));
    return std::clamp(60 * m / columns, 5 * m, 10 * m);
}

QSizeF OverviewFigure::size() const {
    const qreal m = lineHeight(), t = thumbnail(), gap = kGapLines * m;
    const qreal bar = 1.0 * m + 0.9 * m + 0.5 * m + 3 * m;  // gap, gradient, ticks, labels
    const qreal w = m + kRowHeaderLines * m + heads_.size() * (t + gap) + bar + m;
    const qreal h = m + 1.7 * m + 1.3 * m + layers_.size() * (t + gap) + 1.6 * m + m;
    return QSizeF(std::ceil(w), std::ceil(h));
}

void OverviewFigure::paint(QPainter& p, const FigureTheme& theme, bool vector) const {
    const QFont font = theme.font();
    const QPalette palette = theme.palette();
    const qreal m = lineHeight(), t = thumbnail(), gap = kGapLines * m;
    const QPointF origin(m + kRowHeaderLines * m, m + 1.7 * m + 1.3 * m);
    p.save();
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(QRectF(m, m, size().width() - 2 * m, 1.7 * m), Qt::AlignLeft | Qt::AlignVCenter,
               title_);
    p.setFont(font);
    for (size_t h = 0; h < heads_.size(); ++h)
        p.drawText(QRectF(origin.x() + h * (t + gap), origin.y() - 1.3 * m, t, 1.3 * m),
                   Qt::AlignHCenter | Qt::AlignBottom, headName(heads_[h]));
    for (size_t l = 0; l < layers_.size(); ++l) {
        const qreal y = origin.y() + l * (t + gap);
        p.drawText(QRectF(m, y, kRowHeaderLines * m - 0.5 * m, t),
                   Qt::AlignRight | Qt::AlignVCenter, tr("layer %1").arg(layers_[l]));
        for (size_t h = 0; h < heads_.size(); ++h) {
            const FilteredMap shown = applyFilter(maps_[l][h], {}, {}, {});
            const HeatmapPainter painter(shown, colormap_, scale_, font, palette);
            HeatmapLayout::Input in;
            in.size = QSize(int(t), int(t));
            in.rows = shown.grid.rows;
            in.cols = shown.grid.cols;
            in.lineHeight = m;
            in.title = in.footer = false;
            const HeatmapLayout layout(in);
            p.save();
            p.translate(origin.x() + h * (t + gap), y);
            const QImage pixels = vector ? QImage() : cellImage(shown.grid, colormap_, scale_);
            painter.paintCells(p, layout, vector ? nullptr : &pixels);
            painter.paintMaskHatch(p, layout);
            p.restore();
        }
    }
    const qreal sheetBottom = origin.y() + layers_.size() * (t + gap) - gap;
    const FilteredMap none;
    const HeatmapPainter bar(none, colormap_, scale_, font, palette);
    // Level with the maps, which sit half a line inside their squares.
    const qreal inset = 0.5 * m;
    const QRectF gradient(origin.x() + heads_.size() * (t + gap) - gap + m, origin.y() + inset,
                          0.9 * m, std::max(sheetBottom - origin.y() - 2 * inset, 4 * m));
    bar.paintColorBar(p, gradient,
                      QRectF(gradient.right() + 0.5 * m, gradient.top(), 3 * m, gradient.height()),
                      vector);
    p.setFont(font);
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(QRectF(origin.x(), sheetBottom + 0.2 * m, size().width() - origin.x(), 1.4 * m),
               Qt::AlignLeft | Qt::AlignVCenter, caption_);
    p.restore();
}

}  // namespace atlas::views
