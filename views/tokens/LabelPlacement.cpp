#include "LabelPlacement.h"

#include <array>

namespace atlas::views {

namespace {

// The candidate spots for a label of `size` next to a marker of `radius` at `p`, best first:
// to the right reads most naturally after the point, then the other sides, then the corners.
std::array<QRectF, 8> candidates(const QPointF& p, const QSizeF& size, qreal radius) {
    const qreal w = size.width(), h = size.height(), gap = radius * 1.4;
    return {
        QRectF(p.x() + gap, p.y() - h / 2, w, h),
        QRectF(p.x() - gap - w, p.y() - h / 2, w, h),
        QRectF(p.x() - w / 2, p.y() - gap - h, w, h),
        QRectF(p.x() - w / 2, p.y() + gap, w, h),
        QRectF(p.x() + gap * 0.7, p.y() - gap * 0.7 - h, w, h),
        QRectF(p.x() + gap * 0.7, p.y() + gap * 0.7, w, h),
        QRectF(p.x() - gap * 0.7 - w, p.y() - gap * 0.7 - h, w, h),
        QRectF(p.x() - gap * 0.7 - w, p.y() + gap * 0.7, w, h),
    };
}

}  // namespace

QVector<QRectF> placeLabels(const QVector<QPointF>& points, const QVector<QSizeF>& sizes,
                            const QRectF& bounds, qreal markerRadius, int first) {
    const int n = int(std::min(points.size(), sizes.size()));
    QVector<QRectF> placed(n);
    QVector<QRectF> taken;
    for (int i = 0; i < n; ++i)
        taken.push_back(QRectF(points[i] - QPointF(markerRadius, markerRadius),
                               QSizeF(2 * markerRadius, 2 * markerRadius)));

    QVector<int> order;
    if (first >= 0 && first < n) order.push_back(first);
    for (int i = 0; i < n; ++i)
        if (i != first) order.push_back(i);

    for (int i : order) {
        const auto spots = candidates(points[i], sizes[i], markerRadius);
        for (const QRectF& spot : spots) {
            if (!bounds.contains(spot)) continue;
            bool free = true;
            for (int k = 0; k < taken.size() && free; ++k)
                // A point's own marker does not push its label away.
                free = k == i || !taken[k].intersects(spot);
            if (!free) continue;
            placed[i] = spot;
            break;
        }
        if (i == first && placed[i].isNull()) {
            // Crowded: cover other markers rather than hide the label that was asked for.
            placed[i] = spots[0];
            for (const QRectF& spot : spots)
                if (bounds.contains(spot)) {
                    placed[i] = spot;
                    break;
                }
        }
        if (!placed[i].isNull()) taken.push_back(placed[i]);
    }
    return placed;
}

}  // namespace atlas::views
