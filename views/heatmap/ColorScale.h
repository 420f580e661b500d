#pragma once
// How a value becomes a position t ∈ [0, 1] on a colormap, and where the colour bar's ticks go.

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "Snapshot.h"

namespace atlas::views {

class Colormap;

class ColorScale {
    Q_DECLARE_TR_FUNCTIONS(ColorScale)

public:
    enum class Kind { Linear, Log };

    // Attention weights span decades (a sharp head puts 0.98 on one key and 1e-5 on the rest),
    // so the log scale shows the small ones; below this floor every weight looks the same,
    // which keeps numerical noise (1e-9) from stretching the bar over useless decades.
    static constexpr double kDefaultLogFloor = 1e-4;

    // Where the scale's ends come from: the values as they are, or ±max(|low|, |high|) so that
    // 0 sits at t = 0.5 (signed data on a diverging colormap).
    enum class Span { AsGiven, Symmetric };
    // Symmetric for a diverging colormap (0 is its white middle), else as given.
    static Span spanFor(const Colormap& colormap);

    ColorScale() = default;
    // Values in [low, high], or around 0 for a symmetric span.
    ColorScale(double low, double high, Kind kind = Kind::Linear, Span span = Span::AsGiven);

    // A scale covering the finite values of `grid`: [min(0, min), max], or symmetric around 0.
    // An all-zero grid gets [0, 1].
    static ColorScale covering(const Grid& grid, Kind kind, Span span);

    Kind kind() const { return kind_; }
    bool isSymmetric() const { return symmetric_; }
    double low() const { return low_; }
    double high() const { return high_; }
    double logFloor() const { return logFloor_; }
    void setLogFloor(double floor);

    // Linear: (v − low)/(high − low). Log: log10(max(v, floor)) spread over [floor, high], so
    // values at or below the floor sit at t = 0. Symmetric: 0.5 ± half of that for |v|, so the
    // log scale of a difference is a symmetric log. Clamped to [0, 1]; NaN stays NaN (masked).
    double position(double value) const;

    struct Tick {
        double value;
        QString label;  // as few decimals as the step needs ("0.25"); log decades "10⁻³"
    };
    // Values worth a tick on the colour bar, low to high, at most `maxTicks` of them (≥ 2):
    // 1-2-5 steps (linear) or powers of ten (log), mirrored around 0 for symmetric scales.
    std::vector<Tick> ticks(int maxTicks) const;

    // Three significant digits for a hover readout ("0.734", "0.000123", "−0.21").
    static QString formatValue(double value);
    // At most four characters for a value written inside a cell (".73", "1", "−.05", "12").
    static QString formatCell(double value);

private:
    double magnitudePosition(double magnitude) const;  // 0…1 for |v| within [0, top]
    double top() const;                                // largest magnitude shown

    double low_ = 0.0;
    double high_ = 1.0;
    Kind kind_ = Kind::Linear;
    bool symmetric_ = false;
    double logFloor_ = kDefaultLogFloor;
};

}  // namespace atlas::views
