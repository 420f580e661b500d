#include "AttentionGridWidget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "AttentionLabels.h"
#include "AttentionStats.h"
#include "CellImage.h"
#include "HeatmapPainter.h"

namespace atlas::views {

namespace {

constexpr QPoint kNoHead(-2, -1);

qreal lineHeight(const QFont& font) {
    return QFontMetricsF(font).height();
}

// Each thumbnail is coloured from 0 to its own maximum: a diffuse head would otherwise be a
// flat dark square next to a sharp one, and the point of small multiples is to see patterns.
ColorScale thumbnailScale(const Grid& map, ColorScale::Kind kind) {
    return ColorScale::covering(map, kind, ColorScale::Span::AsGiven);
}

}  // namespace

AttentionGridWidget::AttentionGridWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // Deep models need more height than the pane has: a scroll area asks heightForWidth.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void AttentionGridWidget::setSnapshot(std::shared_ptr<const Snapshot> snapshot, Stack stack) {
    snapshot_ = std::move(snapshot);
    stack_ = stack;
    rebuild();
}

void AttentionGridWidget::setStack(Stack stack) {
    stack_ = stack;
    rebuild();
}

void AttentionGridWidget::setColormap(Colormap::Name name) {
    colormap_ = Colormap(name);
    rebuild();
}

void AttentionGridWidget::setScaleKind(ColorScale::Kind kind) {
    scaleKind_ = kind;
    rebuild();
}

void AttentionGridWidget::rebuild() {
    maps_.clear();
    images_.clear();
    if (snapshot_) {
        const auto& stack = snapshot_->attention[size_t(stack_)];
        for (int layer = 0; layer < int(stack.size()); ++layer) {
            std::vector<Grid> row;
            std::vector<QImage> images;
            const WindowBand band{windowOf(snapshot_->model, stack_, layer), {}, {}};
            for (int head = -1; head < int(stack[size_t(layer)].size()); ++head) {
                row.push_back(headMap(*snapshot_, stack_, layer, head));
                images.push_back(
                    cellImage(row.back(), colormap_, thumbnailScale(row.back(), scaleKind_), band));
            }
            maps_.push_back(std::move(row));
            images_.push_back(std::move(images));
        }
    }
    selectedLayer_ = std::clamp(selectedLayer_, 0, std::max(layers() - 1, 0));
    selectedHead_ = std::clamp(selectedHead_, -1, std::max(heads() - 1, -1));
    hovered_ = kNoHead;
    layoutValid_ = false;
    update();
}

int AttentionGridWidget::layers() const {
    return int(maps_.size());
}

int AttentionGridWidget::heads() const {
    return maps_.empty() ? 0 : int(maps_[0].size()) - 1;
}

const Grid* AttentionGridWidget::map(int layer, int head) const {
    if (layer < 0 || layer >= layers() || head < -1 || head >= heads()) return nullptr;
    return &maps_[size_t(layer)][size_t(head + 1)];
}

QRgb AttentionGridWidget::thumbnailColor(int layer, int head, int row, int col) const {
    const Grid* m = map(layer, head);
    if (!m || row < 0 || row >= m->rows || col < 0 || col >= m->cols) return 0;
    return cellColor(m->at(row, col), colormap_, thumbnailScale(*m, scaleKind_));
}

AttentionGridLayout::Input AttentionGridWidget::layoutInput(const QSize& size) const {
    AttentionGridLayout::Input in;
    in.size = size;
    in.layers = layers();
    in.heads = heads();
    in.groupSize = snapshot_ ? AttentionLabels::groupSize(snapshot_->model) : 1;
    in.lineHeight = lineHeight(font());
    // The selected layer's label is drawn bold: measured so, it is never clipped.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    for (int layer = 0; layer < std::max(layers(), 1); ++layer)
        in.layerLabelWidth =
            std::max(in.layerLabelWidth, metrics.horizontalAdvance(layerLabel(layer)));
    in.caption = true;
    return in;
}

const AttentionGridLayout& AttentionGridWidget::layout() const {
    if (layoutValid_) return layout_;
    layout_ = AttentionGridLayout(layoutInput(size()));
    layoutValid_ = true;
    return layout_;
}

QString AttentionGridWidget::layerLabel(int layer) const {
    return snapshot_ ? AttentionLabels::layerLabel(snapshot_->model, stack_, layer)
                     : tr("L%1").arg(layer);
}

int AttentionGridWidget::heightForWidth(int width) const {
    // Thumbnails of at least about a line and a half (a 64 × 64 map still shows its shape).
    const qreal smallest = 1.5 * lineHeight(font());
    const int needed = int(
        std::ceil(AttentionGridLayout::heightFor(layoutInput(QSize(width, height())), smallest)));
    return std::max(needed, minimumSizeHint().height());
}

