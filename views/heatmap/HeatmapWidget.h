#pragma once
// One matrix large: an attention map (queries × keys), an embedding table (tokens × d) or a
// difference of two maps, with its tokens along both axes, a colour bar, the exact value under
// the mouse and pinned cells. The cells are computed by plain functions (AttentionStats,
// CellImage, HeatmapLayout); this widget only keeps the state and paints.

#include <QImage>
#include <QPoint>
#include <QWidget>
#include <optional>

#include "AttentionStats.h"
#include "ColorScale.h"
#include "Colormap.h"
#include "HeatmapLayout.h"
#include "HeatmapPainter.h"
#include "Snapshot.h"
#include "TokenLabel.h"

namespace atlas::views {

class HeatmapWidget : public QWidget {
    Q_OBJECT

public:
    explicit HeatmapWidget(QWidget* parent = nullptr);

    // The matrix and its axis tokens, rows first. No column tokens: no column labels (an
    // embedding table). NaN cells are masked. Clears the hover and the pin.
    void setMatrix(const Grid& values, const QVector<Token>& rowTokens,
                   const QVector<Token>& colTokens = {});
    // One head's Z⁻¹A (head -1: the mean over heads) with its title, the query/key axis names
    // and, for the decoder's self-attention, the causal mask.
    void setAttention(const Snapshot& snapshot, Stack stack, int layer, int head);
    void clear();
    // W of the sliding layer shown (docs/format.md), 0 for none: the masked cells outside the
    // window are drawn apart from the causal mask's.
    int window() const { return window_; }
    // The same for a matrix given by setMatrix (which clears it): with the causal mask on,
    // the keys before the window are masked too.
    void setWindow(int window);

    void setTitle(const QString& title);
    // What rows and columns are called in the readout: "query"/"key" (default), "token"/"dim".
    void setAxisNames(const QString& rows, const QString& cols);
    // Keys after their query are masked (decoder self-attention), whatever their stored value.
    void setCausalMask(bool on);
    // The Diverging map makes the scale symmetric around 0 (differences).
    void setColormap(Colormap::Name name);
    void setScaleKind(ColorScale::Kind kind);
    // A fixed value range (e.g. 0…1 for every head alike); by default the range follows the
    // data: 0 … max, or ±max |v| with the diverging map.
    void setValueRange(double low, double high);
    void setAutoValueRange();
    void setValueLabelsVisible(bool on);  // written into the cells when they fit
    void setFilter(const AttentionFilter& filter);
    // Square cells suit attention maps; tokens × d tables fill the width instead.
    void setSquareCells(bool on);
    // Step-through decoding: only the first `rows` rows (original indices) are computed yet; the
    // rest are left blank, without labels, and the newest row is outlined. With `keysToo` the
    // columns past them are not labelled either (decoder self-attention: those keys do not
    // exist yet). -1: every row. Kept across setMatrix().
    void setRevealedRows(int rows, bool keysToo = false);
    int revealedRows() const { return revealedRows_; }

