#include "ReadableColour.h"

#include <algorithm>
#include <cmath>

#include "PaintHelpers.h"

namespace atlas::views {

double relativeLuminance(const QColor& colour) {
    const auto linear = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
           0.0722 * linear(colour.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& asked, const QColor& background, double ratio) {
    // A translucent colour (Qt's placeholder text is half-transparent ink) as it lands.
    const QColor colour = asked.alpha() == 255 ? asked : mixed(asked, background, asked.alphaF());
    if (contrastRatio(colour, background) >= ratio) return asked;
    // Away from the background: towards black on light, towards white on dark. Black or white
    // is always the best there is, so the search ends.
    const QColor pole = relativeLuminance(background) > 0.18 ? QColor(Qt::black) : Qt::white;
    for (int step = 1; step <= 20; ++step) {
        const QColor c = mixed(pole, colour, step / 20.0);
        if (contrastRatio(c, background) >= ratio) return c;
    }
    return pole;
}

}  // namespace atlas::views
