#include "TokenLabel.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QPalette>
#include <QTextLayout>
#include <algorithm>

#include "PaintHelpers.h"
#include "ReadableColour.h"

namespace atlas::views {

namespace {

constexpr QChar kBoundary(0x2581);  // ▁

QString subscript(int n) {
    QString out;
    for (QChar c : QString::number(n)) out += QChar(char16_t(0x2080 + c.digitValue()));
    return out;
}

QColor byTheme(bool dark, QRgb onLight, QRgb onDark) {
    return QColor::fromRgb(dark ? onDark : onLight);
}

}  // namespace

TokenLabel::Colors TokenLabel::Colors::from(const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window), base = palette.color(QPalette::Base);
    const bool dark = window.lightnessF() < 0.5;
    // Labels stand on the window (heatmap axes) or on the base (the scatter, the lines): each
    // colour readable on both, in every theme.
    const auto readable = [&](const QColor& colour) {
        return readableOn(readableOn(colour, window), base);
    };
    Colors c;
    c.text = text;
    c.mark = readable(mixed(text, window, 0.45));
    c.special = readable(byTheme(dark, 0xff6a3fb5, 0xffc5a8ff));  // violet: no colormap's hue
    c.byte = readable(byTheme(dark, 0xff00796b, 0xff5fd3c4));
    c.unknown = readable(byTheme(dark, 0xffc62828, 0xffff8a80));
    return c;
}

TokenLabel::Colors TokenLabel::Colors::on(const QColor& background) const {
    return {readableOn(text, background), readableOn(mark, background),
            readableOn(special, background), readableOn(byte, background),
            readableOn(unknown, background)};
}

QString TokenLabel::mark(const Token& token) {
    if (token.kind == Token::Kind::Byte && !drawable(token.display)) return {};
    return token.display.startsWith(kBoundary) ? QString(kBoundary) : QString();
}

bool TokenLabel::drawable(const QString& text) {
    // Font fallback picks a font per character; where none has it, the glyph is .notdef (index
    // 0), drawn as an empty box. Asked once per text: labels repaint often. Figures are also
    // painted off the GUI thread (batch export), hence the lock.
    static QMutex mutex;
    static QHash<QString, bool> known;
    const QMutexLocker lock(&mutex);
    if (const auto it = known.constFind(text); it != known.constEnd()) return *it;
    QTextLayout layout(text, QGuiApplication::font());
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    bool ok = true;
    for (const QGlyphRun& run : layout.glyphRuns())
        for (quint32 glyph : run.glyphIndexes()) ok = ok && glyph != 0;
    known.insert(text, ok);
    return ok;
}

QString TokenLabel::character(const Token& token) {
    if (drawable(token.display)) return token.display;
    QString out;
    for (char32_t c : token.display.toUcs4()) {
        const QString one = QString::fromUcs4(&c, 1);
        out +=
            drawable(one) ? one : QStringLiteral("U+%1").arg(uint(c), 4, 16, QChar('0')).toUpper();
    }
    return out;
}

QString TokenLabel::body(const Token& token) {
    // A byte of a character no font has: the byte itself, which needs no position subscript.
    if (token.kind == Token::Kind::Byte && !drawable(token.display)) return token.piece;
    const QString shown = character(token);
    QString text = shown.startsWith(kBoundary) ? shown.mid(1) : shown;
    if (token.kind == Token::Kind::Byte && token.byteCount > 1 && token.byteIndex >= 0)
        text += subscript(token.byteIndex + 1);
    return text;
}

QString TokenLabel::badge(const Token& token) {
    return token.unknownFallback ? QStringLiteral("<unk>") : QString();
}

QFont TokenLabel::badgeFont(const QFont& base) {
    QFont f = base;
    f.setItalic(false);
    f.setBold(false);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.72);
    else
        f.setPixelSize(std::max(1, f.pixelSize() * 72 / 100));
    return f;
}

QFont TokenLabel::font(const Token& token, const QFont& base) {
    QFont f = base;
    if (token.kind == Token::Kind::Control || token.kind == Token::Kind::Unknown) f.setItalic(true);
    return f;
}

namespace {

// The badge's width and the gap before it; 0 without one.
qreal labelBadgeWidth(const Token& token, const QFont& base) {
    const QString b = TokenLabel::badge(token);
    if (b.isEmpty()) return 0;
    const QFontMetricsF metrics(TokenLabel::badgeFont(base));
    return metrics.horizontalAdvance(b) + metrics.averageCharWidth() * 0.5;
}

}  // namespace

qreal TokenLabel::width(const Token& token, const QFont& base) {
    return QFontMetricsF(font(token, base)).horizontalAdvance(text(token)) +
           labelBadgeWidth(token, base);
}

void TokenLabel::paint(QPainter& painter, const QRectF& rect, Qt::Alignment alignment,
                       const Token& token, const Colors& colors, bool emphasised) {
    QFont f = font(token, painter.font());
    if (emphasised) f.setBold(true);
    const QFontMetricsF metrics(f);
    const QString markText = mark(token);
    const qreal markWidth = metrics.horizontalAdvance(markText);
    const qreal tail = labelBadgeWidth(token, f);
    const QString bodyText = metrics.elidedText(
        body(token), Qt::ElideRight, std::max<qreal>(0, rect.width() - markWidth - tail));
    const qreal total = markWidth + metrics.horizontalAdvance(bodyText) + tail;

    qreal x = rect.left();
    if (alignment & Qt::AlignRight) x = rect.right() - total;
    if (alignment & Qt::AlignHCenter) x = rect.center().x() - total / 2;
    const qreal baseline = rect.center().y() + (metrics.ascent() - metrics.descent()) / 2;

    QColor bodyColor = colors.text;
    if (token.kind == Token::Kind::Control) bodyColor = colors.special;
    if (token.kind == Token::Kind::Byte) bodyColor = colors.byte;
    if (token.kind == Token::Kind::Unknown) bodyColor = colors.unknown;

    painter.save();
    painter.setFont(f);
    if (!markText.isEmpty()) {
        painter.setPen(colors.mark);
        painter.drawText(QPointF(x, baseline), markText);
    }
    painter.setPen(bodyColor);
    painter.drawText(QPointF(x + markWidth, baseline), bodyText);
    if (tail > 0) {
        painter.setFont(badgeFont(f));
        painter.drawText(
            QPointF(x + total - QFontMetricsF(painter.font()).horizontalAdvance(badge(token)),
                    baseline),
            badge(token));
    }
    painter.restore();
}

QString TokenLabel::quoted(const Token& token) {
    const QString shown = QStringLiteral("'%1'").arg(body(token));
    if (token.unknownFallback) return tr("%1 (read as <unk>)").arg(shown);
    if (token.kind != Token::Kind::Byte || token.byteCount <= 1) return shown;
    return tr("'%1' (byte %2 of %3, %4)")
        .arg(token.display)
        .arg(token.byteIndex + 1)
        .arg(token.byteCount)
        .arg(token.piece);
}

}  // namespace atlas::views