void AttentionGridWidget::setSelected(int layer, int head) {
    if (!map(layer, head) || (layer == selectedLayer_ && head == selectedHead_)) return;
    selectedLayer_ = layer;
    selectedHead_ = head;
    update();
}

void AttentionGridWidget::select(int layer, int head) {
    if (!map(layer, head)) return;
    selectedLayer_ = layer;
    selectedHead_ = head;
    update();
    emit headSelected(layer, head);
}

void AttentionGridWidget::setHighlightedQuery(int row) {
    highlightedRow_ = row;
    update();
}

void AttentionGridWidget::setHighlightedKey(int col) {
    highlightedCol_ = col;
    update();
}

void AttentionGridWidget::resizeEvent(QResizeEvent* event) {
    layoutValid_ = false;
    QWidget::resizeEvent(event);
}

void AttentionGridWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) layoutValid_ = false;
    QWidget::changeEvent(event);
}

void AttentionGridWidget::mouseMoveEvent(QMouseEvent* event) {
    const auto at = layout().headAt(event->position());
    const QPoint h = at ? *at : kNoHead;
    // A head names itself; the title or caption, when elided, is shown whole.
    setToolTip(at ? AttentionLabels::title(snapshot_->model, stack_, h.y(), h.x())
                  : elidedText(event->position()));
    if (h == hovered_) return;
    hovered_ = h;
    update();
}

void AttentionGridWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    if (const auto at = layout().headAt(event->position())) select(at->y(), at->x());
}

void AttentionGridWidget::leaveEvent(QEvent* event) {
    hovered_ = kNoHead;
    update();
    QWidget::leaveEvent(event);
}

void AttentionGridWidget::keyPressEvent(QKeyEvent* event) {
    // Columns run mean (-1), then heads 0 … H−1 left to right on screen; the mean is drawn
    // last, so stepping right from the last head reaches it.
    const int columns = heads() + 1;
    const auto column = [&](int head) { return head < 0 ? columns - 1 : head; };
    const auto head = [&](int c) { return c == columns - 1 ? -1 : c; };
    int layer = selectedLayer_, c = column(selectedHead_);
    switch (event->key()) {
        case Qt::Key_Left:
            c = (c + columns - 1) % columns;
            break;
        case Qt::Key_Right:
            c = (c + 1) % columns;
            break;
        case Qt::Key_Up:
            layer = std::max(layer - 1, 0);
            break;
        case Qt::Key_Down:
            layer = std::min(layer + 1, layers() - 1);
            break;
        default:
            return QWidget::keyPressEvent(event);
    }
    select(layer, head(c));
}

QSize AttentionGridWidget::sizeHint() const {
    const int m = int(lineHeight(font()));
    return QSize(std::max(30, 5 * (heads() + 2)) * m, std::max(20, 5 * layers() + 6) * m);
}

QSize AttentionGridWidget::minimumSizeHint() const {
    const int m = int(lineHeight(font()));
    return QSize(16 * m, 12 * m);
}

void AttentionGridWidget::paintEvent(QPaintEvent* event) {
    QPainter p(this);
    p.fillRect(event->rect(), palette().color(QPalette::Window));
    const AttentionGridLayout& l = layout();
    paintHeader(p, l);
    // In a scroll area only the rows on screen: a deep model's grid is mostly off it.
    const QRectF exposed = event->rect();
    for (int layer = 0; layer < layers(); ++layer) {
        const QRectF row(0, l.thumbnail(layer, 0).top() - l.gap, width(), l.cell + l.gap);
        if (!row.intersects(exposed)) continue;
        for (int head = -1; head < heads(); ++head)
            paintThumbnail(p, l.thumbnail(layer, head), layer, head);
    }

    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    if (hovered_ != kNoHead) {
        p.setPen(QPen(palette().color(QPalette::Mid), 2));
        p.drawRect(l.thumbnail(hovered_.y(), hovered_.x()).adjusted(-1, -1, 1, 1));
    }
    if (map(selectedLayer_, selectedHead_)) {
        const qreal w = std::max(2.5, lineHeight(font()) / 6);
        p.setPen(QPen(palette().color(QPalette::Highlight), w));
        const qreal out = std::min(l.gap / 2, w);
        p.drawRect(l.thumbnail(selectedLayer_, selectedHead_).adjusted(-out, -out, out, out));
    }
}

QString AttentionGridWidget::title() const {
    if (!snapshot_ || !layers()) return {};
    // One numerus per message. English has no .qm to supply its plural forms, so the source
    // itself is singular or plural; each message carries every plural form of a translation.
    const int l = layers(), h = heads();
    const QString layerCount = l == 1 ? tr("%n layer", nullptr, l) : tr("%n layers", nullptr, l);
    const QString headCount = h == 1 ? tr("%n head", nullptr, h) : tr("%n heads", nullptr, h);
    return tr("%1 · %2 × %3").arg(AttentionLabels::stackName(stack_), layerCount, headCount);
}

