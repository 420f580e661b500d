#include "HeatmapWidget.h"

#include <QEvent>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "AttentionLabels.h"
#include "CellImage.h"

namespace atlas::views {

namespace {

constexpr QPoint kNone(-1, -1);

qreal lineHeight(const QFont& font) {
    return QFontMetricsF(font).height();
}

// Measured in bold: a highlighted label is set in bold and must not be elided then.
qreal widestLabel(const QVector<Token>& tokens, QFont font) {
    font.setBold(true);
    qreal w = 0;
    for (const Token& t : tokens) w = std::max(w, TokenLabel::width(t, font));
    return tokens.isEmpty() ? 0 : std::ceil(w) + 2;
}

// Ticks at least three lines apart and never more than eleven: enough to read a value off,
// few enough to stay legible on a projector.
constexpr int kMostTicks = 11;
int ticksFor(qreal barHeight, qreal m) {
    return std::clamp(int(barHeight / (3.0 * m)) + 1, 2, kMostTicks);
}

QColor accent(const QPalette& palette) {
    return palette.color(QPalette::Highlight);
}

// Behind a highlighted label: the accent, faint enough that every token colour stays legible.
QColor highlightTint(const QPalette& palette) {
    QColor c = accent(palette);
    c.setAlphaF(0.22f);
    return c;
}

}  // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent)
    : QWidget(parent), rowAxis_(tr("query")), colAxis_(tr("key")) {
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapWidget::setMatrix(const Grid& values, const QVector<Token>& rowTokens,
                              const QVector<Token>& colTokens) {
    source_ = values;
    rowTokens_ = rowTokens;
    colTokens_ = colTokens;
    hovered_ = kNone;
    pinned_ = kNone;
    rebuild();
}

void HeatmapWidget::setAttention(const Snapshot& snapshot, Stack stack, int layer, int head) {
    const Grid map = headMap(snapshot, stack, layer, head);  // masked where causal
    if (map.empty()) return clear();
    title_ = AttentionLabels::title(snapshot.model, stack, layer, head);
    rowAxis_ = tr("query");
    colAxis_ = tr("key");
    causal_ = false;
    setMatrix(map, snapshot.queries(stack), snapshot.keys(stack));
}

void HeatmapWidget::clear() {
    setMatrix({}, {}, {});
}

void HeatmapWidget::setTitle(const QString& title) {
    title_ = title;
    invalidateLayout();
}

void HeatmapWidget::setAxisNames(const QString& rows, const QString& cols) {
    rowAxis_ = rows;
    colAxis_ = cols;
    update();
}

void HeatmapWidget::setCausalMask(bool on) {
    if (causal_ == on) return;
    causal_ = on;
    rebuild();
}

void HeatmapWidget::setColormap(Colormap::Name name) {
    colormap_ = Colormap(name);
    recolor();
}

void HeatmapWidget::setScaleKind(ColorScale::Kind kind) {
    scaleKind_ = kind;
    recolor();
}

void HeatmapWidget::setValueRange(double low, double high) {
    fixedRange_ = true;
    fixedLow_ = low;
    fixedHigh_ = high;
    recolor();
}

void HeatmapWidget::setAutoValueRange() {
    fixedRange_ = false;
    recolor();
}

void HeatmapWidget::setValueLabelsVisible(bool on) {
    valueLabels_ = on;
    update();
}

void HeatmapWidget::setFilter(const AttentionFilter& filter) {
    if (filter_ == filter) return;
    filter_ = filter;
    rebuild();
}

void HeatmapWidget::setSquareCells(bool on) {
    squareCells_ = on;
    invalidateLayout();
}

void HeatmapWidget::setHighlightedQuery(int row) {
    highlightedRow_ = row;
    update();
}

void HeatmapWidget::setHighlightedKey(int col) {
    highlightedCol_ = col;
    update();
}

void HeatmapWidget::clearPin() {
    if (pinned_ == kNone) return;
    pinned_ = kNone;
    emit cellPinned(-1, -1);
    emit readoutChanged(readout());
    update();
}

void HeatmapWidget::rebuild() {
    const Grid masked = causal_ ? withCausalMask(source_) : source_;
    shown_ = applyFilter(masked, rowTokens_, colTokens_, filter_);
    hovered_ = kNone;  // display indices of the old map; the pin keeps original ones
    recolor();
}

void HeatmapWidget::recolor() {
    const bool symmetric = colormap_.isDiverging();
    scale_ = fixedRange_ ? ColorScale(fixedLow_, fixedHigh_, scaleKind_, symmetric)
                         : ColorScale::covering(shown_.grid, scaleKind_, symmetric);
    cells_ = cellImage(shown_.grid, colormap_, scale_);
    invalidateLayout();
}

void HeatmapWidget::invalidateLayout() {
    layoutValid_ = false;
    update();
}

const HeatmapLayout& HeatmapWidget::layout() const {
    if (layoutValid_) return layout_;
    const qreal m = lineHeight(font());
    HeatmapLayout::Input in;
    in.size = size();
    in.rows = shown_.grid.rows;
    in.cols = shown_.grid.cols;
    in.lineHeight = m;
    in.rowLabelWidth = widestLabel(shown_.rowTokens, font());
    in.colLabelWidth = widestLabel(shown_.colTokens, font());
    // The bar's height depends on this layout, its ticks on the height: measure every count
    // of ticks the bar might end up with.
    qreal tickWidth = 0;
    for (int count = 2; count <= kMostTicks; ++count)
        for (const auto& tick : scale_.ticks(count))
            tickWidth = std::max(tickWidth, QFontMetricsF(font()).horizontalAdvance(tick.label));
    in.tickLabelWidth = shown_.grid.empty() ? 0 : std::ceil(tickWidth) + 2;
    in.valueLabelWidth = QFontMetricsF(valueFont()).horizontalAdvance(QStringLiteral("\u2212.00"));
    in.title = !title_.isEmpty();
    in.squareCells = squareCells_;
    layout_ = HeatmapLayout(in);
    layoutValid_ = true;
    return layout_;
}

QFont HeatmapWidget::valueFont() const {
    // Values grow with their cells (a third of the cell) between 80 % and 130 % of the label
    // font: small enough for "−.00" to fit a narrow cell, large enough to read from afar.
    QFont f = font();
    const qreal base = QFontInfo(f).pixelSize();
    const qreal cell = layoutValid_ ? std::min(layout_.cellWidth, layout_.cellHeight) : 0;
    f.setPixelSize(int(std::clamp(cell * 0.3, 0.8 * base, 1.3 * base)));
    return f;
}

QFont HeatmapWidget::titleFont() const {
    QFont f = font();
    f.setBold(true);
    if (f.pointSizeF() > 0) f.setPointSizeF(f.pointSizeF() * 1.1);
    return f;
}

QPoint HeatmapWidget::originalCell(QPoint d) const {
    if (d.y() < 0 || d.x() < 0) return kNone;
    return QPoint(shown_.colIndex[size_t(d.x())], shown_.rowIndex[size_t(d.y())]);
}

QPoint HeatmapWidget::displayCell(QPoint o) const {
    if (o.y() < 0 || o.x() < 0) return kNone;
    return QPoint(shown_.displayCol(o.x()), shown_.displayRow(o.y()));
}

QString HeatmapWidget::cellText(QPoint d) const {
    const int r = d.y(), c = d.x();
    const QString value = ColorScale::formatValue(shown_.grid.at(r, c));
    const QString row = r < shown_.rowTokens.size() ? TokenLabel::quoted(shown_.rowTokens[r])
                                                    : QString::number(shown_.rowIndex[size_t(r)]);
    if (c < shown_.colTokens.size()) {
        //: query 'Katze' → key 'cat': 0.734
        return tr("%1 %2 → %3 %4: %5")
            .arg(rowAxis_, row, colAxis_, TokenLabel::quoted(shown_.colTokens[c]), value);
    }
    //: token 'cat', dimension 17: 0.734
    return tr("%1 %2, %3 %4: %5")
        .arg(rowAxis_, row, colAxis_, QString::number(shown_.colIndex[size_t(c)]), value);
}

QString HeatmapWidget::readout() const {
    if (shown_.grid.empty()) return {};
    if (hovered_ != kNone) return cellText(hovered_);
    const QPoint pin = displayCell(pinned_);
    if (pin.x() >= 0 && pin.y() >= 0) return tr("Pinned: %1").arg(cellText(pin));
    return tr("Rows: %1 · columns: %2 · hover a cell for its value, click to pin it")
        .arg(rowAxis_, colAxis_);
}

void HeatmapWidget::setHovered(QPoint d) {
    if (d == hovered_) return;
    hovered_ = d;
    const QPoint o = originalCell(d);
    emit cellHovered(o.y(), o.x());
    emit readoutChanged(readout());
    update();
}

bool HeatmapWidget::hasMasked() const {
    return std::any_of(shown_.grid.values.begin(), shown_.grid.values.end(),
                       [](float v) { return std::isnan(v); });
}

bool HeatmapWidget::isEmphasisedRow(int r) const {
    const int o = shown_.rowIndex[size_t(r)];
    return o == highlightedRow_ || r == hovered_.y() || o == pinned_.y();
}

bool HeatmapWidget::isEmphasisedCol(int c) const {
    const int o = shown_.colIndex[size_t(c)];
    return o == highlightedCol_ || c == hovered_.x() || o == pinned_.x();
}

void HeatmapWidget::resizeEvent(QResizeEvent* event) {
    layoutValid_ = false;
    QWidget::resizeEvent(event);
}

void HeatmapWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        invalidateLayout();
    QWidget::changeEvent(event);
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event) {
    const auto cell = layout().cellAt(event->position());
    setHovered(cell ? QPoint(cell->x(), cell->y()) : kNone);
}

void HeatmapWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    const auto cell = layout().cellAt(event->position());
    if (!cell) return clearPin();
    const QPoint o = originalCell(QPoint(cell->x(), cell->y()));
    if (o == pinned_) return clearPin();
    pinned_ = o;
    emit cellPinned(o.y(), o.x());
    emit readoutChanged(readout());
    update();
}