    const Colormap& colormap() const { return colormap_; }
    // References: HeatmapPainter keeps them, so a copy would dangle.
    const ColorScale& scale() const { return scale_; }
    ColorScale::Kind scaleKind() const { return scaleKind_; }
    AttentionFilter filter() const { return filter_; }
    bool valueLabelsVisible() const { return valueLabels_; }
    bool squareCells() const { return squareCells_; }
    QString rowAxisName() const { return rowAxis_; }
    QString colAxisName() const { return colAxis_; }
    QString title() const { return title_; }
    // The title as drawn at the present size: whole, in smaller type or on two lines, elided
    // only when it cannot fit even so.
    QString drawnTitle() const;
    // What is drawn: the filtered map and where its rows and columns came from.
    const FilteredMap& shown() const { return shown_; }
    // The geometry of the last layout, for tests and for callers that place overlays.
    const HeatmapLayout& layout() const;
    // The readout line: the hovered cell, else the pinned one, else a hint about the axes.
    QString readout() const;
    // "hidden labels: 7" when the axes are too short to name every token, else empty.
    QString hiddenLabelsNote() const;
    // The whole title or footer line at `at` when it is drawn elided, else empty (the tooltip).
    QString elidedText(const QPoint& at) const;
    // Pinned cell in original (unfiltered) indices, (-1, -1) when none.
    QPoint pinnedCell() const { return pinned_; }
    int highlightedQuery() const { return highlightedRow_; }
    int highlightedKey() const { return highlightedCol_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The least size at which the matrix's longer side is `side` pixels, with its labels,
    // title, readout and colour bar around it (a page that keeps its maps readable); the
    // minimum size hint while nothing is shown.
    QSize sizeForMatrix(int side) const;
    // The height at which the picture fills `width`: more leaves empty bands above and below
    // square cells.
    int heightFor(int width) const;

public slots:
    // Original token indices (before special tokens are hidden); -1 for none.
    void setHighlightedQuery(int row);
    void setHighlightedKey(int col);
    void clearPin();

signals:
    // Original indices; (-1, -1) when the mouse leaves the cells.
    void cellHovered(int row, int col);
    // A click pins a cell (its readout stays); a second click on it or Escape unpins: (-1, -1).
    void cellPinned(int row, int col);
    void readoutChanged(const QString& text);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void showMatrix(const Grid& values, const QVector<Token>& rowTokens,
                    const QVector<Token>& colTokens, int window);
    void rebuild();  // data, mask or filter changed: refilter, rescale, recolour
    void recolor();  // colormap or scale changed
    void invalidateLayout();
    QString cellText(QPoint displayCell) const;
    QPoint originalCell(QPoint displayCell) const;
    QPoint displayCell(QPoint originalCell) const;
    void setHovered(QPoint displayCell);
    bool hasMasked() const;

    HeatmapPainter painter() const;  // draws what is shown, in this widget's font and palette
    void paintHighlights(QPainter& p, const HeatmapLayout& l) const;
    void paintFooter(QPainter& p, const HeatmapLayout& l) const;
    bool isEmphasisedRow(int displayRow) const;
    bool isEmphasisedCol(int displayCol) const;
    bool isPendingRow(int displayRow) const;
    bool isPendingCol(int displayCol) const;
    void paintPending(QPainter& p, const HeatmapLayout& l) const;
    void retranslate();  // the title and axis names this widget wrote itself

    // What setAttention's title names, so that it can be written again in another language.
    struct AttentionTitle {
        ModelSummary model;
        Stack stack;
        int layer, head;
    };
    std::optional<AttentionTitle> attentionTitle_;
    bool defaultAxes_ = true;  // "query"/"key", not the caller's names

    // The data as given, and as shown after the mask and the filter.
    Grid source_;
    QVector<Token> rowTokens_, colTokens_;
    bool causal_ = false;
    int window_ = 0;
    AttentionFilter filter_;
    FilteredMap shown_;

    QString title_;
    QString rowAxis_, colAxis_;
    Colormap colormap_;
    ColorScale::Kind scaleKind_ = ColorScale::Kind::Linear;
    bool fixedRange_ = false;
    double fixedLow_ = 0, fixedHigh_ = 1;
    ColorScale scale_;
    bool valueLabels_ = true;
    bool squareCells_ = true;

    QImage cells_;  // one pixel per shown cell
    mutable HeatmapLayout layout_;
    mutable bool layoutValid_ = false;

    // Display indices of the hovered cell, original indices of the pin and the highlights.
    QPoint hovered_{-1, -1};
    QPoint pinned_{-1, -1};
    int highlightedRow_ = -1, highlightedCol_ = -1;
    int revealedRows_ = -1;
    bool revealKeysToo_ = false;
};

}  // namespace atlas::views
