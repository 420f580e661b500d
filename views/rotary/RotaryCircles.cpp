#include "RotaryCircles.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "PaintHelpers.h"
#include "ReadableColour.h"
#include "RotaryAngles.h"

namespace atlas::views {

namespace {

constexpr int kMostRotaryPairs = 4;

// An arrow from `from` to `to` with a filled head, in `colour`.
void rotaryArrow(QPainter& p, QPointF from, QPointF to, const QColor& colour, qreal width) {
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    const QPointF d = to - from;
    const qreal length = std::hypot(d.x(), d.y());
    if (length < 1) return;
    const QPointF u = d / length, normal(-u.y(), u.x());
    const qreal head = std::min(length * 0.35, 4.0 * width);
    p.drawLine(from, to - u * head * 0.8);
    QPainterPath tip;
    tip.moveTo(to);
    tip.lineTo(to - u * head + normal * head * 0.45);
    tip.lineTo(to - u * head - normal * head * 0.45);
    tip.closeSubpath();
    p.fillPath(tip, colour);
}

}  // namespace

RotaryCircles::RotaryCircles(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QColor RotaryCircles::queryColor() {
    return QColor(213, 94, 0);  // Okabe–Ito vermilion
}
QColor RotaryCircles::keyColor() {
    return QColor(0, 114, 178);  // Okabe–Ito blue
}

QColor RotaryCircles::onWindow(const QColor& colour, double ratio) const {
    return readableOn(colour, palette().color(QPalette::Window), ratio);
}

QSize RotaryCircles::sizeHint() const {
    return {fontMetrics().height() * 36, fontMetrics().height() * 16};
}
QSize RotaryCircles::minimumSizeHint() const {
    return {fontMetrics().height() * 20, fontMetrics().height() * 10};
}

void RotaryCircles::setVectors(const std::vector<double>& q, const std::vector<double>& k,
                               const std::vector<double>& theta) {
    q_ = q;
    k_ = k;
    theta_ = theta;
    update();
}

void RotaryCircles::setPositions(int m, int n) {
    m_ = m;
    n_ = n;
    update();
}

int RotaryCircles::pairsShown() const {
    const bool ok = q_.size() == 2 * theta_.size() && k_.size() == q_.size();
    return ok ? std::min(int(theta_.size()), kMostRotaryPairs) : 0;
}

QPointF RotaryCircles::pairAt(const std::vector<double>& u, const std::vector<double>& theta, int i,
                              double position) {
    std::vector<double> turned = u;
    rotate(turned, theta, position);
    return {turned[size_t(i)], turned[size_t(i) + theta.size()]};
}

qreal RotaryCircles::textHeight() const {
    return fontMetrics().lineSpacing() * 3.4;
}

qreal RotaryCircles::radius() const {
    const int pairs = std::max(pairsShown(), 1);
    const qreal room = height() - textHeight() - fontMetrics().lineSpacing() * 1.6;
    return std::max(4.0, std::min(width() / qreal(pairs) * 0.42, room / 2));
}

QPointF RotaryCircles::centre(int i) const {
    const int pairs = std::max(pairsShown(), 1);
    const qreal cell = width() / qreal(pairs);
    return {cell * (i + 0.5), fontMetrics().lineSpacing() * 1.6 + radius()};
}

void RotaryCircles::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) update();
}

void RotaryCircles::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int pairs = pairsShown();
    if (pairs == 0) return;
    // One scale for every arrow, so that their lengths compare: the longest pair fills a circle.
    double longest = 1e-12;
    for (int i = 0; i < pairs; ++i)
        for (const auto* u : {&q_, &k_})
            longest =
                std::max(longest, std::hypot((*u)[size_t(i)], (*u)[size_t(i) + theta_.size()]));
    const qreal unit = radius() / longest;
    // The legend: which arrow is which, at which position.
    const qreal line = fontMetrics().lineSpacing();
    p.setPen(onWindow(queryColor(), kTextContrast));
    const QString q = tr("query R(m)q at m = %1").arg(m_);
    p.drawText(QPointF(line * 0.5, line), q);
    p.setPen(onWindow(keyColor(), kTextContrast));
    p.drawText(QPointF(line * 1.5 + fontMetrics().horizontalAdvance(q), line),
               tr("key R(n)k at n = %1").arg(n_));
    for (int i = 0; i < pairs; ++i) paintPair(p, i, unit);
}

void RotaryCircles::paintPair(QPainter& p, int i, qreal unit) const {
    const QPointF c = centre(i);
    const qreal r = radius();
    const QColor text = palette().color(QPalette::WindowText);
    p.setPen(QPen(mixed(text, palette().color(QPalette::Window), 0.35), 1));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r, r);
    p.drawLine(c - QPointF(r, 0), c + QPointF(r, 0));
    p.drawLine(c - QPointF(0, r), c + QPointF(0, r));
    // y up, as the plane of (u_i, u_{i+r/2}) is drawn in mathematics.
    const auto at = [&](QPointF v) { return c + QPointF(v.x(), -v.y()) * unit; };
    const QPointF q0 = pairAt(q_, theta_, i, 0), k0 = pairAt(k_, theta_, i, 0);
    const QPointF qm = pairAt(q_, theta_, i, m_), kn = pairAt(k_, theta_, i, n_);
    const auto faint = [&](QColor colour) {
        colour.setAlphaF(0.3f);
        return colour;
    };
    rotaryArrow(p, c, at(q0), faint(queryColor()), 1.5);
    rotaryArrow(p, c, at(k0), faint(keyColor()), 1.5);
    rotaryArrow(p, c, at(qm), onWindow(queryColor(), kGraphicContrast), 3);
    rotaryArrow(p, c, at(kn), onWindow(keyColor(), kGraphicContrast), 3);
    // Beneath: the pair's frequency, its two angles and its share of the score.
    const qreal line = fontMetrics().lineSpacing();
    const double theta = theta_[size_t(i)];
    const QString lines[] = {
        tr("pair %1: θ = %2").arg(i).arg(theta, 0, 'g', 4),
        tr("mθ = %1, nθ = %2").arg(m_ * theta, 0, 'f', 2).arg(n_ * theta, 0, 'f', 2),
        tr("share of qᵀk: %1").arg(qm.x() * kn.x() + qm.y() * kn.y(), 0, 'f', 3)};
    p.setPen(text);
    const qreal cell = width() / qreal(pairsShown());
    for (int j = 0; j < 3; ++j) {
        // Smaller type where a narrow window leaves a line no room beside its neighbours.
        const qreal wide = fontMetrics().horizontalAdvance(lines[j]);
        p.setFont(wide > cell * 0.96 ? scaledFont(font(), std::max(0.6, cell * 0.96 / wide))
                                     : font());
        p.drawText(QRectF(c.x() - cell / 2, c.y() + r + line * (0.3 + j), cell, line),
                   Qt::AlignCenter, lines[j]);
    }
    p.setFont(font());
}

}  // namespace atlas::views
