#pragma once
// WCAG 2 contrast, for tests that check that text stays readable in every theme: the relative
// luminance of an sRGB colour and the ratio of two (1 to 21; text needs at least 4.5).

#include <QColor>
#include <QHash>
#include <QImage>
#include <QRect>
#include <algorithm>
#include <cmath>

namespace atlas::test {

inline double relativeLuminance(const QColor& c) {
    const auto linear = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

inline double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

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
