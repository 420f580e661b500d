#include "HeatmapPainter.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "CellImage.h"
#include "PaintHelpers.h"
#include "TokenLabel.h"

namespace atlas::views {

namespace {

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

// Token labels on the window, and (emphasised) on the highlight's tint over it.
std::pair<TokenLabel::Colors, TokenLabel::Colors> labelColors(const QPalette& palette,
                                                              const QColor& tint) {
    const auto plain = TokenLabel::Colors::from(palette);
    return {plain, plain.on(mixed(tint, palette.color(QPalette::Window), tint.alphaF()))};
}

}  // namespace

HeatmapPainter::HeatmapPainter(const FilteredMap& shown, const Colormap& colormap,
                               const ColorScale& scale, const QFont& font, const QPalette& palette)
    : shown_(shown), colormap_(colormap), scale_(scale), font_(font), palette_(palette) {}

qreal HeatmapPainter::lineHeight() const {
    return QFontMetricsF(font_).height();
}

QFont HeatmapPainter::titleFont() const {
    QFont f = font_;
    f.setBold(true);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.1);
    else
        f.setPixelSize(qRound(f.pixelSize() * 1.1));
    return f;
}

QFont HeatmapPainter::valueFont(const HeatmapLayout* l) const {
    // Small enough for "−.00" to fit a narrow cell, large enough to read from afar.
    QFont f = font_;
    const qreal base = QFontInfo(f).pixelSize();
    const qreal cell = l ? std::min(l->cellWidth, l->cellHeight) : 0;
    f.setPixelSize(int(std::clamp(cell * 0.3, 0.8 * base, 1.3 * base)));
    return f;
}

bool HeatmapPainter::hasMasked() const {
    return std::any_of(shown_.grid.values.begin(), shown_.grid.values.end(),
                       [](float v) { return std::isnan(v); });
}

QColor HeatmapPainter::highlightTint() const {
    // The accent, faint enough that every token colour stays legible.
    QColor c = palette_.color(QPalette::Highlight);
    c.setAlphaF(0.22f);
    return c;
}

HeatmapLayout HeatmapPainter::layout(const QSize& size, const Parts& parts) const {
    HeatmapLayout::Input in;
    in.size = size;
    in.rows = shown_.grid.rows;
    in.cols = shown_.grid.cols;
    in.lineHeight = lineHeight();
    in.rowLabelWidth = widestLabel(shown_.rowTokens, font_);
    in.colLabelWidth = widestLabel(shown_.colTokens, font_);
    in.tickLabelWidth = shown_.grid.empty() ? 0 : tickLabelWidth();
    in.valueLabelWidth =
        QFontMetricsF(valueFont(nullptr)).horizontalAdvance(QStringLiteral("\u2212.00"));
    in.title = parts.title;
    in.squareCells = parts.squareCells;
    in.footer = parts.footer;
    return HeatmapLayout(in);
}

HeatmapPainter::TitleFit HeatmapPainter::fitTitle(const QString& title, const QFont& font,
                                                  const QSizeF& box) {
    const auto scaled = [&font](qreal factor) {
        QFont f = font;
        if (f.pointSizeF() > 0)
            f.setPointSizeF(f.pointSizeF() * factor);
        else
            f.setPixelSize(std::max(1, int(f.pixelSize() * factor)));
        return f;
    };
    // Presentation type has room to shrink; ordinary type stays readable (11 px) and elides.
    constexpr int kReadablePixels = 11;
    const QRectF area(QPointF(), box);
    QFont smallest = font;
    for (int percent = 100; percent >= 50; percent -= 5) {
        const QFont f = scaled(percent / 100.0);
        if (percent < 100 && QFontInfo(f).pixelSize() < kReadablePixels) break;
        smallest = f;
        const QFontMetricsF metrics(f);
        if (metrics.horizontalAdvance(title) <= box.width()) return {f, Qt::TextSingleLine, title};
        const QRectF wrapped = metrics.boundingRect(area, Qt::TextWordWrap, title);
        if (wrapped.width() <= box.width() && wrapped.height() <= box.height() + 1)
            return {f, Qt::TextWordWrap, title};
    }
    return {smallest, Qt::TextSingleLine,
            QFontMetricsF(smallest).elidedText(title, Qt::ElideRight, box.width())};
}

void HeatmapPainter::paintTitle(QPainter& p, const HeatmapLayout& l, const QString& title) const {
    if (title.isEmpty()) return;
    const TitleFit fit = fitTitle(title, titleFont(), l.title.size());
    p.save();
    p.setFont(fit.font);
    p.setPen(palette_.color(QPalette::WindowText));
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter | fit.flags, fit.text);
    p.restore();
}