void HeatmapWidget::leaveEvent(QEvent* event) {
    setHovered(kNone);
    QWidget::leaveEvent(event);
}

void HeatmapWidget::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && pinned_ != kNone) return clearPin();
    QWidget::keyPressEvent(event);
}

QSize HeatmapWidget::sizeHint() const {
    const int m = int(lineHeight(font()));
    return QSize(44 * m, 36 * m);
}

QSize HeatmapWidget::minimumSizeHint() const {
    const int m = int(lineHeight(font()));
    return QSize(16 * m, 12 * m);
}

void HeatmapWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const HeatmapLayout& l = layout();
    if (!title_.isEmpty()) {
        p.setFont(titleFont());
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                   QFontMetricsF(titleFont()).elidedText(title_, Qt::ElideRight, l.title.width()));
        p.setFont(font());
    }
    if (shown_.grid.empty()) return;
    paintCells(p, l);
    paintMaskHatch(p, l);
    if (valueLabels_ && l.valueLabelsFit) paintValueLabels(p, l);
    paintHighlights(p, l);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintRowLabels(p, l);
    paintColLabels(p, l);
    paintColorBar(p, l);
    paintFooter(p, l);
}

void HeatmapWidget::paintCells(QPainter& p, const HeatmapLayout& l) const {
    // Nearest-neighbour scaling keeps every cell one flat colour.
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.matrix, cells_);
    // Hairline gaps in the window colour separate large cells into tiles; on small cells they
    // would only add noise.
    if (std::min(l.cellWidth, l.cellHeight) < 1.6 * lineHeight(font())) return;
    p.setPen(QPen(palette().color(QPalette::Window), 1));
    for (int c = 1; c < l.cols(); ++c)
        p.drawLine(l.colRect(c).topLeft(), l.colRect(c).bottomLeft());
    for (int r = 1; r < l.rows(); ++r) p.drawLine(l.rowRect(r).topLeft(), l.rowRect(r).topRight());
}

