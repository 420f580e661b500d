#pragma once
// Where to write the labels of points in a scatter plot so that they do not cover each other:
// a greedy search over a few spots around each point, cheap enough to redo on every paint.

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVector>

namespace atlas::views {

// For each point, the rectangle its label goes into, or an empty QRectF when every candidate
// spot (right, left, above, below, then the diagonals) would overlap an earlier label or a
// point marker (a square of `markerRadius` around each point) or leave `bounds`. Labels are
// placed in order, `first` (if ≥ 0) before all others and always, so the hovered point is never
// the one that loses its label.
QVector<QRectF> placeLabels(const QVector<QPointF>& points, const QVector<QSizeF>& sizes,
                            const QRectF& bounds, qreal markerRadius, int first = -1);

}  // namespace atlas::views
