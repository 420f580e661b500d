#include "AttributionBars.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

#include "TokenLabel.h"

namespace atlas::views {

namespace {

// The diverging map's two ends (views/heatmap/Colormap: blue negative, red positive).
const QColor kPositive(178, 24, 43), kNegative(33, 102, 172);

}  // namespace

std::vector<double> barFractions(const std::vector<double>& values) {
    double largest = 0;
    for (double v : values)
        if (std::isfinite(v)) largest = std::max(largest, std::abs(v));
    std::vector<double> out;
    for (double v : values) out.push_back(largest > 0 && std::isfinite(v) ? v / largest : 0.0);
    return out;
}

AttributionBars::AttributionBars(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(fontMetrics().height() * 8);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void AttributionBars::setData(const QVector<Token>& tokens, std::vector<AttributionSeries> series) {
    tokens_ = tokens;
    series_ = std::move(series);
    updateGeometry();
    update();
}

void AttributionBars::setTitle(const QString& title) {
    title_ = title;
    update();
}

QSize AttributionBars::sizeHint() const {
    const int line = fontMetrics().height();
    return {600, line * (3 + 3 * std::max<int>(int(series_.size()), 1))};
}

QSize AttributionBars::minimumSizeHint() const {
    const int line = fontMetrics().height();
    const int rows = std::max<int>(int(series_.size()), 1);
    return {line * 12, int(line * (3.4 + 1.5 * rows))};
}

AttributionBars::Geometry AttributionBars::geometry() const {
    const QFontMetricsF fm(font());
    qreal left = 0;
    for (const AttributionSeries& s : series_) left = std::max(left, fm.horizontalAdvance(s.name));
    left += fm.height();
    const qreal top = fm.height() * 1.6;     // the title
    const qreal bottom = fm.height() * 1.8;  // the token labels
    const qreal rows = std::max<qreal>(qreal(series_.size()), 1);
    const qreal rowHeight = std::max<qreal>((height() - top - bottom) / rows, 4);
    const qreal slot =
        (width() - left - fm.height() * 0.5) / std::max<qsizetype>(tokens_.size(), 1);
    return {left, top, rowHeight, slot};
}

QRectF AttributionBars::barRect(int s, int j) const {
    if (s < 0 || size_t(s) >= series_.size() || j < 0 || j >= tokens_.size()) return {};
    const Geometry g = geometry();
    const AttributionSeries& series = series_[size_t(s)];
    if (size_t(j) >= series.values.size()) return {};
    const double f = barFractions(series.values)[size_t(j)];
    const qreal rowTop = g.top + s * g.rowHeight;
    const qreal usable = g.rowHeight * 0.8;
    const qreal x = g.left + j * g.slot + g.slot * 0.15, w = g.slot * 0.7;
    if (!series.isSigned) return {x, rowTop + usable * (1 - f), w, usable * f};
    const qreal middle = rowTop + usable / 2;
    return f >= 0 ? QRectF(x, middle - usable / 2 * f, w, usable / 2 * f)
                  : QRectF(x, middle, w, -usable / 2 * f);
}

QString AttributionBars::toolTipAt(const QPointF& at) const {
    const Geometry g = geometry();
    const qreal row = (at.y() - g.top) / g.rowHeight;
    if (row >= 0 && size_t(row) < series_.size() && series_[size_t(row)].values.empty())
        return series_[size_t(row)].note;  // drawn wrapped, perhaps cut
    const qreal column = (at.x() - g.left) / g.slot;
    if (column < 0 || column >= tokens_.size()) return {};
    return TokenLabel::text(tokens_[int(column)]);  // its label may be elided
}

bool AttributionBars::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void AttributionBars::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QColor text = palette().color(QPalette::WindowText);
    const QColor rule = palette().color(QPalette::Mid);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRectF(0, 0, width(), g.top), Qt::AlignLeft | Qt::AlignVCenter, title_);
    p.setFont(font());
    for (size_t s = 0; s < series_.size(); ++s) {
        const AttributionSeries& series = series_[s];
        const qreal rowTop = g.top + qreal(s) * g.rowHeight;
        const qreal usable = g.rowHeight * 0.8;
        p.setPen(text);
        p.drawText(QRectF(0, rowTop, g.left - 4, usable), Qt::AlignRight | Qt::AlignVCenter,
                   series.name);
        const qreal base = series.isSigned ? rowTop + usable / 2 : rowTop + usable;
        p.setPen(rule);
        p.drawLine(QPointF(g.left, base), QPointF(width() - 4, base));
        if (series.values.empty()) {
            p.setPen(text);
            p.drawText(QRectF(g.left + 6, rowTop, width() - g.left - 10, usable),
                       Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, series.note);
            continue;
        }
        for (int j = 0; j < tokens_.size() && size_t(j) < series.values.size(); ++j) {
            const bool negative = series.values[size_t(j)] < 0;
            p.fillRect(barRect(int(s), j), negative ? kNegative : kPositive);
        }
    }
    p.setPen(text);
    const qreal labels = g.top + qreal(std::max<size_t>(series_.size(), 1)) * g.rowHeight;
    const QFontMetricsF fm(font());
    for (int j = 0; j < tokens_.size(); ++j) {
        const QString label =
            fm.elidedText(TokenLabel::text(tokens_[j]), Qt::ElideRight, std::max(g.slot - 2, 8.0));
        p.drawText(QRectF(g.left + j * g.slot, labels, g.slot, height() - labels),
                   Qt::AlignHCenter | Qt::AlignTop, label);
    }
}

}  // namespace atlas::views
