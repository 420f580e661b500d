#include "AttentionGridLayout.h"

#include <algorithm>

namespace atlas::views {

AttentionGridLayout::AttentionGridLayout(const Input& in)
    : layers_(std::max(in.layers, 0)),
      heads_(std::max(in.heads, 0)),
      groupSize_(std::max(in.groupSize, 1)),
      m_(in.lineHeight) {
    const qreal m = in.lineHeight;
    const qreal margin = 0.5 * m;
    const qreal titleH = in.title ? 1.7 * m : 0;
    const qreal captionH = in.caption ? 1.3 * m : 0;
    headerH_ = 1.4 * m + (groupSize_ > 1 ? 1.5 * m : 0);
    labelW_ = in.layerLabelWidth + 0.6 * m;
    // The mean stands apart from the heads it averages.
    meanGap_ = 0.8 * m;
    const int columns = heads_ + 1;
    const qreal availW = in.size.width() - 2 * margin - labelW_ - meanGap_;
    const qreal availH = in.size.height() - 2 * margin - titleH - captionH - headerH_;
    if (layers_ > 0 && heads_ > 0)
        cell = std::max<qreal>(0, std::min({availW / columns, availH / layers_, 10 * m}));
    gap = std::clamp(cell * 0.1, 2.0, 0.5 * m);

    const qreal blockW = labelW_ + columns * cell + meanGap_;
    left_ = std::max(margin, (in.size.width() - blockW) / 2);
    top_ = margin + titleH + captionH + headerH_;
    const qreal textW = std::max<qreal>(0, in.size.width() - left_ - margin);
    title = QRectF(left_, margin, textW, titleH);
    caption = QRectF(left_, margin + titleH, textW, captionH);
}

qreal AttentionGridLayout::heightFor(const Input& input, qreal smallest) {
    Input wide = input;
    wide.size.setHeight(1 << 20);  // the width alone decides the cell
    const AttentionGridLayout l(wide);
    return l.top() + l.layers() * std::min(l.cell, smallest) + 0.5 * input.lineHeight;
}

int AttentionGridLayout::groups() const {
    return groupSize_ > 1 ? heads_ / groupSize_ : 0;
}

qreal AttentionGridLayout::columnX(int head) const {
    const qreal x = left_ + labelW_;
    return head < 0 ? x + heads_ * cell + meanGap_ : x + head * cell;
}

QRectF AttentionGridLayout::thumbnail(int layer, int head) const {
    return QRectF(columnX(head) + gap / 2, top_ + layer * cell + gap / 2, cell - gap, cell - gap);
}

QRectF AttentionGridLayout::headLabel(int head) const {
    return QRectF(columnX(head), top_ - 1.4 * m_, cell, 1.3 * m_);
}

QRectF AttentionGridLayout::layerLabel(int layer) const {
    return QRectF(left_, top_ + layer * cell, labelW_ - 0.4 * m_, cell);
}

QRectF AttentionGridLayout::groupBracket(int group) const {
    const qreal x = columnX(group * groupSize_);
    return QRectF(x + gap / 2, top_ - headerH_, groupSize_ * cell - gap, 1.4 * m_);
}

std::optional<QPoint> AttentionGridLayout::headAt(const QPointF& p) const {
    for (int layer = 0; layer < layers_; ++layer)
        for (int head = -1; head < heads_; ++head)
            if (QRectF(columnX(head), top_ + layer * cell, cell, cell).contains(p))
                return QPoint(head, layer);
    return std::nullopt;
}

}  // namespace atlas::views
