#include "HeatmapWidget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
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

QColor accent(const QPalette& palette) {
    return palette.color(QPalette::Highlight);
}

}  // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent) : QWidget(parent) {
    retranslate();
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapWidget::setMatrix(const Grid& values, const QVector<Token>& rowTokens,
                              const QVector<Token>& colTokens) {
    showMatrix(values, rowTokens, colTokens, 0);
}

void HeatmapWidget::showMatrix(const Grid& values, const QVector<Token>& rowTokens,
                               const QVector<Token>& colTokens, int window) {
    window_ = window;
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
    attentionTitle_ = AttentionTitle{snapshot.model, stack, layer, head};
    defaultAxes_ = true;
    retranslate();
    causal_ = false;
    showMatrix(map, snapshot.queries(stack), snapshot.keys(stack),
               windowOf(snapshot.model, stack, layer));
}

void HeatmapWidget::clear() {
    setMatrix({}, {}, {});
}

QString HeatmapWidget::drawnTitle() const {
    const HeatmapPainter p = painter();
    return HeatmapPainter::fitTitle(title_, p.titleFont(), layout().title.size()).text;
}

void HeatmapWidget::setTitle(const QString& title) {
    attentionTitle_.reset();  // the caller's title, which the caller re-translates
    title_ = title;
    invalidateLayout();
}

void HeatmapWidget::setAxisNames(const QString& rows, const QString& cols) {
    defaultAxes_ = false;
    rowAxis_ = rows;
    colAxis_ = cols;
    update();
}

void HeatmapWidget::setCausalMask(bool on) {
    if (causal_ == on) return;
    causal_ = on;
    rebuild();
}

void HeatmapWidget::setWindow(int window) {
    if (window_ == window) return;
    window_ = window;
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

void HeatmapWidget::setRevealedRows(int rows, bool keysToo) {
    if (rows == revealedRows_ && keysToo == revealKeysToo_) return;
    revealedRows_ = rows;
    revealKeysToo_ = keysToo;
    hovered_ = kNone;
    update();
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
    const Grid masked = causal_ ? withCausalMask(source_, window_) : source_;
    shown_ = applyFilter(masked, rowTokens_, colTokens_, filter_);
    hovered_ = kNone;  // display indices of the old map; the pin keeps original ones
    recolor();
}

void HeatmapWidget::recolor() {
    const ColorScale::Span span = ColorScale::spanFor(colormap_);
    scale_ = fixedRange_ ? ColorScale(fixedLow_, fixedHigh_, scaleKind_, span)
                         : ColorScale::covering(shown_.grid, scaleKind_, span);
    cells_ = cellImage(shown_.grid, colormap_, scale_, windowBand(shown_, window_));
    invalidateLayout();
}

void HeatmapWidget::invalidateLayout() {
    layoutValid_ = false;
    update();
}

const HeatmapLayout& HeatmapWidget::layout() const {
    if (layoutValid_) return layout_;
    layout_ = painter().layout(
        size(), {.title = !title_.isEmpty(), .squareCells = squareCells_, .footer = true});
    layoutValid_ = true;
    return layout_;
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
    return painter().hasMasked();
}

bool HeatmapWidget::isPendingRow(int r) const {
    return revealedRows_ >= 0 && shown_.rowIndex[size_t(r)] >= revealedRows_;
}

bool HeatmapWidget::isPendingCol(int c) const {
    return revealKeysToo_ && revealedRows_ >= 0 && shown_.colIndex[size_t(c)] >= revealedRows_;
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
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        invalidateLayout();
    }
    QWidget::changeEvent(event);
}

