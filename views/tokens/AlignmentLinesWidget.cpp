#include "AlignmentLinesWidget.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "ColorScale.h"
#include "HeatmapPainter.h"
#include "PaintHelpers.h"
#include "TokenLabel.h"

namespace atlas::views {

namespace {

QFont captionFont(const QFont& base) {
    return scaledFont(base, 0.9);
}

// An S-curve that leaves and enters its tokens straight on: the eye follows a curve between
// two rows more easily than a fan of straight lines. Symmetric, so its middle is the middle of
// its ends.
QPainterPath curve(const QPointF& from, const QPointF& to, bool rows) {
    QPainterPath path(from);
    if (rows) {
        const qreal midY = (from.y() + to.y()) / 2;
        path.cubicTo(QPointF(from.x(), midY), QPointF(to.x(), midY), to);
    } else {
        const qreal midX = (from.x() + to.x()) / 2;
        path.cubicTo(QPointF(midX, from.y()), QPointF(midX, to.y()), to);
    }
    return path;
}

}  // namespace

AlignmentLinesWidget::AlignmentLinesWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void AlignmentLinesWidget::setAlignment(const Grid& weights, const QVector<Token>& sources,
                                        const QVector<Token>& targets) {
    const bool fits = weights.rows == targets.size() && weights.cols == sources.size();
    weights_ = fits ? weights : Grid{};
    sources_ = fits ? sources : QVector<Token>{};
    targets_ = fits ? targets : QVector<Token>{};
    hoveredSource_ = hoveredTarget_ = pinnedSource_ = pinnedTarget_ = -1;
    update();
}

void AlignmentLinesWidget::clear() {
    setAlignment({}, {}, {});
}

void AlignmentLinesWidget::setSideNames(const QString& sources, const QString& targets) {
    sourceName_ = sources;
    targetName_ = targets;
    update();
}

void AlignmentLinesWidget::setTitle(const QString& title) {
    title_ = title;
    update();
}

void AlignmentLinesWidget::setThreshold(float threshold) {
    threshold_ = std::max(0.0f, threshold);
    update();
}

void AlignmentLinesWidget::setOrientation(Orientation orientation) {
    orientation_ = orientation;
    update();
}

void AlignmentLinesWidget::setHighlightedSource(int index) {
    if (index == highlightedSource_) return;
    highlightedSource_ = index;
    update();
}

void AlignmentLinesWidget::setHighlightedTarget(int index) {
    if (index == highlightedTarget_) return;
    highlightedTarget_ = index;
    update();
}

qreal AlignmentLinesWidget::lineOpacity(float weight) {
    return std::isfinite(weight) ? std::clamp<qreal>(weight, 0, 1) : 0;
}

qreal AlignmentLinesWidget::lineWidth(float weight, qreal lineHeight) {
    return lineHeight * (0.06 + 0.3 * lineOpacity(weight));
}

qreal AlignmentLinesWidget::labelWidth(const Token& token) const {
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    return TokenLabel::width(token, tokenFont(font())) + 0.8 * m;
}

AlignmentLinesWidget::Side AlignmentLinesWidget::placeSide(const QVector<Token>& tokens,
                                                           const QRectF& band, bool rows,
                                                           Edge edge) const {
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    Side side;
    side.band = band;
    const int n = int(tokens.size());
    if (n == 0) return side;
    QVector<qreal> natural;
    for (const Token& t : tokens) natural.push_back(rows ? labelWidth(t) + 0.3 * m : 1.6 * m);
    const qreal length = rows ? band.width() : band.height();
    const qreal total = std::accumulate(natural.begin(), natural.end(), 0.0);
    QVector<qreal> spans = natural;
    if (total <= length) {
        // Spread the tokens out, but not so far that a short sentence loses its shape.
        const qreal extra = std::min((length - total) / n, 3.0 * m);
        for (qreal& s : spans) s += extra;
    } else {
        for (qreal& s : spans) s *= length / total;
        side.labelStep = int(std::ceil(total / length - 1e-9));
    }
    qreal at = (rows ? band.center().x() : band.center().y()) -
               std::accumulate(spans.begin(), spans.end(), 0.0) / 2;
    const qreal gap = 0.35 * m;
    for (int i = 0; i < n; ++i) {
        QRectF r;
        if (rows) {
            r = QRectF(at + 0.15 * m, band.top(), std::max<qreal>(1, spans[i] - 0.3 * m),
                       band.height());
            side.anchors.push_back(edge == Edge::End ? QPointF(r.center().x(), r.top() - gap)
                                                     : QPointF(r.center().x(), r.bottom() + gap));
        } else {
            const qreal h = std::min(spans[i] - 2, 1.35 * m);
            r = QRectF(band.left(), at + (spans[i] - h) / 2, band.width(), std::max<qreal>(1, h));
            side.anchors.push_back(edge == Edge::End ? QPointF(r.left() - gap, r.center().y())
                                                     : QPointF(r.right() + gap, r.center().y()));
        }
        side.labels.push_back(r);
        at += spans[i];
    }
    // A label written only every n-th slot may use the room of the n slots it stands for.
    side.paintExtent = std::min(1.35 * m, side.labelStep * length / n - 2);
    return side;
}

AlignmentLinesWidget::Orientation AlignmentLinesWidget::effectiveOrientation() const {
    if (orientation_ != Orientation::Auto) return orientation_;
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    auto rowLength = [&](const QVector<Token>& tokens) {
        qreal sum = 0;
        for (const Token& t : tokens) sum += labelWidth(t) + 0.3 * m;
        return sum;
    };
    const qreal room = width() - 2 * m;
    return std::max(rowLength(sources_), rowLength(targets_)) <= room ? Orientation::Rows
                                                                      : Orientation::Columns;
}

AlignmentLinesWidget::Geometry AlignmentLinesWidget::geometry() const {
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    const qreal caption = QFontMetricsF(captionFont(font())).height() * 1.2;
    const qreal margin = 0.5 * m;
    Geometry g;
    g.rows = effectiveOrientation() == Orientation::Rows;
    g.title = QRectF(margin, 0, width() - 2 * margin, title_.isEmpty() ? 0 : 1.7 * m);
    const QRectF area(margin, g.title.bottom() + 0.2 * m, width() - 2 * margin,
                      height() - g.title.bottom() - 0.2 * m - margin);
    if (g.rows) {
        const qreal labelH = 1.5 * m;
        g.source =
            placeSide(sources_, QRectF(area.left(), area.top() + caption, area.width(), labelH),
                      g.rows, Edge::Start);
        g.target = placeSide(
            targets_, QRectF(area.left(), area.bottom() - caption - labelH, area.width(), labelH),
            g.rows, Edge::End);
        g.source.caption = QRectF(area.left(), area.top(), area.width(), caption);
        g.target.caption = QRectF(area.left(), area.bottom() - caption, area.width(), caption);
    } else {
        auto widest = [&](const QVector<Token>& tokens) {
            qreal w = 3 * m;
            for (const Token& t : tokens) w = std::max(w, labelWidth(t));
            return std::min(w, 12 * m);
        };
        const QRectF body = area.adjusted(0, caption, 0, 0);
        const qreal sw = widest(sources_), tw = widest(targets_);
        g.source = placeSide(sources_, QRectF(body.left(), body.top(), sw, body.height()), g.rows,
                             Edge::Start);
        g.target = placeSide(targets_, QRectF(body.right() - tw, body.top(), tw, body.height()),
                             g.rows, Edge::End);
        g.source.caption = QRectF(body.left(), area.top(), body.width() / 2, caption);
        g.target.caption = QRectF(body.center().x(), area.top(), body.width() / 2, caption);
    }
    return g;
}

QRectF AlignmentLinesWidget::sourceRect(int index) const {
    const Geometry g = geometry();
    return index >= 0 && index < g.source.labels.size() ? g.source.labels[index] : QRectF();
}

QRectF AlignmentLinesWidget::targetRect(int index) const {
    const Geometry g = geometry();
    return index >= 0 && index < g.target.labels.size() ? g.target.labels[index] : QRectF();
}

QPointF AlignmentLinesWidget::sourceAnchor(int index) const {
    const Geometry g = geometry();
    return index >= 0 && index < g.source.anchors.size() ? g.source.anchors[index] : QPointF();
}

QPointF AlignmentLinesWidget::targetAnchor(int index) const {
    const Geometry g = geometry();
    return index >= 0 && index < g.target.anchors.size() ? g.target.anchors[index] : QPointF();
}

QPointF AlignmentLinesWidget::lineMidpoint(int target, int source) const {
    return (targetAnchor(target) + sourceAnchor(source)) / 2;
}

AlignmentLinesWidget::Focus AlignmentLinesWidget::focus() const {
    // Own hover first, then a pin, then another view's hover.
    if (hoveredSource_ >= 0 || hoveredTarget_ >= 0) return {hoveredSource_, hoveredTarget_};
    if (pinnedSource_ >= 0 || pinnedTarget_ >= 0) return {pinnedSource_, pinnedTarget_};
    return {highlightedSource_, highlightedTarget_};
}

QSize AlignmentLinesWidget::sizeHint() const {
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    return QSize(int(40 * m), int(16 * m));
}

QSize AlignmentLinesWidget::minimumSizeHint() const {
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    return QSize(int(14 * m), int(9 * m));
}

void AlignmentLinesWidget::hoverAt(const QPointF& position) {
    const Geometry g = geometry();
    auto hit = [&](const Side& side) {
        for (int i = 0; i < side.labels.size(); ++i)
            if (side.labels[i].contains(position)) return i;
        return -1;
    };
    const int source = hit(g.source), target = source >= 0 ? -1 : hit(g.target);
    if (source != hoveredSource_) {
        hoveredSource_ = source;
        emit sourceHovered(source);
    }
    if (target != hoveredTarget_) {
        hoveredTarget_ = target;
        emit targetHovered(target);
    }
    update();
}

void AlignmentLinesWidget::mouseMoveEvent(QMouseEvent* event) {
    hoverAt(event->position());
}

void AlignmentLinesWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    hoverAt(event->position());
    const bool same = hoveredSource_ == pinnedSource_ && hoveredTarget_ == pinnedTarget_;
    pinnedSource_ = same ? -1 : hoveredSource_;
    pinnedTarget_ = same ? -1 : hoveredTarget_;
    emit sourcePinned(pinnedSource_);
    emit targetPinned(pinnedTarget_);
    update();
}

