#pragma once
// The small pieces the Approximations page builds its tabs from: how a number, a cache format or
// a runner's series name reads, a caption, an approximation map.

#include <QString>
#include <vector>

#include "ApproxFigures.h"
#include "ApproxRunner.h"

class QLabel;
class QWidget;

namespace atlas {

namespace views {
class HeatmapWidget;
}

namespace approx_widgets {

// The randomized methods, in the order of the page's method list.
inline constexpr approx::ApproxMethod kRandomMethods[] = {approx::ApproxMethod::Performer,
                                                          approx::ApproxMethod::Nystrom,
                                                          approx::ApproxMethod::RandomizedSvd};

// A name that ApproxRunner leaves untranslated, in the language in use.
QString runnerText(const QString& source);
std::vector<views::Series> translated(std::vector<views::Series> series);
QString number(double v, int digits = 3);
QLabel* caption(const QString& text, QWidget* parent);  // rich text, wrapped
QString formatName(approx::KvFormat f);                 // "fp8 e4m3", "int4", …
views::HeatmapWidget* makeMap(QWidget* parent);         // no value labels, 12 lines square
// "eff. rank\nZ⁻¹A": a table header on two lines, the last word on the second.
QString brokenAtLastSpace(const QString& text);

}  // namespace approx_widgets
}  // namespace atlas