QString AttentionGridWidget::caption() const {
    QString caption = tr("each map coloured from 0 to its own maximum; click one to see it large");
    const QString latent = snapshot_ ? AttentionLabels::latentCaption(snapshot_->model) : QString();
    return latent.isEmpty() ? caption : latent + QStringLiteral(" · ") + caption;
}

QString AttentionGridWidget::elidedText(const QPointF& at) const {
    if (!snapshot_ || !layers()) return {};
    const AttentionGridLayout& l = layout();
    QFont bold = font();
    bold.setBold(true);
    if (l.title.contains(at) &&
        HeatmapPainter::fitTitle(title(), bold, l.title.size()).text != title())
        return title();
    if (l.caption.contains(at) &&
        QFontMetricsF(font()).horizontalAdvance(caption()) > l.caption.width())
        return caption();
    return {};
}

void AttentionGridWidget::paintHeader(QPainter& p, const AttentionGridLayout& l) const {
    const QColor ink = palette().color(QPalette::WindowText);
    QColor quiet = ink;
    quiet.setAlphaF(0.65f);
    if (!snapshot_ || !layers()) {
        p.setPen(quiet);
        p.drawText(rect(), Qt::AlignCenter, tr("No attention maps yet"));
        return;
    }
    QFont bold = font();
    bold.setBold(true);
    // A narrow pane shrinks or wraps the title before it elides it (then the tooltip has it).
    const HeatmapPainter::TitleFit fit = HeatmapPainter::fitTitle(title(), bold, l.title.size());
    p.setFont(fit.font);
    p.setPen(ink);
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter | fit.flags, fit.text);
    p.setFont(font());
    p.setPen(quiet);
    p.drawText(l.caption, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(font()).elidedText(caption(), Qt::ElideRight, l.caption.width()));

    // 32 heads in a narrow pane: every k-th name, so that they never run into each other
    // (the selected head's always).
    const qreal nameWidth = QFontMetricsF(bold).horizontalAdvance(tr("H%1").arg(heads() - 1));
    const int every = std::max(1, int(std::ceil(nameWidth / std::max(l.cell, 1.0))));
    for (int head = -1; head < heads(); ++head) {
        const bool selected = head == selectedHead_;
        if (head >= 0 && !selected && head % every != 0) continue;
        p.setFont(selected ? bold : font());
        p.setPen(selected ? ink : quiet);
        p.drawText(l.headLabel(head), Qt::AlignCenter | Qt::AlignBottom,
                   head < 0 ? tr("mean") : tr("H%1").arg(head));
    }
    for (int layer = 0; layer < layers(); ++layer) {
        const bool selected = layer == selectedLayer_;
        p.setFont(selected ? bold : font());
        p.setPen(selected ? ink : quiet);
        p.drawText(l.layerLabel(layer), Qt::AlignRight | Qt::AlignVCenter, layerLabel(layer));
    }
    p.setFont(font());
    // GQA / MQA: a bracket over the query heads that read the same K/V head.
    p.setRenderHint(QPainter::Antialiasing);
    for (int g = 0; g < l.groups(); ++g) {
        const QRectF b = l.groupBracket(g);
        const qreal y = b.bottom() - 0.25 * lineHeight(font());
        p.setPen(QPen(quiet, 1.5));
        p.drawLine(QPointF(b.left(), y), QPointF(b.right(), y));
        p.drawLine(QPointF(b.left(), y), QPointF(b.left(), b.bottom()));
        p.drawLine(QPointF(b.right(), y), QPointF(b.right(), b.bottom()));
        const QString label = tr("KV %1").arg(g);
        const qreal w = QFontMetricsF(font()).horizontalAdvance(label) + 0.6 * lineHeight(font());
        const QRectF tag(b.center().x() - w / 2, b.top(), w, y - b.top() + 1);
        p.fillRect(tag, palette().color(QPalette::Window));
        p.setPen(ink);
        p.drawText(tag, Qt::AlignCenter, label);
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

void AttentionGridWidget::paintThumbnail(QPainter& p, const QRectF& r, int layer, int head) const {
    const QImage& image = images_[size_t(layer)][size_t(head + 1)];
    if (image.isNull() || r.width() <= 0) return;
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(r, image);
    // The token highlighted elsewhere, as a faint band across every thumbnail.
    QColor band = palette().color(QPalette::Highlight);
    band.setAlphaF(0.45f);
    const qreal rowH = r.height() / image.height(), colW = r.width() / image.width();
    if (highlightedRow_ >= 0 && highlightedRow_ < image.height())
        p.fillRect(QRectF(r.left(), r.top() + highlightedRow_ * rowH, r.width(), rowH), band);
    if (highlightedCol_ >= 0 && highlightedCol_ < image.width())
        p.fillRect(QRectF(r.left() + highlightedCol_ * colW, r.top(), colW, r.height()), band);
}

}  // namespace atlas::views
