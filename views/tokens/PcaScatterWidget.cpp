#include "PcaScatterWidget.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "LabelPlacement.h"
#include "PaintHelpers.h"
#include "TokenLabel.h"

namespace atlas::views {

namespace {

qreal lineHeight(const QFont& font) {
    return QFontMetricsF(font).height();
}

}  // namespace

PcaScatterWidget::PcaScatterWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PcaScatterWidget::setProjection(const PcaResult& projection, const QVector<Token>& tokens) {
    const bool usable = projection.components >= 2 && projection.rows == tokens.size();
    projection_ = usable ? projection : PcaResult{};
    tokens_ = usable ? tokens : QVector<Token>{};
    hovered_ = -1;
    update();
}

void PcaScatterWidget::clear() {
    setProjection({}, {});
}

void PcaScatterWidget::setTitle(const QString& title) {
    title_ = title;
    update();
}

void PcaScatterWidget::setHighlighted(int index) {
    if (index == highlighted_) return;
    highlighted_ = index;
    update();
}

QString PcaScatterWidget::axisTitle(int component) const {
    const double share = component < int(projection_.explained.size())
                             ? projection_.explained[size_t(component)]
                             : 0.0;
    return tr("PC %1 · %2 % of variance").arg(component + 1).arg(share * 100, 0, 'f', 1);
}

namespace {

int countNull(const QVector<QRectF>& rects) {
    return int(
        std::count_if(rects.begin(), rects.end(), [](const QRectF& r) { return r.isNull(); }));
}

}  // namespace

PcaScatterWidget::Geometry PcaScatterWidget::geometry() const {
    // A line under the axis title says how many labels were left out, when some were.
    const Geometry g = layout(0);
    const int hidden = countNull(labelRects(g));
    if (hidden == 0) return g;
    const QFontMetricsF fm(noteFont());
    const QRectF room(0, 0, width() - 2 * lineHeight(font()), 1e4);
    return layout(fm.boundingRect(room, Qt::TextWordWrap, noteFor(hidden)).height() +
                  0.3 * fm.height());
}

QFont PcaScatterWidget::noteFont() const {
    return scaledFont(font(), 0.9);
}

PcaScatterWidget::Geometry PcaScatterWidget::layout(qreal noteHeight) const {
    const qreal m = lineHeight(font());
    Geometry g;
    g.radius = 0.32 * m;
    g.title = QRectF(0, 0, width(), 1.6 * m);
    const qreal bottom = height() - noteHeight;
    g.note = QRectF(1.5 * m, bottom, width() - 2 * m, noteHeight);
    g.yAxisTitle = QRectF(0, g.title.bottom(), 1.5 * m, bottom - g.title.bottom() - 1.6 * m);
    g.xAxisTitle =
        QRectF(g.yAxisTitle.right(), bottom - 1.6 * m, width() - g.yAxisTitle.right(), 1.6 * m);
    g.plot = QRectF(QPointF(g.yAxisTitle.right(), g.title.bottom()),
                    QPointF(width() - 0.5 * m, g.xAxisTitle.top()));

    const int n = projection_.rows;
    if (n == 0) return g;
    qreal minX = projection_.at(0, 0), maxX = minX, minY = projection_.at(0, 1), maxY = minY;
    for (int i = 1; i < n; ++i) {
        minX = std::min<qreal>(minX, projection_.at(i, 0));
        maxX = std::max<qreal>(maxX, projection_.at(i, 0));
        minY = std::min<qreal>(minY, projection_.at(i, 1));
        maxY = std::max<qreal>(maxY, projection_.at(i, 1));
    }
    // Room inside the frame for the markers and for labels beside the outermost points.
    const QRectF inner = g.plot.adjusted(3 * m, 1.5 * m, -5 * m, -1.5 * m);
    const qreal spanX = maxX - minX, spanY = maxY - minY;
    const qreal sx = spanX > 0 ? inner.width() / spanX : HUGE_VAL;
    const qreal sy = spanY > 0 ? inner.height() / spanY : HUGE_VAL;
    g.scale = std::isfinite(std::min(sx, sy)) ? std::max<qreal>(0, std::min(sx, sy)) : 1.0;
    const QPointF centre = inner.center();
    g.origin =
        QPointF(centre.x() - g.scale * (minX + maxX) / 2, centre.y() + g.scale * (minY + maxY) / 2);
    return g;
}

QPointF PcaScatterWidget::toWidget(const Geometry& g, int index) const {
    return {g.origin.x() + g.scale * projection_.at(index, 0),
            g.origin.y() - g.scale * projection_.at(index, 1)};  // PC 2 up
}

QPointF PcaScatterWidget::pointPosition(int index) const {
    if (index < 0 || index >= projection_.rows) return {};
    return toWidget(geometry(), index);
}

int PcaScatterWidget::pointAt(const QPointF& position) const {
    const Geometry g = geometry();
    const qreal grab = 2.5 * g.radius;
    int best = -1;
    qreal bestDistance = grab * grab;
    for (int i = 0; i < projection_.rows; ++i) {
        const QPointF d = toWidget(g, i) - position;
        const qreal distance = QPointF::dotProduct(d, d);
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QVector<QRectF> PcaScatterWidget::labelRects(const Geometry& g) const {
    const QFont plain = tokenFont(font());
    QFont bold = plain;
    bold.setBold(true);  // the focused label is set in bold: measure it so
    const int first = hovered_ >= 0 ? hovered_ : highlighted_;
    QVector<QPointF> points;
    QVector<QSizeF> sizes;
    for (int i = 0; i < projection_.rows; ++i) {
        points.push_back(toWidget(g, i));
        sizes.push_back(QSizeF(TokenLabel::width(tokens_[i], i == first ? bold : plain) + 6,
                               QFontMetricsF(plain).height()));
    }
    return placeLabels(points, sizes, g.plot.adjusted(2, 2, -2, -2), g.radius, first);
}

QVector<QRectF> PcaScatterWidget::labelRects() const {
    return labelRects(geometry());
}

int PcaScatterWidget::hiddenLabels() const {
    return countNull(labelRects());
}

QString PcaScatterWidget::labelNote() const {
    return noteFor(hiddenLabels());
}

QString PcaScatterWidget::noteFor(int hidden) const {
    if (hidden == 0) return {};
    return tr("%1 of %2 labels hidden: they would overlap. Hover a point to read it.")
        .arg(hidden)
        .arg(projection_.rows);
}

QSize PcaScatterWidget::sizeHint() const {
    const qreal m = lineHeight(font());
    return QSize(int(30 * m), int(24 * m));
}

QSize PcaScatterWidget::minimumSizeHint() const {
    const qreal m = lineHeight(font());
    return QSize(int(14 * m), int(10 * m));
}

void PcaScatterWidget::setHovered(int index) {
    if (index == hovered_) return;
    hovered_ = index;
    update();
    emit pointHovered(index);
}

void PcaScatterWidget::mouseMoveEvent(QMouseEvent* event) {
    setHovered(pointAt(event->position()));
}

void PcaScatterWidget::mousePressEvent(QMouseEvent* event) {
    const int index = pointAt(event->position());
    if (event->button() == Qt::LeftButton && index >= 0) emit pointClicked(index);
}

void PcaScatterWidget::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    setHovered(-1);
}

void PcaScatterWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QColor window = pal.color(QPalette::Window), base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::WindowText);
    p.fillRect(rect(), window);
    const Geometry g = geometry();

    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    const QRectF titleRect = g.title.adjusted(g.yAxisTitle.width(), 0, 0, 0);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title_, Qt::ElideRight, titleRect.width()));

    p.setPen(QPen(mixed(text, base, 0.25), 1));
    p.setBrush(base);
    p.drawRect(g.plot);
    if (projection_.rows == 0) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(g.plot, Qt::AlignCenter, tr("No vectors to project"));
        return;
    }

    p.save();
    p.setClipRect(g.plot);
    // The axes cross at the mean vector: PCA centres the cloud there.
    p.setPen(QPen(mixed(text, base, 0.25), 1, Qt::DashLine));
    p.drawLine(QPointF(g.plot.left(), g.origin.y()), QPointF(g.plot.right(), g.origin.y()));
    p.drawLine(QPointF(g.origin.x(), g.plot.top()), QPointF(g.origin.x(), g.plot.bottom()));

    // Sentence order as a faint path: how far neighbours drift apart is part of the picture.
    QPainterPath path;
    for (int i = 0; i < projection_.rows; ++i)
        i == 0 ? path.moveTo(toWidget(g, i)) : path.lineTo(toWidget(g, i));
    p.setPen(QPen(mixed(text, base, 0.22), std::max<qreal>(1, g.radius * 0.3)));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);

    paintPoints(p, g);
    p.restore();

    p.setFont(font());
    p.setPen(text);
    p.drawText(g.xAxisTitle, Qt::AlignCenter, axisTitle(0));
    p.save();
    p.translate(g.yAxisTitle.center());
    p.rotate(-90);
    const QRectF yTitle(-g.yAxisTitle.height() / 2, -g.yAxisTitle.width() / 2,
                        g.yAxisTitle.height(), g.yAxisTitle.width());
    p.drawText(yTitle, Qt::AlignCenter, axisTitle(1));
    p.restore();
    if (!g.note.isEmpty()) {
        p.setFont(noteFont());
        p.drawText(g.note, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignVCenter,
                   noteFor(countNull(labelRects(g))));
    }
}

