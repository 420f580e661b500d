#include "CacheLayersWidget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <limits>

#include "AttentionLabels.h"
#include "CellImage.h"
#include "KvChartStyle.h"

namespace atlas::views {

CacheLayersWidget::CacheLayersWidget(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void CacheLayersWidget::setCaches(const Config& config, const std::vector<int>& held, int limit) {
    kind_ = config.attention;
    held_ = held;
    windows_.clear();
    for (int l = 0; l < int(held.size()); ++l) windows_.push_back(config.windowOf(l));
    limit_ = std::max(limit, 1);
    updateGeometry();
    update();
}

qreal CacheLayersWidget::lineHeight() const {
    return QFontMetricsF(font()).height();
}

QString CacheLayersWidget::label(int layer) const {
    const bool anyWindow =
        std::any_of(windows_.begin(), windows_.end(), [](int w) { return w > 0; });
    const QString name = tr("L%1").arg(layer);
    if (!anyWindow) return name;
    return name + QLatin1Char(' ') + AttentionLabels::windowSpan(windows_[size_t(layer)]);
}

qreal CacheLayersWidget::labelWidth() const {
    const QFontMetricsF metrics(font());
    qreal w = 0;
    for (int l = 0; l < int(held_.size()); ++l)
        w = std::max(w, metrics.horizontalAdvance(label(l)));
    return w + lineHeight();
}

QRectF CacheLayersWidget::barArea(int layer) const {
    const qreal m = lineHeight();
    const qreal left = labelWidth();
    // The count after the bar: "12 tokens · capped" at most.
    const qreal right = width() - 10 * m;
    return QRectF(left, 0.3 * m + layer * 1.4 * m, std::max<qreal>(right - left, m), 1.0 * m);
}

QRectF CacheLayersWidget::barRect(int layer) const {
    QRectF r = barArea(layer);
    r.setWidth(r.width() * std::min(1.0, double(held_[size_t(layer)]) / limit_));
    return r;
}

qreal CacheLayersWidget::tickX(int layer) const {
    const int window = windows_[size_t(layer)];
    if (window <= 0 || window > limit_) return std::numeric_limits<qreal>::quiet_NaN();
    const QRectF r = barArea(layer);
    return r.left() + r.width() * double(window) / limit_;
}

bool CacheLayersWidget::capped(int layer) const {
    const int window = windows_[size_t(layer)];
    return window > 0 && held_[size_t(layer)] >= window;
}

QSize CacheLayersWidget::sizeHint() const {
    const qreal m = lineHeight();
    return QSize(int(30 * m), int((0.6 + 1.4 * std::max<size_t>(held_.size(), 1)) * m));
}

QSize CacheLayersWidget::minimumSizeHint() const {
    return QSize(int(16 * lineHeight()), sizeHint().height());
}

void CacheLayersWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void CacheLayersWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (int l = 0; l < int(held_.size()); ++l) paintLayer(p, l);
}

void CacheLayersWidget::paintLayer(QPainter& p, int layer) const {
    const qreal m = lineHeight();
    const QColor ink = palette().color(QPalette::WindowText);
    QColor quiet = ink;
    quiet.setAlphaF(0.6f);
    const QRectF track = barArea(layer);
    p.setPen(ink);
    p.drawText(QRectF(0, track.top() - 0.2 * m, track.left() - 0.5 * m, 1.4 * m),
               Qt::AlignRight | Qt::AlignVCenter, label(layer));
    p.fillRect(track, palette().color(QPalette::AlternateBase));
    // A full cache in the window's colour: it forgets its oldest token for every new one.
    const bool full = capped(layer);
    p.fillRect(barRect(layer), full ? QColor::fromRgb(kWindowHatchColor) : attentionColor(kind_));
    const int held = held_[size_t(layer)];
    // One numerus per message: English has no .qm to supply its plural forms.
    QString count = held == 1 ? tr("%n token", nullptr, held) : tr("%n tokens", nullptr, held);
    if (const qreal x = tickX(layer); !std::isnan(x)) {
        p.setPen(QPen(ink, std::max(1.5, m / 8), Qt::SolidLine, Qt::FlatCap));
        p.drawLine(QPointF(x, track.top() - 0.25 * m), QPointF(x, track.bottom() + 0.25 * m));
        //: the cache holds all it can: the sliding window is full
        if (full) count += tr(" · capped");
    }
    p.setPen(full ? ink : quiet);
    p.drawText(QRectF(track.right() + 0.5 * m, track.top() - 0.2 * m, 9.5 * m, 1.4 * m),
               Qt::AlignLeft | Qt::AlignVCenter, count);
}

}  // namespace atlas::views
