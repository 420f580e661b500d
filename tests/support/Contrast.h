#pragma once
// Contrast as drawn, for tests that check that text stays readable in every theme: the
// background a rendered widget shows and the strongest contrast its ink reaches on it (WCAG 2's
// ratio, views/widgets/ReadableColour.h).

#include <QColor>
#include <QHash>
#include <QImage>
#include <QRect>
#include <algorithm>
#include <cmath>

#include "ReadableColour.h"

namespace atlas::test {

using views::contrastRatio;

// The colour that covers most of `rect` in `image`: the background that text is drawn on.
inline QColor commonestColour(const QImage& image, const QRect& rect) {
    QHash<QRgb, int> counts;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) ++counts[image.pixel(x, y) | 0xff000000u];
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    return QColor::fromRgb(best);
}

// The strongest contrast any pixel of `rect` has with `background`: for rendered text, the ink
// at the core of its strokes (antialiased edges only lower it).
inline double strongestContrast(const QImage& image, const QRect& rect, const QColor& background) {
    double best = 1;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            best = std::max(best, contrastRatio(QColor::fromRgb(image.pixel(x, y)), background));
    return best;
}

}  // namespace atlas::test