void PcaScatterWidget::paintPoints(QPainter& p, const Geometry& g) const {
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base), text = pal.color(QPalette::WindowText);
    const QColor accent = pal.color(QPalette::Highlight);
    const TokenLabel::Colors colors = TokenLabel::Colors::from(pal);
    const int focus = hovered_ >= 0 ? hovered_ : highlighted_;
    for (int pass = 0; pass < 2; ++pass) {
        // The focused point last, so that nothing covers it.
        for (int i = 0; i < projection_.rows; ++i) {
            if ((i == focus) != (pass == 1)) continue;
            const Token& t = tokens_[i];
            QColor fill = mixed(text, base, 0.72);
            if (t.kind == Token::Kind::Control) fill = colors.special;
            if (t.kind == Token::Kind::Byte) fill = colors.byte;
            if (t.kind == Token::Kind::Unknown) fill = colors.unknown;
            qreal r = g.radius;
            if (i == focus) {
                fill = accent;
                r *= 1.5;
            }
            p.setPen(QPen(base, std::max<qreal>(1, r * 0.3)));
            p.setBrush(fill);
            p.drawEllipse(toWidget(g, i), r, r);
        }
    }

    const QVector<QRectF> labels = labelRects(g);
    p.setFont(tokenFont(font()));
    for (int i = 0; i < labels.size(); ++i) {
        if (labels[i].isNull()) continue;
        if (i == focus) {
            QColor plate = base;
            plate.setAlphaF(0.85f);
            p.setPen(QPen(accent, 1));
            p.setBrush(plate);
            p.drawRoundedRect(labels[i].adjusted(-2, 0, 2, 0), 3, 3);
        }
        TokenLabel::paint(p, labels[i].adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          tokens_[i], colors, i == focus);
    }
}

}  // namespace atlas::views