void AlignmentLinesWidget::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    if (hoveredSource_ >= 0) emit sourceHovered(hoveredSource_ = -1);
    if (hoveredTarget_ >= 0) emit targetHovered(hoveredTarget_ = -1);
    update();
}

bool AlignmentLinesWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        QFont bold = scaledFont(font(), 1.1);
        bold.setBold(true);
        const QRectF title = geometry().title;
        if (title.contains(help->pos()) &&
            HeatmapPainter::fitTitle(title_, bold, title.size()).text != title_) {
            QToolTip::showText(help->globalPos(), title_, this);
            return true;
        }
    }
    return QWidget::event(event);
}

void AlignmentLinesWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QColor ink = pal.color(QPalette::WindowText), accent = pal.color(QPalette::Highlight);
    p.fillRect(rect(), pal.color(QPalette::Window));
    const Geometry g = geometry();
    const qreal m = QFontMetricsF(tokenFont(font())).height();

    QFont bold = scaledFont(font(), 1.1);
    bold.setBold(true);
    // Smaller or on two lines before "…"; elided, the tooltip has it whole (event()).
    const HeatmapPainter::TitleFit fit = HeatmapPainter::fitTitle(title_, bold, g.title.size());
    p.setFont(fit.font);
    p.setPen(ink);
    p.drawText(g.title, Qt::AlignLeft | Qt::AlignVCenter | fit.flags, fit.text);
    if (weights_.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.setFont(font());
        p.drawText(rect(), Qt::AlignCenter, tr("No translation to align yet"));
        return;
    }

    // Faint lines first, so that the strong ones and the focused token's lines lie on top.
    struct Line {
        int target, source;
        float weight;
        bool focused;
    };
    const Focus f = focus();
    const bool anyFocus = f.source >= 0 || f.target >= 0;
    std::vector<Line> lines;
    for (int t = 0; t < weights_.rows; ++t)
        for (int s = 0; s < weights_.cols; ++s) {
            const float w = weights_.at(t, s);
            if (!std::isfinite(w) || w <= 0 || w < threshold_) continue;
            lines.push_back({t, s, w, t == f.target || s == f.source});
        }
    std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
        return a.focused != b.focused ? b.focused : a.weight < b.weight;
    });
    p.setBrush(Qt::NoBrush);
    for (const Line& line : lines) {
        QColor c = line.focused ? accent : ink;
        qreal alpha = lineOpacity(line.weight);
        // The focused token keeps every line readable; the rest step back.
        if (line.focused)
            alpha = std::max(alpha, 0.2);
        else if (anyFocus)
            alpha *= 0.18;
        c.setAlphaF(float(alpha));
        p.setPen(QPen(c, lineWidth(line.weight, m), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(curve(g.target.anchors[line.target], g.source.anchors[line.source], g.rows));
    }

    paintSide(p, g.source, sources_, f.source,
              sourceName_.isEmpty() ? tr("source · keys") : sourceName_, g.rows, Edge::Start);
    paintSide(p, g.target, targets_, f.target,
              targetName_.isEmpty() ? tr("decoder input · queries") : targetName_, g.rows,
              Edge::End);
    paintWeights(p, g, f);
}

void AlignmentLinesWidget::paintSide(QPainter& p, const Side& side, const QVector<Token>& tokens,
                                     int focused, const QString& caption, bool rows,
                                     Edge edge) const {
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base), ink = pal.color(QPalette::WindowText);
    const QColor accent = pal.color(QPalette::Highlight);
    const TokenLabel::Colors colors = TokenLabel::Colors::from(pal);
    const qreal m = QFontMetricsF(tokenFont(font())).height();

    p.setFont(captionFont(font()));
    p.setPen(pal.color(QPalette::PlaceholderText));
    const Qt::Alignment along = rows                ? Qt::AlignHCenter
                                : edge == Edge::End ? Qt::AlignRight
                                                    : Qt::AlignLeft;
    p.drawText(side.caption, along | Qt::AlignVCenter, caption);

    p.setFont(tokenFont(font()));
    for (int i = 0; i < side.labels.size(); ++i) {
        const bool isFocused = i == focused;
        if (!isFocused && i % side.labelStep != 0) continue;
        QRectF r = side.labels[i];
        if (!rows && r.height() < side.paintExtent) {
            const qreal grow = (side.paintExtent - r.height()) / 2;
            r = r.adjusted(0, -grow, 0, grow).intersected(side.band);
        }
        p.setPen(QPen(isFocused ? accent : mixed(ink, base, 0.25), isFocused ? 2.0 : 1.0));
        p.setBrush(isFocused ? mixed(accent, base, 0.2) : base);
        p.drawRoundedRect(r, 0.2 * m, 0.2 * m);
        TokenLabel::paint(p, r.adjusted(0.2 * m, 0, -0.2 * m, 0),
                          rows ? Qt::AlignHCenter : Qt::AlignLeft, tokens[i], colors, isFocused);
    }
}

