#pragma once
// Token vectors projected on their first two principal components: tokens that the model treats
// alike land close together. Both axes share one scale, so distances on screen are distances
// in the plane of the projection.

#include <QString>
#include <QVector>
#include <QWidget>

#include "Pca.h"
#include "Snapshot.h"

namespace atlas::views {

class PcaScatterWidget : public QWidget {
    Q_OBJECT

public:
    explicit PcaScatterWidget(QWidget* parent = nullptr);

    // One point per token; `projection` needs at least two components and one row per token.
    void setProjection(const PcaResult& projection, const QVector<Token>& tokens);
    void clear();
    void setTitle(const QString& title);

    const PcaResult& projection() const { return projection_; }
    const QVector<Token>& tokens() const { return tokens_; }
    QString title() const { return title_; }
    int highlighted() const { return highlighted_; }
    // "PC 1 · 62 % of variance": what each axis is and how much of the spread it shows.
    QString axisTitle(int component) const;

    // Where point `index` is drawn, in widget coordinates (a null point when out of range).
    QPointF pointPosition(int index) const;
    // The point nearest to `position` within a grab radius, or −1.
    int pointAt(const QPointF& position) const;
    // Where the labels went (an empty rectangle: left out because it would overlap).
    QVector<QRectF> labelRects() const;
    // How many tokens have no label (they would overlap), and what the plot says about it:
    // empty when every token is labelled.
    int hiddenLabels() const;
    QString labelNote() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Another view's hover (−1: none).
    void setHighlighted(int index);

signals:
    void pointHovered(int index);  // −1 when the mouse leaves the points
    void pointClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Geometry {
        QRectF title, plot, xAxisTitle, yAxisTitle;
        QRectF note;      // under the axis title: empty when every label fits
        QPointF origin;   // where PCA (0, 0), the mean vector, is drawn
        qreal scale = 1;  // pixels per unit, the same on both axes
        qreal radius = 4;
    };
    Geometry geometry() const;
    Geometry layout(qreal noteHeight) const;  // with a row of that height kept for the note
    QPointF toWidget(const Geometry& g, int index) const;
    QVector<QRectF> labelRects(const Geometry& g) const;
    void setHovered(int index);
    // The points (the focused one on top) and their token labels, inside the plot's clip.
    void paintPoints(QPainter& p, const Geometry& g) const;
    QString noteFor(int hidden) const;
    QFont noteFont() const;

    PcaResult projection_;
    QVector<Token> tokens_;
    QString title_;
    int hovered_ = -1;
    int highlighted_ = -1;
};

}  // namespace atlas::views
