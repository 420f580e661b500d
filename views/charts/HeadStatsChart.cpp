#include "HeadStatsChart.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <utility>
#include <vector>

namespace atlas::views {

namespace {

// Two columns of bars between a narrow column of head names and one of the head's pattern.
struct Columns {
    QRectF names, entropy, weight, pattern;
};

Columns columnsIn(const QRectF& row, qreal m) {
    const qreal nameW = 3 * m, gap = 1.0 * m, patternW = 7 * m;
    const qreal barW = std::max<qreal>(0, (row.width() - nameW - patternW - 3 * gap) / 2);
    const qreal x = row.left() + nameW + gap;
    return {QRectF(row.left(), row.top(), nameW, row.height()),
            QRectF(x, row.top(), barW, row.height()),
            QRectF(x + barW + gap, row.top(), barW, row.height()),
            QRectF(x + 2 * (barW + gap), row.top(), patternW, row.height())};
}

// The column headings in their columns, in one size: smaller type (down to three quarters)
// where the language's words are longer than a column, elided only past that.
void drawHeadings(QPainter& p, const std::vector<std::pair<QRectF, QString>>& headings) {
    const QFont saved = p.font();
    qreal scale = 1;
    for (const auto& [area, text] : headings) {
        const qreal wide = QFontMetricsF(saved).horizontalAdvance(text);
        if (wide > area.width()) scale = std::min(scale, std::max(0.75, area.width() / wide));
    }
    QFont f = saved;
    if (scale < 1)
        f.pointSizeF() > 0 ? f.setPointSizeF(f.pointSizeF() * scale)
                           : f.setPixelSize(std::max(1, int(f.pixelSize() * scale)));
    p.setFont(f);
    for (const auto& [area, text] : headings)
        p.drawText(area, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(f).elidedText(text, Qt::ElideRight, area.width()));
    p.setFont(saved);
}

}  // namespace

QString HeadStatsChart::patternName(HeadPattern pattern) {
    switch (pattern) {
        case HeadPattern::Previous:
            return tr("← previous");
        case HeadPattern::Next:
            return tr("next →");
        case HeadPattern::Self:
            return tr("itself");
        case HeadPattern::First:
            return tr("first token");
        case HeadPattern::Separator:
            return tr("separators");
        case HeadPattern::Broad:
            break;
    }
    return tr("broad");
}

HeadStatsChart::HeadStatsChart(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void HeadStatsChart::setStats(const std::vector<HeadStats>& stats, const QString& caption) {
    stats_ = stats;
    caption_ = caption;
    updateGeometry();
    update();
}

void HeadStatsChart::setSelectedHead(int head) {
    selected_ = head;
    update();
}

qreal HeadStatsChart::line() const {
    return QFontMetricsF(font()).height();
}

qreal HeadStatsChart::top() const {
    return 0.3 * line() + 1.5 * line() + 1.4 * line();
}

QRectF HeadStatsChart::rowRect(int head) const {
    const qreal m = line();
    return QRectF(0.5 * m, top() + head * 1.5 * m, width() - m, 1.5 * m);
}

QSize HeadStatsChart::sizeHint() const {
    const qreal m = line();
    return QSize(int(32 * m), int(top() + (std::max<size_t>(stats_.size(), 4) * 1.5 + 1) * m));
}

QSize HeadStatsChart::minimumSizeHint() const {
    const qreal m = line();
    return QSize(int(21 * m), int(top() + (stats_.size() * 1.5 + 0.5) * m));
}

void HeadStatsChart::mousePressEvent(QMouseEvent* event) {
    for (int h = 0; h < int(stats_.size()); ++h)
        if (rowRect(h).contains(event->position())) return emit headClicked(h);
    QWidget::mousePressEvent(event);
}

void HeadStatsChart::paintBar(QPainter& p, const QRectF& area, double fraction, const QColor& color,
                              const QString& text, double marker) const {
    const qreal m = line();
    const QRectF track(area.left(), area.center().y() - 0.35 * m, area.width() - 3.2 * m, 0.7 * m);
    QColor trackColor = palette().color(QPalette::WindowText);
    trackColor.setAlphaF(0.08f);
    p.fillRect(track, trackColor);
    p.fillRect(QRectF(track.topLeft(),
                      QSizeF(track.width() * std::clamp(fraction, 0.0, 1.0), track.height())),
               color);
    if (marker >= 0) {
        // Where a uniform head would be: the ceiling this head's entropy is measured against.
        const qreal x = track.left() + track.width() * std::clamp(marker, 0.0, 1.0);
        p.setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DotLine));
        p.drawLine(QPointF(x, track.top() - 0.15 * m), QPointF(x, track.bottom() + 0.15 * m));
    }
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(track.right() + 0.3 * m, area.top(), 2.9 * m, area.height()),
               Qt::AlignLeft | Qt::AlignVCenter, text);
}

void HeadStatsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const qreal m = line();
    const QColor ink = palette().color(QPalette::WindowText);
    QColor quiet = ink;
    quiet.setAlphaF(0.65f);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(ink);
    p.drawText(QRectF(0.5 * m, 0.3 * m, width() - m, 1.5 * m), Qt::AlignLeft | Qt::AlignVCenter,
               caption_.isEmpty() ? tr("Head statistics") : caption_);
    p.setFont(font());
    if (stats_.empty()) return;

    // All bars of a column share one scale: the largest ceiling of the layer for entropy.
    double entropyTop = 0;
    for (const HeadStats& s : stats_) entropyTop = std::max({entropyTop, s.maxEntropy, s.entropy});
    if (entropyTop <= 0) entropyTop = 1;

    const Columns head = columnsIn(QRectF(0.5 * m, top() - 1.4 * m, width() - m, 1.4 * m), m);
    p.setPen(quiet);
    // Every head of a layer sees the same keys, so one ceiling serves the whole column.
    drawHeadings(p, {{head.entropy, tr("entropy in nats · ┊ uniform = %1")
                                        .arg(QString::number(stats_.front().maxEntropy, 'f', 2))},
                     {head.weight, tr("largest weight")},
                     {head.pattern, tr("looks at")}});

    const QColor highlight = palette().color(QPalette::Highlight);
    QColor entropyColor = highlight, weightColor = highlight;
    entropyColor.setAlphaF(0.55f);
    for (int h = 0; h < int(stats_.size()); ++h) {
        const HeadStats& s = stats_[size_t(h)];
        const QRectF row = rowRect(h);
        if (h == selected_) {
            QColor band = highlight;
            band.setAlphaF(0.15f);
            p.fillRect(row, band);
        }
        const Columns c = columnsIn(row, m);
        p.setFont(h == selected_ ? bold : font());
        p.setPen(h == selected_ ? ink : quiet);
        p.drawText(c.names, Qt::AlignLeft | Qt::AlignVCenter, tr("H%1").arg(h));
        p.setFont(font());
        paintBar(p, c.entropy, s.entropy / entropyTop, entropyColor,
                 QString::number(s.entropy, 'f', 2), s.maxEntropy / entropyTop);
        paintBar(p, c.weight, s.maxWeight, weightColor, QString::number(s.maxWeight, 'f', 2), -1);
        // A pattern that takes half of every row is named; a broad head is quiet.
        const bool named = s.pattern.pattern != HeadPattern::Broad;
        p.setPen(named ? ink : quiet);
        const QString pattern = named ? tr("%1 %2")
                                            .arg(patternName(s.pattern.pattern))
                                            .arg(QString::number(s.pattern.weight, 'f', 2))
                                      : patternName(HeadPattern::Broad);
        p.drawText(c.pattern, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(font()).elidedText(pattern, Qt::ElideRight, c.pattern.width()));
    }
}

}  // namespace atlas::views