void HeatmapWidget::paintMaskHatch(QPainter& p, const HeatmapLayout& l) const {
    if (std::min(l.cellWidth, l.cellHeight) < 6) return;  // too small for lines: plain grey
    QPainterPath masked;
    const Grid& g = shown_.grid;
    for (int r = 0; r < g.rows; ++r) {
        for (int c = 0; c < g.cols;) {
            if (!std::isnan(g.at(r, c))) {
                ++c;
                continue;
            }
            int end = c;
            while (end < g.cols && std::isnan(g.at(r, end))) ++end;
            masked.addRect(l.cellRect(r, c).united(l.cellRect(r, end - 1)));
            c = end;
        }
    }
    if (masked.isEmpty()) return;
    p.save();
    // One hatched region without the tile gaps: the masked part is not cells of the map.
    p.fillPath(masked, QColor::fromRgb(kMaskedColor));
    p.setClipPath(masked);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor::fromRgb(kMaskHatchColor), std::max(1.0, lineHeight(font()) / 12)));
    const qreal spacing = std::max(5.0, lineHeight(font()) * 0.4);
    const QRectF b = masked.boundingRect();
    for (qreal x = b.left() - b.height(); x < b.right(); x += spacing)
        p.drawLine(QPointF(x, b.bottom()), QPointF(x + b.height(), b.top()));
    p.restore();
}

