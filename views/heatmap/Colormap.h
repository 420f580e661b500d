#pragma once
// The colours every heatmap shares: perceptually uniform sequential maps for weights and one
// diverging map for signed differences, so that equal steps in value read as equal steps in
// colour and a colour bar means the same on every page.

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <array>

namespace atlas::views {

class Colormap {
    Q_DECLARE_TR_FUNCTIONS(Colormap)

public:
    // Viridis, magma and cividis are matplotlib's published 256-entry tables (cividis is also
    // readable with red-green colour blindness). Grey runs white → black linearly in CIELAB L*,
    // so dark means heavy on paper. Diverging is ColorBrewer RdBu reversed: blue for negative,
    // near-white for zero, red for positive, with equal lightness on either side.
    enum class Name { Viridis, Magma, Cividis, Grey, Diverging };

    explicit Colormap(Name name = Name::Viridis);

    Name name() const { return name_; }
    bool isDiverging() const { return name_ == Name::Diverging; }
    QString displayName() const { return displayName(name_); }

    // t in [0, 1] (clamped; NaN gives 0) picks one of 256 entries the way matplotlib does,
    // entry floor(t·256), so that the colour of a value matches a matplotlib rendering.
    QRgb rgb(double t) const;
    QColor color(double t) const { return QColor::fromRgb(rgb(t)); }
    static constexpr int size() { return 256; }
    QRgb entry(int index) const;

    static QString displayName(Name name);
    // The maps offered for attention weights (non-negative values), default first.
    static QList<Name> sequential();
    static QList<Name> all();

    // Black or white, whichever has the higher WCAG contrast against `background`, so that a
    // value written into a cell stays readable on any colour of any map.
    static QColor readableTextOn(const QColor& background);
    // WCAG relative luminance of an sRGB colour, 0 (black) … 1 (white).
    static double relativeLuminance(const QColor& color);

private:
    Name name_;
    const std::array<quint32, 256>* table_;
};

}  // namespace atlas::views