void HeatmapWidget::retranslate() {
    if (attentionTitle_) {
        const AttentionTitle& t = *attentionTitle_;
        title_ = AttentionLabels::title(t.model, t.stack, t.layer, t.head);
    }
    if (defaultAxes_) {
        rowAxis_ = tr("query");
        colAxis_ = tr("key");
    }
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event) {
    const auto cell = layout().cellAt(event->position());
    setHovered(cell && !isPendingRow(cell->y()) ? QPoint(cell->x(), cell->y()) : kNone);
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

QSize HeatmapWidget::sizeForMatrix(int side) const {
    const int rows = shown_.grid.rows, cols = shown_.grid.cols;
    if (rows <= 0 || cols <= 0) return minimumSizeHint();
    // Square cells of side / (the longer axis); what goes around them depends a little on the
    // size (column labels turn upright in narrow cells): a few rounds settle it.
    const qreal cell = qreal(side) / std::max(rows, cols);
    const qreal cellW = squareCells_ ? cell : qreal(side) / cols;
    QSize size(side, side);
    for (int round = 0; round < 3; ++round) {
        const HeatmapLayout l = painter().layout(
            size, {.title = !title_.isEmpty(), .squareCells = squareCells_, .footer = true});
        size = QSize(int(std::ceil(l.around.width() + cols * cellW)),
                     int(std::ceil(l.around.height() + rows * cell)));
    }
    return size;
}

int HeatmapWidget::heightFor(int width) const {
    const HeatmapLayout l =
        painter().layout(QSize(width, QWIDGETSIZE_MAX / 2),
                         {.title = !title_.isEmpty(), .squareCells = squareCells_, .footer = true});
    return int(std::ceil(l.around.height() + l.matrix.height()));
}

void HeatmapWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const HeatmapLayout& l = layout();
    const HeatmapPainter painter = this->painter();
    painter.paintTitle(p, l, title_);
    if (shown_.grid.empty()) return;
    painter.paintCells(p, l, &cells_);
    painter.paintMaskHatch(p, l);
    if (valueLabels_ && l.valueLabelsFit) painter.paintValueLabels(p, l);
    paintHighlights(p, l);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    painter.paintRowLabels(p, l, [this](int r) { return isEmphasisedRow(r); });
    painter.paintColLabels(p, l, [this](int c) { return isEmphasisedCol(c); });
    if (revealedRows_ >= 0) paintPending(p, l);
    painter.paintColorBar(p, l);
    paintFooter(p, l);
}

HeatmapPainter HeatmapWidget::painter() const {
    HeatmapPainter p(shown_, colormap_, scale_, font(), palette());
    p.setWindowBand(windowBand(shown_, window_));
    return p;
}

void HeatmapWidget::paintPending(QPainter& p, const HeatmapLayout& l) const {
    // Rows not computed yet are blank paper, their tokens unwritten: not zeros, not masked. They
    // are the last rows (and, for decoder self-attention, the last columns' keys).
    int firstRow = -1, newest = -1, firstCol = -1;
    for (int r = 0; r < l.rows(); ++r) {
        if (isPendingRow(r) && firstRow < 0) firstRow = r;
        if (shown_.rowIndex[size_t(r)] == revealedRows_ - 1) newest = r;
    }
    for (int c = 0; c < l.cols() && firstCol < 0; ++c)
        if (isPendingCol(c)) firstCol = c;
    const QColor paper = palette().color(QPalette::Window);
    p.save();
    if (firstRow >= 0) {
        const qreal top = l.rowRect(firstRow).top();
        // A little past the matrix: the pointer highlight's outline would show under its edge.
        const qreal pen = 0.3 * lineHeight(font());
        p.fillRect(QRectF(QPointF(l.rowLabels.left(), top),
                          QPointF(l.matrix.right() + pen, l.matrix.bottom() + pen)),
                   paper);
        QColor frame = palette().color(QPalette::WindowText);
        frame.setAlphaF(0.3f);
        p.setPen(QPen(frame, 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(QPointF(l.matrix.left(), top), l.matrix.bottomRight()));
    }
    if (firstCol >= 0) {
        const qreal left = l.colRect(firstCol).left();
        p.fillRect(QRectF(QPointF(left, l.colLabels.top()),
                          QPointF(l.matrix.right(), l.colLabels.bottom())),
                   paper);
    }
    // The row this step computed: a thick outline in the accent over a halo of the background,
    // visible on every colour of every map.
    if (newest >= 0) {
        const qreal m = lineHeight(font());
        const QRectF row = l.rowRect(newest).adjusted(-1, -1, 1, 1);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(paper, std::max(6.0, m / 2.5)));
        p.drawRect(row);
        p.setPen(QPen(accent(palette()), std::max(3.0, m / 5)));
        p.drawRect(row);
    }
    p.restore();
}