void HeatmapWidget::paintValueLabels(QPainter& p, const HeatmapLayout& l) const {
    p.save();
    p.setFont(valueFont());
    const Grid& g = shown_.grid;
    for (int r = 0; r < g.rows; ++r) {
        for (int c = 0; c < g.cols; ++c) {
            const float v = g.at(r, c);
            if (std::isnan(v)) continue;
            p.setPen(Colormap::readableTextOn(QColor::fromRgb(cellColor(v, colormap_, scale_))));
            p.drawText(l.cellRect(r, c), Qt::AlignCenter, ColorScale::formatCell(v));
        }
    }
    p.restore();
}

void HeatmapWidget::paintHighlights(QPainter& p, const HeatmapLayout& l) const {
    const qreal m = lineHeight(font());
    const QColor color = accent(palette());
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(color, std::max(2.0, m / 7)));
    const int row = shown_.displayRow(highlightedRow_);
    const int col = shown_.displayCol(highlightedCol_);
    if (row >= 0) p.drawRect(l.rowRect(row));
    if (col >= 0) p.drawRect(l.colRect(col));
    // The hovered cell gets a thin ring in both black and white: visible on any colour.
    if (hovered_ != kNone) {
        const QRectF r = l.cellRect(hovered_.y(), hovered_.x());
        p.setPen(QPen(Qt::black, 3));
        p.drawRect(r);
        p.setPen(QPen(Qt::white, 1.5));
        p.drawRect(r);
    }
    const QPoint pin = displayCell(pinned_);
    if (pin.x() >= 0 && pin.y() >= 0) {
        const QRectF r = l.cellRect(pin.y(), pin.x()).adjusted(-1, -1, 1, 1);
        p.setPen(QPen(palette().color(QPalette::Window), std::max(4.0, m / 4)));
        p.drawRect(r);
        p.setPen(QPen(color, std::max(2.5, m / 6)));
        p.drawRect(r);
    }
    p.restore();
}

void HeatmapWidget::paintRowLabels(QPainter& p, const HeatmapLayout& l) const {
    if (l.rowLabels.width() <= 0) return;
    const auto colors = TokenLabel::Colors::from(palette());
    const qreal m = lineHeight(font());
    for (int r = 0; r < shown_.rowTokens.size(); ++r) {
        const bool emphasised = isEmphasisedRow(r);
        if (r % l.rowLabelStep != 0 && !emphasised) continue;
        const QRectF cell = l.rowRect(r);
        const QRectF box(l.rowLabels.left(), cell.center().y() - m / 2, l.rowLabels.width(), m);
        if (emphasised) p.fillRect(box.adjusted(-0.2 * m, 0, 0.2 * m, 0), highlightTint(palette()));
        TokenLabel::paint(p, box, Qt::AlignRight, shown_.rowTokens[r], colors, emphasised);
    }
}

