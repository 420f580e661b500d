#pragma once
// Small pieces of drawing arithmetic that the token, scatter and alignment widgets share.

#include <QColor>
#include <QFont>

namespace atlas::views {

// a·w + b·(1 − w) per sRGB channel: tints and muted tones derived from the palette, so that the
// light and the dark theme both keep them apart from the background.
inline QColor mixed(const QColor& a, const QColor& b, qreal weightOfA) {
    return QColor::fromRgbF(float(a.redF() * weightOfA + b.redF() * (1 - weightOfA)),
                            float(a.greenF() * weightOfA + b.greenF() * (1 - weightOfA)),
                            float(a.blueF() * weightOfA + b.blueF() * (1 - weightOfA)));
}

// `base` scaled by `factor`, so that sizes follow the widget font (and presentation mode).
inline QFont scaledFont(const QFont& base, qreal factor) {
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(qMax(1, qRound(base.pixelSize() * factor)));
    return f;
}

// Token labels beside points and lines: a little larger than the UI text around them.
inline QFont tokenFont(const QFont& base) {
    return scaledFont(base, 1.15);
}

}  // namespace atlas::views