void HeatmapPainter::paintCells(QPainter& p, const HeatmapLayout& l, const QImage* pixels) const {
    const Grid& g = shown_.grid;
    if (pixels) {
        // Nearest-neighbour scaling keeps every cell one flat colour.
        p.setRenderHint(QPainter::SmoothPixmapTransform, false);
        p.drawImage(l.matrix, *pixels);
    } else {
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < g.cols; ++c)
                p.fillRect(l.cellRect(r, c),
                           QColor::fromRgb(cellColor(g.at(r, c), colormap_, scale_)));
    }
    // Hairline gaps in the window colour separate large cells into tiles; on small cells they
    // would only add noise.
    if (std::min(l.cellWidth, l.cellHeight) < 1.6 * lineHeight()) return;
    p.save();
    p.setPen(QPen(palette_.color(QPalette::Window), 1));
    for (int c = 1; c < l.cols(); ++c)
        p.drawLine(l.colRect(c).topLeft(), l.colRect(c).bottomLeft());
    for (int r = 1; r < l.rows(); ++r) p.drawLine(l.rowRect(r).topLeft(), l.rowRect(r).topRight());
    p.restore();
}

void HeatmapPainter::paintHatch(QPainter& p, const QRectF& b, QRgb colour, bool rising) const {
    const qreal m = lineHeight();
    p.setPen(QPen(QColor::fromRgb(colour), std::max(1.0, m / 12)));
    const qreal spacing = std::max(5.0, m * 0.4);
    for (qreal x = b.left() - b.height(); x < b.right(); x += spacing)
        rising ? p.drawLine(QPointF(x, b.bottom()), QPointF(x + b.height(), b.top()))
               : p.drawLine(QPointF(x, b.top()), QPointF(x + b.height(), b.bottom()));
}

QPainterPath HeatmapPainter::maskedRegion(const HeatmapLayout& l, bool outsideWindow) const {
    QPainterPath masked;
    const Grid& g = shown_.grid;
    const auto wanted = [&](int r, int c) {
        return std::isnan(g.at(r, c)) && band_.outside(r, c) == outsideWindow;
    };
    for (int r = 0; r < g.rows; ++r) {
        for (int c = 0; c < g.cols;) {
            if (!wanted(r, c)) {
                ++c;
                continue;
            }
            int end = c;
            while (end < g.cols && wanted(r, end)) ++end;
            masked.addRect(l.cellRect(r, c).united(l.cellRect(r, end - 1)));
            c = end;
        }
    }
    return masked;
}

void HeatmapPainter::paintMaskHatch(QPainter& p, const HeatmapLayout& l) const {
    if (std::min(l.cellWidth, l.cellHeight) < 6) return;  // too small for lines: plain grey
    // The causal mask hatched one way in grey; what a sliding window forgot the other way, pale
    // blue (docs/format.md), so that the window reads as a band along the diagonal.
    for (const bool outside : {false, true}) {
        const QPainterPath masked = maskedRegion(l, outside);
        if (masked.isEmpty()) continue;
        p.save();
        // One hatched region without the tile gaps: the masked part is not cells of the map.
        p.fillPath(masked, QColor::fromRgb(outside ? kWindowColor : kMaskedColor));
        p.setClipPath(masked);
        p.setRenderHint(QPainter::Antialiasing);
        paintHatch(p, masked.boundingRect(), outside ? kWindowHatchColor : kMaskHatchColor,
                   !outside);
        p.restore();
    }
}

bool HeatmapPainter::hasWindowBand() const {
    const Grid& g = shown_.grid;
    for (int r = 0; r < g.rows && band_.window > 0; ++r)
        for (int c = 0; c < g.cols; ++c)
            if (std::isnan(g.at(r, c)) && band_.outside(r, c)) return true;
    return false;
}