void AlignmentLinesWidget::paintWeights(QPainter& p, const Geometry& g, const Focus& f) const {
    // The focused token's weights, written where its lines arrive: exact values at a glance.
    if ((f.target < 0) == (f.source < 0)) return;
    const QPalette& pal = palette();
    const qreal m = QFontMetricsF(tokenFont(font())).height();
    const bool fromTarget = f.target >= 0;
    const Side& other = fromTarget ? g.source : g.target;
    QFont small = captionFont(font());
    small.setBold(true);
    p.setFont(small);
    const QFontMetricsF metrics(small);
    for (int i = 0; i < other.anchors.size(); ++i) {
        const float w = fromTarget ? weights_.at(f.target, i) : weights_.at(i, f.source);
        if (!std::isfinite(w) || w < std::max(threshold_, 0.005f)) continue;
        const QString text = ColorScale::formatCell(w);
        const QSizeF size(metrics.horizontalAdvance(text) + 0.4 * m, metrics.height());
        QPointF at = other.anchors[i];
        // Just past the anchor, on the lines' side of the label.
        if (g.rows)
            at.ry() += (fromTarget ? 0.55 : -0.55) * size.height();
        else
            at.rx() += (fromTarget ? 0.5 : -0.5) * size.width();
        const QRectF plate(at - QPointF(size.width() / 2, size.height() / 2), size);
        p.setPen(Qt::NoPen);
        p.setBrush(pal.color(QPalette::Highlight));
        p.drawRoundedRect(plate, 0.25 * m, 0.25 * m);
        p.setPen(pal.color(QPalette::HighlightedText));
        p.drawText(plate, Qt::AlignCenter, text);
    }
}

}  // namespace atlas::views
