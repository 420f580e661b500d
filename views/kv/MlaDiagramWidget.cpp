#include "MlaDiagramWidget.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "KvChartStyle.h"

namespace atlas::views {

namespace {

QColor fillFor(DiagramBox::Role role, const QPalette& palette) {
    const QColor mla = attentionColor(AttentionKind::MLA);
    switch (role) {
        case DiagramBox::Activation: {
            QColor grey = palette.color(QPalette::WindowText);
            grey.setAlphaF(0.18f);
            return grey;
        }
        case DiagramBox::Weight:
            return mla.lighter(135);
        case DiagramBox::Cache:
            return mla;
        case DiagramBox::Folded:
            return mla.darker(125);
    }
    return Qt::gray;
}

void drawArrow(QPainter& p, const DiagramArrow& a, const QColor& ink, const QFontMetricsF& fm) {
    p.setPen(QPen(ink, 1.4));
    p.drawLine(a.from, a.to);
    const double size = 0.35 * fm.height();
    const double angle = std::atan2(a.to.y() - a.from.y(), a.to.x() - a.from.x());
    QPainterPath head;
    head.moveTo(a.to);
    head.lineTo(a.to - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * size * 1.6);
    head.lineTo(a.to - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * size * 1.6);
    head.closeSubpath();
    p.fillPath(head, ink);
    if (!a.label.isEmpty()) {
        const QPointF mid = (a.from + a.to) / 2;
        const double w = fm.horizontalAdvance(a.label) + 4;
        p.drawText(QRectF(mid.x() - w / 2, mid.y() - 1.25 * fm.height(), w, fm.height()),
                   Qt::AlignCenter, a.label);
    }
}

}  // namespace

MlaDiagramWidget::MlaDiagramWidget(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MlaDiagramWidget::setConfig(const std::optional<Config>& config, int sourceTokens) {
    config_ = config;
    sourceTokens_ = std::max(1, sourceTokens);
    update();
}

MlaDiagram MlaDiagramWidget::diagram() const {
    if (!config_ || !config_->isLatent()) return {};
    const QFontMetricsF fm(font());
    // The last line is the colour key.
    return MlaDiagramLayout::layout(*config_, sourceTokens_,
                                    QSizeF(width(), height() - 1.6 * fm.height()), fm.height(),
                                    [fm](const QString& s) { return fm.horizontalAdvance(s); });
}

void MlaDiagramWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QColor ink = palette().color(QPalette::WindowText);
    const QFontMetricsF fm(font());
    const MlaDiagram d = diagram();
    if (d.boxes.empty()) {
        p.setPen(ink);
        p.drawText(rect(), Qt::AlignCenter, tr("No MLA model to draw."));
        return;
    }
    QFont bold = font();
    bold.setBold(true);
    for (const DiagramLane& lane : d.lanes) {
        QColor band = ink;
        band.setAlphaF(0.04f);
        p.fillRect(lane.rect, band);
        // A title longer than its lane (presentation type at 1280 px) in smaller type, down
        // to 60 %, and only then elided.
        const QRectF box = lane.rect.adjusted(fm.height() * 0.5, fm.height() * 0.3, 0, 0);
        QFont title = bold;
        const qreal wide = QFontMetricsF(bold).horizontalAdvance(lane.title);
        if (wide > box.width() && title.pointSizeF() > 0)
            title.setPointSizeF(title.pointSizeF() * std::max(0.6, box.width() / wide));
        p.setFont(title);
        p.setPen(ink);
        p.drawText(box, Qt::AlignLeft | Qt::AlignTop,
                   QFontMetricsF(title).elidedText(lane.title, Qt::ElideRight, box.width()));
    }
    p.setFont(font());
    for (const DiagramBox& b : d.boxes) {
        const QColor fill = fillFor(b.role, palette());
        p.fillRect(b.rect, fill);
        if (b.stripes > 1) {
            // Head by head: d_h rows of W_uk,h, then d_h rows of W_uv,h; the W_uv bands lighter.
            const double band = b.rect.height() / b.stripes;
            for (int s = 1; s < b.stripes; s += 2)
                p.fillRect(QRectF(b.rect.left(), b.rect.top() + s * band, b.rect.width(), band),
                           fill.lighter(125));
        }
        if (b.splitAt > 0) {
            // The decoupled rotary part, shared by all heads.
            const QRectF rotary(b.rect.left() + b.rect.width() * b.splitAt, b.rect.top(),
                                b.rect.width() * (1 - b.splitAt), b.rect.height());
            p.fillRect(rotary, QBrush(ink, Qt::BDiagPattern));
            p.setPen(QPen(ink, 1.0));
            p.drawLine(rotary.topLeft(), rotary.bottomLeft());
        }
        p.setPen(QPen(ink, 1.0));
        p.drawRect(b.rect);
        const double w = std::max(b.rect.width(), fm.horizontalAdvance(b.name) + 6);
        const QPointF centre = b.rect.center();
        p.drawText(QRectF(centre.x() - w / 2, b.rect.top() - 1.15 * fm.height(), w, fm.height()),
                   Qt::AlignCenter, b.name);
        const QString shape = b.shape();
        const double sw = std::max(b.rect.width(), fm.horizontalAdvance(shape) + 6);
        QColor muted = ink;
        muted.setAlphaF(0.75f);
        p.setPen(muted);
        p.drawText(
            QRectF(centre.x() - sw / 2, b.rect.bottom() + 0.1 * fm.height(), sw, fm.height()),
            Qt::AlignCenter, shape);
    }
    for (const DiagramArrow& a : d.arrows) drawArrow(p, a, ink, fm);
    paintKey(p, QRectF(0, height() - 1.5 * fm.height(), width(), 1.5 * fm.height()));
}

void MlaDiagramWidget::paintKey(QPainter& p, const QRectF& area) const {
    const QFontMetricsF fm(font());
    const double s = 0.9 * fm.height();
    double x = area.left() + 0.5 * fm.height();
    const double y = area.center().y();
    const auto swatch = [&](const QBrush& brush, const QString& text) {
        const QRectF box(x, y - s / 2, s * 1.6, s);
        p.fillRect(box, palette().color(QPalette::Base));
        p.fillRect(box, brush);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawRect(box);
        x += box.width() + 0.4 * fm.height();
        p.drawText(QPointF(x, y + fm.ascent() / 2 - 1), text);
        x += fm.horizontalAdvance(text) + 1.2 * fm.height();
    };
    const QPalette& pal = palette();
    swatch(fillFor(DiagramBox::Activation, pal), tr("activations (n rows: tokens)"));
    swatch(fillFor(DiagramBox::Weight, pal), tr("weights [out × in]"));
    swatch(fillFor(DiagramBox::Cache, pal), tr("cached"));
    swatch(fillFor(DiagramBox::Folded, pal), tr("W_uv,h folded into W_o, once"));
    swatch(QBrush(pal.color(QPalette::WindowText), Qt::BDiagPattern), tr("rotary part (d_r)"));
    swatch(fillFor(DiagramBox::Weight, pal).lighter(125), tr("W_uv,h bands of W_up"));
}

}  // namespace atlas::views