void HeatmapPainter::paintValueLabels(QPainter& p, const HeatmapLayout& l) const {
    p.save();
    p.setFont(valueFont(&l));
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

void HeatmapPainter::paintRowLabels(QPainter& p, const HeatmapLayout& l,
                                    const Emphasis& emphasised) const {
    if (l.rowLabels.width() <= 0) return;
    const auto [colors, tinted] = labelColors(palette_, highlightTint());
    const qreal m = lineHeight();
    p.save();
    p.setFont(font_);
    for (int r = 0; r < shown_.rowTokens.size(); ++r) {
        const bool bold = emphasised && emphasised(r);
        if (r % l.rowLabelStep != 0 && !bold) continue;
        const QRectF cell = l.rowRect(r);
        const QRectF box(l.rowLabels.left(), cell.center().y() - m / 2, l.rowLabels.width(), m);
        if (bold) p.fillRect(box.adjusted(-0.2 * m, 0, 0.2 * m, 0), highlightTint());
        TokenLabel::paint(p, box, Qt::AlignRight, shown_.rowTokens[r], bold ? tinted : colors,
                          bold);
    }
    p.restore();
}

void HeatmapPainter::paintColLabels(QPainter& p, const HeatmapLayout& l,
                                    const Emphasis& emphasised) const {
    if (l.colLabels.height() <= 0) return;
    const auto [colors, tinted] = labelColors(palette_, highlightTint());
    const qreal m = lineHeight();
    p.save();
    p.setFont(font_);
    for (int c = 0; c < shown_.colTokens.size(); ++c) {
        const bool bold = emphasised && emphasised(c);
        if (c % l.colLabelStep != 0 && !bold) continue;
        const QRectF cell = l.colRect(c);
        if (bold) {
            const QRectF band =
                l.colLabelsRotated
                    ? QRectF(cell.center().x() - m / 2, l.colLabels.top(), m, l.colLabels.height())
                    : QRectF(cell.left(), l.colLabels.bottom() - m, cell.width(), m);
            p.fillRect(band, highlightTint());
        }
        if (!l.colLabelsRotated) {
            const QRectF box(cell.left(), l.colLabels.bottom() - m, cell.width(), m);
            TokenLabel::paint(p, box, Qt::AlignHCenter, shown_.colTokens[c], bold ? tinted : colors,
                              bold);
            continue;
        }
        // Rotated a quarter turn, the label starts at the matrix and reads upwards.
        p.save();
        p.translate(cell.center().x(), l.colLabels.bottom());
        p.rotate(-90);
        TokenLabel::paint(p, QRectF(0, -m / 2, l.colLabels.height(), m), Qt::AlignLeft,
                          shown_.colTokens[c], bold ? tinted : colors, bold);
        p.restore();
    }
    p.restore();
}

void HeatmapPainter::paintColorBar(QPainter& p, const HeatmapLayout& l, bool vector) const {
    paintColorBar(p, l.colorBar, l.tickLabels, vector);
}

void HeatmapPainter::paintColorBar(QPainter& p, const QRectF& bar, const QRectF& tickLabels,
                                   bool vector) const {
    if (bar.isEmpty()) return;
    p.save();
    if (vector) {
        QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
        for (int i = 0; i < Colormap::size(); ++i)
            gradient.setColorAt(double(i) / (Colormap::size() - 1),
                                QColor::fromRgb(colormap_.entry(i)));
        p.fillRect(bar, gradient);
    } else {
        QImage gradient(1, Colormap::size(), QImage::Format_RGB32);
        for (int i = 0; i < Colormap::size(); ++i)
            gradient.setPixel(0, Colormap::size() - 1 - i, colormap_.entry(i));
        p.setRenderHint(QPainter::SmoothPixmapTransform, false);
        p.drawImage(bar, gradient);
    }
    p.setFont(font_);
    p.setPen(QPen(palette_.color(QPalette::WindowText), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    const qreal m = lineHeight();
    for (const auto& tick : scale_.ticks(ticksFor(bar.height(), m))) {
        const qreal y =
            bar.bottom() - std::clamp(scale_.position(tick.value), 0.0, 1.0) * bar.height();
        p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 0.3 * m, y));
        p.drawText(QRectF(tickLabels.left(), y - m / 2, tickLabels.width(), m),
                   Qt::AlignLeft | Qt::AlignVCenter, tick.label);
    }
    p.restore();
}

qreal HeatmapPainter::tickLabelWidth() const {
    // The bar's height depends on the layout, its ticks on the height: measure every count of
    // ticks the bar might end up with.
    qreal w = 0;
    for (int count = 2; count <= kMostTicks; ++count)
        for (const auto& tick : scale_.ticks(count))
            w = std::max(w, QFontMetricsF(font_).horizontalAdvance(tick.label));
    return std::ceil(w) + 2;
}

QRectF HeatmapPainter::paintSwatch(QPainter& p, const QRectF& line, const QString& label,
                                   bool window) const {
    // The same hatch as the cells it names, so that grey never reads as a value.
    const qreal m = lineHeight();
    const qreal w = QFontMetricsF(font_).horizontalAdvance(label);
    const QRectF swatch(line.right() - w - 1.5 * m, line.center().y() - 0.4 * m, 0.8 * m, 0.8 * m);
    p.save();
    p.fillRect(swatch, QColor::fromRgb(window ? kWindowColor : kMaskedColor));
    p.setClipRect(swatch);
    paintHatch(p, swatch, window ? kWindowHatchColor : kMaskHatchColor, !window);
    p.setClipping(false);
    p.setFont(font_);
    p.setPen(palette_.color(QPalette::WindowText));
    p.drawText(QRectF(swatch.right() + 0.3 * m, line.top(), w + m, line.height()),
               Qt::AlignLeft | Qt::AlignVCenter, label);
    p.restore();
    QRectF left = line;
    left.setRight(swatch.left() - m);
    return left;
}

QRectF HeatmapPainter::paintMaskLegend(QPainter& p, const QRectF& line) const {
    const QRectF left = paintSwatch(p, line, tr("masked"), false);
    if (!hasWindowBand()) return left;
    //: keys a sliding-window layer no longer sees: W or more positions back
    return paintSwatch(p, left, tr("outside the window (W = %1)").arg(band_.window), true);
}

void HeatmapPainter::paintFigure(QPainter& p, const HeatmapLayout& l, const QString& title,
                                 bool valueLabels, const QImage* pixels) const {
    paintTitle(p, l, title);
    if (shown_.grid.empty()) return;
    paintCells(p, l, pixels);
    paintMaskHatch(p, l);
    if (valueLabels && l.valueLabelsFit) paintValueLabels(p, l);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintRowLabels(p, l);
    paintColLabels(p, l);
    paintColorBar(p, l, pixels == nullptr);
    if (!l.footer.isEmpty() && hasMasked()) paintMaskLegend(p, l.footer);
}

}  // namespace atlas::views
