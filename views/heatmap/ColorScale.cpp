#include "ColorScale.h"

#include <algorithm>
#include <cmath>

#include "Colormap.h"

namespace atlas::views {

namespace {

// Typographic minus: "-0.2" reads as a dash on a projector.
QString withMinus(QString text) {
    if (text.startsWith(QLatin1Char('-'))) text.replace(0, 1, QChar(0x2212));
    return text;
}

QString superscript(int exponent) {
    static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString out;
    for (QChar c : QString::number(std::abs(exponent))) out += QChar(digits[c.digitValue()]);
    return (exponent < 0 ? QString(QChar(0x207B)) : QString()) + out;
}

QString decadeLabel(int exponent) {
    if (exponent >= -2 && exponent <= 2) return QString::number(std::pow(10.0, exponent), 'g', 3);
    return QStringLiteral("10") + superscript(exponent);
}

// The smallest 1, 2 or 5 × 10^k not below `rough`.
double niceStep(double rough) {
    const double decade = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= rough * (1 - 1e-9)) return m * decade;
    return 10 * decade;
}

}  // namespace

ColorScale::Span ColorScale::spanFor(const Colormap& colormap) {
    return colormap.isDiverging() ? Span::Symmetric : Span::AsGiven;
}

ColorScale::ColorScale(double low, double high, Kind kind, Span span)
    : low_(std::min(low, high)),
      high_(std::max(low, high)),
      kind_(kind),
      symmetric_(span == Span::Symmetric) {
    if (symmetric_) {
        const double m = std::max(std::abs(low_), std::abs(high_));
        low_ = -m;
        high_ = m;
    }
    if (!(high_ > low_)) high_ = low_ + 1.0;
}

ColorScale ColorScale::covering(const Grid& grid, Kind kind, Span span) {
    double lo = 0.0, hi = 0.0;
    for (float v : grid.values) {
        if (!std::isfinite(v)) continue;
        lo = std::min(lo, double(v));
        hi = std::max(hi, double(v));
    }
    if (lo == 0.0 && hi == 0.0) hi = 1.0;
    return ColorScale(lo, hi, kind, span);
}

void ColorScale::setLogFloor(double floor) {
    if (floor > 0.0 && std::isfinite(floor)) logFloor_ = floor;
}

double ColorScale::top() const {
    // A symmetric scale keeps high_ = max |v|; a log scale needs at least one decade.
    return kind_ == Kind::Log ? std::max(high_, logFloor_ * 10.0) : high_;
}

double ColorScale::magnitudePosition(double magnitude) const {
    if (kind_ == Kind::Linear) return magnitude / top();
    const double lf = std::log10(logFloor_);
    return (std::log10(std::max(magnitude, logFloor_)) - lf) / (std::log10(top()) - lf);
}

double ColorScale::position(double value) const {
    if (std::isnan(value)) return value;
    double t;
    if (symmetric_) {
        const double half = 0.5 * magnitudePosition(std::abs(value));
        t = value < 0 ? 0.5 - half : 0.5 + half;
    } else if (kind_ == Kind::Log) {
        t = magnitudePosition(value);
    } else {
        t = (value - low_) / (high_ - low_);
    }
    return std::clamp(t, 0.0, 1.0);
}

std::vector<ColorScale::Tick> ColorScale::ticks(int maxTicks) const {
    maxTicks = std::max(maxTicks, 2);
    std::vector<Tick> out;
    if (kind_ == Kind::Log) {
        const int first = int(std::ceil(std::log10(logFloor_) - 1e-9));
        const int last = int(std::floor(std::log10(top()) + 1e-9));
        const int sides = symmetric_ ? 2 : 1;
        // Leave room for the 0 of a symmetric bar; thin the decades evenly from the top.
        const int room = std::max(1, (maxTicks - (symmetric_ ? 1 : 0)) / sides);
        const int every = std::max(1, int(std::ceil(double(last - first + 1) / room)));
        std::vector<int> decades;
        for (int e = last; e >= first; e -= every) decades.insert(decades.begin(), e);
        if (symmetric_) {
            for (auto it = decades.rbegin(); it != decades.rend(); ++it)
                out.push_back({-std::pow(10.0, *it), withMinus("-" + decadeLabel(*it))});
            out.push_back({0.0, QStringLiteral("0")});
        }
        for (int e : decades) out.push_back({std::pow(10.0, e), decadeLabel(e)});
        return out;
    }
    double step = niceStep((high_ - low_) / (maxTicks - 1));
    while ((std::floor(high_ / step + 1e-9) - std::ceil(low_ / step - 1e-9) + 1) > maxTicks)
        step = niceStep(step * 1.01);
    const int decimals = std::max(0, -int(std::floor(std::log10(step) + 1e-9)));
    for (double k = std::ceil(low_ / step - 1e-9); k * step <= high_ + step * 1e-9; k += 1) {
        const double v = std::abs(k) < 0.5 ? 0.0 : k * step;
        out.push_back({v, withMinus(QString::number(v, 'f', decimals))});
    }
    return out;
}

QString ColorScale::formatValue(double value) {
    if (std::isnan(value)) return tr("masked");
    return withMinus(QString::number(value, 'g', 3));
}

QString ColorScale::formatCell(double value) {
    if (std::isnan(value)) return {};
    const double m = std::abs(value);
    QString text;
    if (m >= 9.95) {
        text = QString::number(value, 'f', 0);
    } else if (m >= 0.995) {
        text = QString::number(value, 'f', 1);
        if (text.endsWith(QLatin1String(".0"))) text.chop(2);
    } else {
        // ".73" rather than "0.73": the leading zero costs width and says nothing in a cell.
        text = QString::number(value, 'f', 2);
        text.replace(QLatin1String("0."), QLatin1String("."));
        if (text == QLatin1String(".00") || text == QLatin1String("-.00"))
            text = QStringLiteral("0");
    }
    return withMinus(text);
}

}  // namespace atlas::views