void HeatmapWidget::paintHighlights(QPainter& p, const HeatmapLayout& l) const {
    const qreal m = lineHeight(font());
    const QColor color = accent(palette());
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    const int row = shown_.displayRow(highlightedRow_);
    const int col = shown_.displayCol(highlightedCol_);
    // The pointed-at token's row and column: the accent over a wider halo of the background, so
    // that it stands out on every colour, and thicker as the type grows (presentation mode).
    const qreal width = std::max(2.0, m / 7);
    for (const QPen& pen :
         {QPen(palette().color(QPalette::Window), 2.4 * width), QPen(color, width)}) {
        p.setPen(pen);
        if (row >= 0) p.drawRect(l.rowRect(row));
        if (col >= 0) p.drawRect(l.colRect(col));
    }
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

void HeatmapWidget::paintFooter(QPainter& p, const HeatmapLayout& l) const {
    if (l.footer.isEmpty()) return;
    QRectF text = l.footer;
    if (hasMasked()) text = painter().paintMaskLegend(p, l.footer);
    const QFontMetricsF metrics(font());
    const QColor mark = TokenLabel::Colors::from(palette()).mark;
    if (const QString note = hiddenLabelsNote(); !note.isEmpty()) {
        const QString lead = note + QStringLiteral("  ·  ");
        p.setPen(mark);
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   metrics.elidedText(lead, Qt::ElideRight, text.width()));
        text.setLeft(std::min(text.right(), text.left() + metrics.horizontalAdvance(lead)));
    }
    const bool hint = hovered_ == kNone && pinned_ == kNone;
    p.setPen(hint ? mark : palette().color(QPalette::WindowText));
    p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
               metrics.elidedText(readout(), Qt::ElideRight, text.width()));
}

QString HeatmapWidget::hiddenLabelsNote() const {
    // Labels too close to read are left out (every n-th stays): say how many, since the
    // readout names each one under the mouse.
    const HeatmapLayout& l = layout();
    const auto hidden = [](int count, int step) { return count - (count + step - 1) / step; };
    const int rows = l.rowLabels.width() > 0 ? hidden(l.rows(), l.rowLabelStep) : 0;
    const int cols = l.colLabels.height() > 0 ? hidden(l.cols(), l.colLabelStep) : 0;
    if (rows + cols == 0) return {};
    //: under a heatmap whose axes are too short to name every token
    return tr("hidden labels: %1").arg(rows + cols);
}

QString HeatmapWidget::elidedText(const QPoint& at) const {
    const HeatmapLayout& l = layout();
    if (l.title.contains(at)) {
        const HeatmapPainter painter = this->painter();
        if (HeatmapPainter::fitTitle(title_, painter.titleFont(), l.title.size()).text != title_)
            return title_;
    }
    if (l.footer.contains(at)) {
        QStringList parts{readout()};
        if (const QString note = hiddenLabelsNote(); !note.isEmpty()) parts.prepend(note);
        const QString full = parts.join(QStringLiteral("  ·  "));
        if (QFontMetricsF(font()).horizontalAdvance(full) > l.footer.width()) return full;
    }
    return {};
}

bool HeatmapWidget::event(QEvent* event) {
    // A title or footer elided with "…" shows whole in a tooltip.
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString full = elidedText(help->pos());
        if (!full.isEmpty()) {
            QToolTip::showText(help->globalPos(), full, this);
            return true;
        }
        if (toolTip().isEmpty()) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
    }
    return QWidget::event(event);
}

}  // namespace atlas::views
