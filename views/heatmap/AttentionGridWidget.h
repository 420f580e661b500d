#pragma once
// Small multiples of every head of every layer of one attention stack: layers down, heads
// across, the mean over heads apart on the right. For GQA and MQA brackets above the columns
// show which query heads share a K/V head; for MLA a caption gives the latent width. A click
// selects a head to be shown large.

#include <QImage>
#include <QWidget>
#include <memory>
#include <vector>

#include "AttentionGridLayout.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "Snapshot.h"

namespace atlas::views {

class AttentionGridWidget : public QWidget {
    Q_OBJECT

public:
    explicit AttentionGridWidget(QWidget* parent = nullptr);

    // The maps to show; null clears. The selection is kept when it still exists.
    void setSnapshot(std::shared_ptr<const Snapshot> snapshot, Stack stack);
    void setStack(Stack stack);
    void setColormap(Colormap::Name name);
    void setScaleKind(ColorScale::Kind kind);

    Stack stack() const { return stack_; }
    int selectedLayer() const { return selectedLayer_; }
    int selectedHead() const { return selectedHead_; }  // -1: the mean
    // The geometry of the last layout, for tests and overlays.
    const AttentionGridLayout& layout() const;
    // The colour a thumbnail pixel of (layer, head)'s cell (row, col) is drawn with.
    QRgb thumbnailColor(int layer, int head, int row, int col) const;
    // The bold header, e.g. "Decoder self-attention · 1 layer × 8 heads" (empty without maps).
    QString title() const;
    QString caption() const;  // the line under the title
    // The whole title or caption at `at` when it is drawn elided, else empty (the tooltip).
    QString elidedText(const QPointF& at) const;

    // "L3", or "L3 local W=4" / "L3 global" when the model's layers slide.
    QString layerLabel(int layer) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    // Tall enough for legible thumbnails of every layer: put it in a scroll area.
    int heightForWidth(int width) const override;

public slots:
    // Outlines a head (head -1: the mean) without emitting headSelected.
    void setSelected(int layer, int head);
    void setHighlightedQuery(int row);  // original token indices, -1 for none
    void setHighlightedKey(int col);

signals:
    // A click or the arrow keys chose a head; head -1 is the mean over heads.
    void headSelected(int layer, int head);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void rebuild();  // snapshot, stack, colormap or scale changed
    AttentionGridLayout::Input layoutInput(const QSize& size) const;
    const Grid* map(int layer, int head) const;
    int layers() const;
    int heads() const;
    void select(int layer, int head);  // sets and emits
    void paintHeader(QPainter& p, const AttentionGridLayout& l) const;
    void paintThumbnail(QPainter& p, const QRectF& r, int layer, int head) const;

    std::shared_ptr<const Snapshot> snapshot_;
    Stack stack_ = Stack::EncoderSelf;
    Colormap colormap_;
    ColorScale::Kind scaleKind_ = ColorScale::Kind::Linear;
    // [layer][head + 1]: column 0 holds the mean over heads.
    std::vector<std::vector<Grid>> maps_;
    std::vector<std::vector<QImage>> images_;
    int selectedLayer_ = 0, selectedHead_ = 0;
    QPoint hovered_{-2, -1};  // x = head (-1 mean, -2 none), y = layer
    int highlightedRow_ = -1, highlightedCol_ = -1;
    mutable AttentionGridLayout layout_;
    mutable bool layoutValid_ = false;
};

}  // namespace atlas::views
