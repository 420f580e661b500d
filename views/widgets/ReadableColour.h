#pragma once
// Colours that stay readable on whatever background the theme gives: WCAG 2's contrast ratio
// and a colour moved just far enough towards black or white to reach one.

#include <QColor>

namespace atlas::views {

// WCAG 2 relative luminance of an sRGB colour: 0 for black, 1 for white.
double relativeLuminance(const QColor& colour);
// (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);

// Text needs 4.5 : 1 (WCAG 1.4.3); lines, markers and frames 3 : 1 (WCAG 1.4.11).
inline constexpr double kTextContrast = 4.5;
inline constexpr double kGraphicContrast = 3.0;

// `colour` itself when it reaches `ratio` on `background` (a translucent one as blended there);
// otherwise the same hue, opaque, mixed with black (on a light background) or white (on a dark
// one), no further than needed.
QColor readableOn(const QColor& colour, const QColor& background, double ratio = kTextContrast);

}  // namespace atlas::views
