#pragma once
// Cross-attention as the classic alignment picture: the source sentence on one side, the
// decoder's input on the other, and a line from each target token to each source token whose
// opacity and width are the weight the target puts on that source.

#include <QString>
#include <QVector>
#include <QWidget>

#include "Snapshot.h"

namespace atlas::views {

class AlignmentLinesWidget : public QWidget {
    Q_OBJECT

public:
    // Rows: source above, target below, as one reads a translation; Columns: source left,
    // target right, for sentences too long to sit side by side. Auto picks Rows when it fits.
    enum class Orientation { Auto, Rows, Columns };

    explicit AlignmentLinesWidget(QWidget* parent = nullptr);

    // `weights`: targets × sources (the cross-attention map, rows = decoder input tokens).
    void setAlignment(const Grid& weights, const QVector<Token>& sources,
                      const QVector<Token>& targets);
    void clear();
    void setTitle(const QString& title);
    // What the two rows of tokens are called (empty: "source · keys", "decoder input · queries").
    void setSideNames(const QString& sources, const QString& targets);
    // Lines below this weight are not drawn (0: all of them), so the few that matter stand out.
    void setThreshold(float threshold);
    void setOrientation(Orientation orientation);

    float threshold() const { return threshold_; }
    QString title() const { return title_; }
    const Grid& weights() const { return weights_; }
    Orientation orientation() const { return orientation_; }
    Orientation effectiveOrientation() const;  // Rows or Columns, as laid out at this size

    // Where the tokens' labels sit and where their lines start, in widget coordinates.
    QRectF sourceRect(int index) const;
    QRectF targetRect(int index) const;
    QPointF sourceAnchor(int index) const;
    QPointF targetAnchor(int index) const;
    // The middle of the curve from target `target` to source `source`.
    QPointF lineMidpoint(int target, int source) const;

    // A line's ink: opacity is the weight itself (clamped to [0, 1]); width grows with it from a
    // hairline, in units of the label font's line height.
    static qreal lineOpacity(float weight);
    static qreal lineWidth(float weight, qreal lineHeight);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Another view's hover (−1: none): that token's lines are drawn in the accent colour.
    void setHighlightedSource(int index);
    void setHighlightedTarget(int index);

signals:
    void sourceHovered(int index);  // −1 when the pointer leaves the tokens
    void targetHovered(int index);
    // A click keeps a token's lines lit until it is clicked again (−1: released).
    void sourcePinned(int index);
    void targetPinned(int index);

protected:
    bool event(QEvent* event) override;  // the whole title as a tooltip when it is elided
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Side {
        QVector<QRectF> labels;
        QVector<QPointF> anchors;
        QRectF caption;
        int labelStep = 1;      // write every n-th label when they would overlap
        qreal paintExtent = 0;  // columns: the height a written label may take
        QRectF band;            // the labels stay inside it
    };
    struct Geometry {
        bool rows = true;
        QRectF title;
        Side source, target;
    };
    struct Focus {
        int source = -1, target = -1;
    };

    Geometry geometry() const;
    // Which end of its band a side's labels keep to: the source's start, the target's end.
    enum class Edge { Start, End };
    Side placeSide(const QVector<Token>& tokens, const QRectF& band, bool rows, Edge edge) const;
    qreal labelWidth(const Token& token) const;
    Focus focus() const;
    void hoverAt(const QPointF& position);
    void paintSide(QPainter& p, const Side& side, const QVector<Token>& tokens, int focused,
                   const QString& caption, bool rows, Edge edge) const;
    void paintWeights(QPainter& p, const Geometry& g, const Focus& f) const;

    Grid weights_;
    QVector<Token> sources_, targets_;
    QString title_;
    QString sourceName_, targetName_;
    float threshold_ = 0.02f;
    Orientation orientation_ = Orientation::Auto;
    int hoveredSource_ = -1, hoveredTarget_ = -1;
    int highlightedSource_ = -1, highlightedTarget_ = -1;
    int pinnedSource_ = -1, pinnedTarget_ = -1;
};

}  // namespace atlas::views
