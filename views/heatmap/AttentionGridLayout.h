#pragma once
// Where the small multiples of an AttentionGridWidget go: layers down, heads across, the mean
// over heads in a column of its own, computed from sizes alone so that tests can click a head.

#include <QPoint>
#include <QRectF>
#include <QSize>
#include <optional>

namespace atlas::views {

class AttentionGridLayout {
public:
    struct Input {
        QSize size;
        int layers = 0, heads = 0;
        int groupSize = 1;  // query heads per K/V head; > 1 draws the "KV g" brackets
        qreal lineHeight = 16;
        qreal layerLabelWidth = 0;  // widest "L5"
        bool title = true;
        bool caption = false;  // a second line under the title (MLA's latent width)
    };

    AttentionGridLayout() = default;
    explicit AttentionGridLayout(const Input& input);

    QRectF title, caption;
    qreal cell = 0;  // thumbnail side
    qreal gap = 0;   // between thumbnails

    int layers() const { return layers_; }
    int heads() const { return heads_; }
    int groups() const;
    // Where the first row of thumbnails starts: below the title, caption and head labels.
    qreal top() const { return top_; }
    // The least height in which every layer gets thumbnails of min(the width's, `smallest`):
    // a deep model scrolls rather than shrink its heads to specks.
    static qreal heightFor(const Input& input, qreal smallest);
    // head -1 is the mean over heads.
    QRectF thumbnail(int layer, int head) const;
    QRectF headLabel(int head) const;      // above the column
    QRectF layerLabel(int layer) const;    // left of the row
    QRectF groupBracket(int group) const;  // spans the columns of K/V head `group`, above labels
    // (layer, head) under a point (a thumbnail with half the gap around it), head -1 for the
    // mean column, nothing outside the grid.
    std::optional<QPoint> headAt(const QPointF& point) const;  // x = head, y = layer

private:
    int layers_ = 0, heads_ = 0, groupSize_ = 1;
    qreal left_ = 0, top_ = 0, labelW_ = 0, meanGap_ = 0, headerH_ = 0, m_ = 16;
    qreal columnX(int head) const;
};

}  // namespace atlas::views