void HeatmapWidget::paintColLabels(QPainter& p, const HeatmapLayout& l) const {
    if (l.colLabels.height() <= 0) return;
    const auto colors = TokenLabel::Colors::from(palette());
    const qreal m = lineHeight(font());
    for (int c = 0; c < shown_.colTokens.size(); ++c) {
        const bool emphasised = isEmphasisedCol(c);
        if (c % l.colLabelStep != 0 && !emphasised) continue;
        const QRectF cell = l.colRect(c);
        if (emphasised) {
            const QRectF band =
                l.colLabelsRotated
                    ? QRectF(cell.center().x() - m / 2, l.colLabels.top(), m, l.colLabels.height())
                    : QRectF(cell.left(), l.colLabels.bottom() - m, cell.width(), m);
            p.fillRect(band, highlightTint(palette()));
        }
        if (!l.colLabelsRotated) {
            const QRectF box(cell.left(), l.colLabels.bottom() - m, cell.width(), m);
            TokenLabel::paint(p, box, Qt::AlignHCenter, shown_.colTokens[c], colors, emphasised);
            continue;
        }
        // Rotated a quarter turn, the label starts at the matrix and reads upwards.
        p.save();
        p.translate(cell.center().x(), l.colLabels.bottom());
        p.rotate(-90);
        TokenLabel::paint(p, QRectF(0, -m / 2, l.colLabels.height(), m), Qt::AlignLeft,
                          shown_.colTokens[c], colors, emphasised);
        p.restore();
    }
}

void HeatmapWidget::paintColorBar(QPainter& p, const HeatmapLayout& l) const {
    if (l.colorBar.isEmpty()) return;
    QImage gradient(1, Colormap::size(), QImage::Format_RGB32);
    for (int i = 0; i < Colormap::size(); ++i)
        gradient.setPixel(0, Colormap::size() - 1 - i, colormap_.entry(i));
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.colorBar, gradient);
    const QColor ink = palette().color(QPalette::WindowText);
    p.setPen(QPen(ink, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.colorBar);
    const qreal m = lineHeight(font());
    for (const auto& tick : scale_.ticks(ticksFor(l.colorBar.height(), m))) {
        const qreal y = l.colorBarY(scale_.position(tick.value));
        p.drawLine(QPointF(l.colorBar.right(), y), QPointF(l.colorBar.right() + 0.3 * m, y));
        p.drawText(QRectF(l.tickLabels.left(), y - m / 2, l.tickLabels.width(), m),
                   Qt::AlignLeft | Qt::AlignVCenter, tick.label);
    }
}

void HeatmapWidget::paintFooter(QPainter& p, const HeatmapLayout& l) const {
    if (l.footer.isEmpty()) return;
    const qreal m = lineHeight(font());
    QRectF text = l.footer;
    if (hasMasked()) {
        // Legend: the same hatched grey as the masked cells, so that grey never reads as a value.
        const QString label = tr("masked");
        const qreal w = QFontMetricsF(font()).horizontalAdvance(label);
        const QRectF swatch(l.footer.right() - w - 1.5 * m, l.footer.center().y() - 0.4 * m,
                            0.8 * m, 0.8 * m);
        p.fillRect(swatch, QColor::fromRgb(kMaskedColor));
        p.save();
        p.setClipRect(swatch);
        p.setPen(QPen(QColor::fromRgb(kMaskHatchColor), std::max(1.0, m / 12)));
        for (qreal x = swatch.left() - swatch.height(); x < swatch.right(); x += m * 0.4)
            p.drawLine(QPointF(x, swatch.bottom()), QPointF(x + swatch.height(), swatch.top()));
        p.restore();
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(swatch.right() + 0.3 * m, l.footer.top(), w + m, l.footer.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, label);
        text.setRight(swatch.left() - m);
    }
    const bool hint = hovered_ == kNone && pinned_ == kNone;
    p.setPen(hint ? TokenLabel::Colors::from(palette()).mark
                  : palette().color(QPalette::WindowText));
    p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font()).elidedText(readout(), Qt::ElideRight, text.width()));
}

}  // namespace atlas::views
