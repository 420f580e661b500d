#include "TokenStripWidget.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>

#include "PaintHelpers.h"
#include "ReadableColour.h"
#include "TokenLabel.h"

namespace atlas::views {

namespace {

bool isByteRunStart(const QVector<Token>& tokens, int i) {
    const Token& t = tokens[i];
    if (t.kind != Token::Kind::Byte || t.byteIndex != 0 || t.byteCount < 2) return false;
    if (i + t.byteCount > tokens.size()) return false;
    for (int k = 1; k < t.byteCount; ++k) {
        const Token& next = tokens[i + k];
        if (next.kind != Token::Kind::Byte || next.byteIndex != k) return false;
    }
    return true;
}

// A lone ▁ piece has no body; an open box says "a space" where an empty chip would say nothing.
QString chipText(const Token& token) {
    const QString body = TokenLabel::body(token);
    return body.isEmpty() && token.kind == Token::Kind::WordStart ? QStringLiteral("\u2423") : body;
}

// A piece after a space: ▁ leads it (a WordStart piece, or one vocab.json lacks and reads as
// <unk>, which keeps its spelling).
bool startsWithBoundary(const Token& token) {
    return !TokenLabel::mark(token).isEmpty();
}

// The width of a chip's <unk> badge (TokenLabel::badge), 0 without one.
qreal chipBadgeWidth(const Token& token, const QFont& pieceFont) {
    const QString badge = TokenLabel::badge(token);
    return badge.isEmpty()
               ? 0.0
               : QFontMetricsF(TokenLabel::badgeFont(pieceFont)).horizontalAdvance(badge);
}

QString kindDescription(const Token& token) {
    if (token.unknownFallback) return TokenStripWidget::tr("not in vocab.json: read as <unk>");
    switch (token.kind) {
        case Token::Kind::WordStart:
            return TokenStripWidget::tr("starts a word (▁ stands for the space before it)");
        case Token::Kind::Word:
            return TokenStripWidget::tr("continues the word before it");
        case Token::Kind::Byte:
            // A byte-level piece (GPT-2's) that ends or begins inside a character.
            if (token.byteIndex < 0 && !token.piece.startsWith(QLatin1String("<0x")))
                return TokenStripWidget::tr(
                    "part of a character: its UTF-8 bytes in hex, the rest of the character "
                    "is in the piece before or after");
            return TokenStripWidget::tr(
                "byte-fallback piece: one UTF-8 byte of a character the "
                "vocabulary does not hold");
        case Token::Kind::Control:
            return TokenStripWidget::tr("special token");
        case Token::Kind::Unknown:
            return TokenStripWidget::tr("unknown piece");
    }
    return {};
}

}  // namespace

TokenStripWidget::TokenStripWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAccessibleName(tr("Tokens"));
}

void TokenStripWidget::setContinuationFrom(int index) {
    continuation_ = index >= 0 && index < tokens_.size() ? index : -1;
    update();
}

QColor TokenStripWidget::continuationTint() const {
    // Okabe–Ito bluish green, faint: the chip's own frame still says what kind of piece it is.
    return mixed(QColor(0x00, 0x9e, 0x73), palette().color(QPalette::Base), 0.2);
}

void TokenStripWidget::setTokens(const QVector<Token>& tokens) {
    continuation_ = -1;
    tokens_ = tokens;
    highlighted_ = pinned_ = hovered_ = pressed_ = -1;
    selectionFirst_ = 0;
    selectionLast_ = -1;
    relayout();
}

TokenStripWidget::Metrics TokenStripWidget::metrics() const {
    Metrics m;
    // Pieces are the subject here, so they are set larger than the surrounding UI; both sizes
    // follow the widget font, which presentation mode enlarges.
    m.pieceFont = scaledFont(font(), 1.4);
    m.idFont = scaledFont(font(), 0.85);
    m.em = QFontMetricsF(m.pieceFont).height();
    m.padX = 0.32 * m.em;
    m.padY = 0.14 * m.em;
    m.pieceGap = 0.1 * m.em;
    m.wordGap = 0.55 * m.em;
    m.lineGap = 0.35 * m.em;
    m.idHeight = QFontMetricsF(m.idFont).height() * 1.1;
    m.markWidth = 0.16 * m.em;
    return m;
}

QVector<TokenStripWidget::Chip> TokenStripWidget::measure(const Metrics& m) const {
    const QFontMetricsF ids(m.idFont);
    const qreal chipHeight = m.em + 2 * m.padY;
    QVector<Chip> chips;
    for (int i = 0; i < tokens_.size();) {
        const Token& t = tokens_[i];
        Chip chip;
        chip.first = i;
        chip.count = isByteRunStart(tokens_, i) ? t.byteCount : 1;
        chip.startsWord = i == 0 || startsWithBoundary(t) || t.kind == Token::Kind::Control ||
                          tokens_[i - 1].kind == Token::Kind::Control;
        const QString text = chip.count > 1 ? TokenLabel::character(t) : chipText(t);
        const qreal mark = startsWithBoundary(t) ? 1.6 * m.markWidth : 0.0;
        const qreal badge = chipBadgeWidth(t, m.pieceFont);
        const qreal textWidth =
            QFontMetricsF(TokenLabel::font(t, m.pieceFont)).horizontalAdvance(text) + 2 * m.padX +
            mark + (badge > 0 ? badge + 0.5 * m.padX : 0.0);
        // Each byte of a character gets an equal share of its chip, wide enough for its id.
        qreal idWidth = 0;
        for (int k = 0; k < chip.count; ++k)
            idWidth = std::max(idWidth, ids.horizontalAdvance(QString::number(tokens_[i + k].id)));
        const qreal cells = chip.count * (idWidth + 0.3 * m.em);
        chip.size = QSizeF(std::max({textWidth, cells, 0.9 * chipHeight}), chipHeight);
        chips.push_back(chip);
        i += chip.count;
    }
    return chips;
}

qreal TokenStripWidget::place(QVector<Chip>& chips, const Metrics& m, qreal width) {
    const qreal margin = 0.2 * m.em;
    const qreal lineHeight = chips.isEmpty() ? 0 : chips.front().size.height() + m.idHeight;
    qreal x = margin, y = margin;
    bool lineEmpty = true;
    for (Chip& chip : chips) {
        const qreal gap = lineEmpty ? 0 : (chip.startsWord ? m.wordGap : m.pieceGap);
        if (!lineEmpty && x + gap + chip.size.width() > width - margin) {
            x = margin;
            y += lineHeight + m.lineGap;
            lineEmpty = true;
        }
        x += lineEmpty ? 0 : gap;
        // A chip wider than the strip (a long word the tokenizer kept whole) is cut to its
        // width: the label is elided and the tooltip names the piece whole.
        const qreal room = std::max(width - 2 * margin, 2 * m.em);
        chip.rect =
            QRectF(QPointF(x, y), QSizeF(std::min(chip.size.width(), room), chip.size.height()));
        x += chip.rect.width();
        lineEmpty = false;
    }
    return chips.isEmpty() ? 2 * margin + m.em : y + lineHeight + margin;
}

void TokenStripWidget::relayout() {
    const Metrics m = metrics();
    chips_ = measure(m);
    place(chips_, m, width());
    placedWidth_ = width();
    chipOf_.resize(tokens_.size());
    for (int c = 0; c < chips_.size(); ++c)
        for (int k = 0; k < chips_[c].count; ++k) chipOf_[chips_[c].first + k] = c;
    updateGeometry();
    update();
}

void TokenStripWidget::placed() const {
    if (placedWidth_ == width()) return;
    place(chips_, metrics(), width());
    placedWidth_ = width();
}

int TokenStripWidget::heightForWidth(int width) const {
    const Metrics m = metrics();
    QVector<Chip> chips = measure(m);
    return int(std::ceil(place(chips, m, width)));
}

QSize TokenStripWidget::sizeHint() const {
    const Metrics m = metrics();
    qreal oneLine = 0.4 * m.em;
    for (const Chip& chip : measure(m)) oneLine += chip.size.width() + m.wordGap;
    const int width = int(std::clamp<qreal>(oneLine, 12 * m.em, 40 * m.em));
    return {width, heightForWidth(width)};
}

QSize TokenStripWidget::minimumSizeHint() const {
    const Metrics m = metrics();
    return {int(4 * m.em), int(m.em + 2 * m.padY + m.idHeight + 0.4 * m.em)};
}

QRectF TokenStripWidget::chipRect(int index) const {
    if (index < 0 || index >= tokens_.size() || chipOf_.size() != tokens_.size()) return {};
    placed();
    const Chip& chip = chips_[chipOf_[index]];
    const qreal share = chip.rect.width() / chip.count;
    return QRectF(chip.rect.left() + share * (index - chip.first), chip.rect.top(), share,
                  chip.rect.height());
}

int TokenStripWidget::chipAt(const QPointF& point) const {
    placed();
    const qreal idHeight = metrics().idHeight;
    for (const Chip& chip : chips_) {
        // The id beneath a chip belongs to it too.
        const QRectF area = chip.rect.adjusted(0, 0, 0, idHeight);
        if (!area.contains(point)) continue;
        const qreal share = chip.rect.width() / chip.count;
        return chip.first + std::min(chip.count - 1, int((point.x() - chip.rect.left()) / share));
    }
    return -1;
}

QString TokenStripWidget::piecesText(const QVector<Token>& tokens, int first, int last) {
    QStringList out;
    for (int i = std::max(first, 0); i <= last && i < tokens.size(); ++i) out << tokens[i].piece;
    return out.join(QLatin1Char(' '));
}

QString TokenStripWidget::idsText(const QVector<Token>& tokens, int first, int last) {
    QStringList out;
    for (int i = std::max(first, 0); i <= last && i < tokens.size(); ++i)
        out << QString::number(tokens[i].id);
    return out.join(QLatin1Char(' '));
}

QString TokenStripWidget::plainText(const QVector<Token>& tokens, int first, int last) {
    QString out;
    for (int i = std::max(first, 0); i <= last && i < tokens.size(); ++i) {
        const Token& t = tokens[i];
        if (t.kind == Token::Kind::Control) continue;
        if (startsWithBoundary(t)) out += QLatin1Char(' ');
        // The character of a byte run is written once, by whichever of its bytes comes first.
        if (t.kind == Token::Kind::Byte && t.byteCount > 1 && t.byteIndex > 0 && i > first)
            continue;
        out += t.kind == Token::Kind::Byte ? t.display : TokenLabel::body(t);
    }
    return out.trimmed();
}

void TokenStripWidget::setHighlighted(int index) {
    if (index == highlighted_) return;
    highlighted_ = index;
    update();
}

void TokenStripWidget::setPinned(int index) {
    if (index == pinned_) return;
    pinned_ = index;
    update();
}

void TokenStripWidget::setHovered(int index) {
    if (index == hovered_) return;
    hovered_ = index;
    update();
    emit tokenHovered(index);
}

void TokenStripWidget::copyWith(QString (*format)(const QVector<Token>&, int, int)) {
    const int first = hasSelection() ? selectionFirst_ : 0;
    const int last = hasSelection() ? selectionLast_ : int(tokens_.size()) - 1;
    QApplication::clipboard()->setText(format(tokens_, first, last));
}

void TokenStripWidget::copyPieces() {
    copyWith(&piecesText);
}
void TokenStripWidget::copyIds() {
    copyWith(&idsText);
}
void TokenStripWidget::copyText() {
    copyWith(&plainText);
}

void TokenStripWidget::selectAll() {
    selectionFirst_ = 0;
    selectionLast_ = int(tokens_.size()) - 1;
    update();
}

void TokenStripWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void TokenStripWidget::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) relayout();
}

bool TokenStripWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int index = chipAt(help->pos());
        if (index < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QToolTip::showText(help->globalPos(), toolTipText(index), this,
                           chipRect(index).toAlignedRect());
        return true;
    }
    return QWidget::event(event);
}

QString TokenStripWidget::toolTipText(int index) const {
    if (index < 0 || index >= tokens_.size()) return {};
    const Token& t = tokens_[index];
    return tr("%1 — piece %2, id %3\n%4")
        .arg(TokenLabel::quoted(t), t.piece)
        .arg(t.id)
        .arg(kindDescription(t));
}

QString TokenStripWidget::drawnText(int index) const {
    if (index < 0 || index >= tokens_.size() || chipOf_.size() != tokens_.size()) return {};
    placed();
    const Metrics m = metrics();
    const Chip& chip = chips_[chipOf_[index]];
    const Token& t = tokens_[chip.first];
    const QString label = chip.count > 1 ? TokenLabel::character(t) : chipText(t);
    return QFontMetricsF(TokenLabel::font(t, m.pieceFont))
        .elidedText(label, Qt::ElideRight, labelWidth(chip, m) + 0.5);
}

qreal TokenStripWidget::labelWidth(const Chip& chip, const Metrics& m) const {
    // The chip less its padding, its ▁ bar and its <unk> badge: what measure() added to the text.
    const Token& t = tokens_[chip.first];
    const qreal mark = startsWithBoundary(t) ? 1.6 * m.markWidth : 0.0;
    const qreal badge = chipBadgeWidth(t, m.pieceFont);
    return std::max(
        0.0, chip.rect.width() - 2 * m.padX - mark - (badge > 0 ? badge + 0.5 * m.padX : 0.0));
}

void TokenStripWidget::mouseMoveEvent(QMouseEvent* event) {
    const int index = chipAt(event->position());
    setHovered(index);
    if (pressed_ >= 0 && index >= 0 && (event->buttons() & Qt::LeftButton)) {
        selectionFirst_ = std::min(pressed_, index);
        selectionLast_ = std::max(pressed_, index);
        update();
    }
}

void TokenStripWidget::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    pressed_ = chipAt(event->position());
    selectionFirst_ = 0;
    selectionLast_ = -1;
    update();
}

void TokenStripWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(event);
    const int index = chipAt(event->position());
    // A press and release on the same chip is a click that pins; anything longer selected text.
    if (index >= 0 && index == pressed_ && !hasSelection()) {
        pinned_ = pinned_ == index ? -1 : index;
        update();
        emit tokenPinned(pinned_);
    } else if (hasSelection() && selectionFirst_ == selectionLast_) {
        selectionFirst_ = 0;
        selectionLast_ = -1;
        update();
    }
    pressed_ = -1;
}

void TokenStripWidget::leaveEvent(QEvent* event) {
    QWidget::leaveEvent(event);
    setHovered(-1);
}

void TokenStripWidget::keyPressEvent(QKeyEvent* event) {
    if (event->matches(QKeySequence::Copy)) return copyPieces();
    if (event->matches(QKeySequence::SelectAll)) return selectAll();
    QWidget::keyPressEvent(event);
}

void TokenStripWidget::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    const bool some = hasSelection();
    menu.addAction(some ? tr("Copy selected pieces") : tr("Copy pieces"), this,
                   &TokenStripWidget::copyPieces);
    menu.addAction(some ? tr("Copy selected ids") : tr("Copy ids"), this,
                   &TokenStripWidget::copyIds);
    menu.addAction(some ? tr("Copy selected text") : tr("Copy text"), this,
                   &TokenStripWidget::copyText);
    menu.addSeparator();
    menu.addAction(tr("Select all"), this, &TokenStripWidget::selectAll);
    menu.exec(event->globalPos());
}

void TokenStripWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Metrics m = metrics();
    if (tokens_.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No tokens"));
        return;
    }
    if (hasSelection()) {
        QColor band = palette().color(QPalette::Highlight);
        band.setAlphaF(0.28f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(band);
        for (int i = selectionFirst_; i <= selectionLast_; ++i)
            painter.drawRect(chipRect(i).adjusted(-m.pieceGap, -m.padY, m.pieceGap, m.idHeight));
    }
    placed();
    for (const Chip& chip : chips_) paintChip(painter, chip, m);
    if (continuation_ > 0) {
        // A dashed rule before the first generated token: the prompt ends here.
        const QRectF first = chipRect(continuation_);
        const qreal x = first.left() - 0.5 * m.pieceGap - 0.5 * m.wordGap;
        painter.setPen(
            QPen(palette().color(QPalette::Text), std::max<qreal>(1.5, 0.08 * m.em), Qt::DashLine));
        painter.drawLine(QPointF(x, first.top() - m.padY), QPointF(x, first.bottom() + m.idHeight));
    }
}

TokenStripWidget::ChipStyle TokenStripWidget::chipStyle(const Chip& chip, const Metrics& m) const {
    const QPalette& pal = palette();
    const TokenLabel::Colors colors = TokenLabel::Colors::from(pal);
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor accent = pal.color(QPalette::Highlight);
    ChipStyle s{base, mixed(text, base, 0.3), colors.text, Qt::SolidLine, 0, false, false};
    for (int k = 0; k < chip.count; ++k) {
        s.active |= isActive(chip.first + k);
        s.pinned |= chip.first + k == pinned_;
    }
    // Frame and fill say what kind of piece this is; hover and pin are layered on top.
    switch (tokens_[chip.first].kind) {
        case Token::Kind::Byte:
            s.fill = mixed(colors.byte, base, 0.1);
            s.border = s.ink = colors.byte;
            s.borderStyle = Qt::DashLine;
            break;
        case Token::Kind::Control:
            s.fill = Qt::transparent;
            s.border = s.ink = colors.special;
            break;
        case Token::Kind::Unknown:
            s.fill = mixed(colors.unknown, base, 0.1);
            s.border = s.ink = colors.unknown;
            break;
        default:
            break;
    }
    if (continuation_ >= 0 && chip.first >= continuation_ && s.fill == base)
        s.fill = continuationTint();
    s.borderWidth = std::max<qreal>(1.0, 0.06 * m.em);
    // In a chip of several bytes only the share of the byte in question lights up.
    if (chip.count == 1 && (s.pinned || s.active)) {
        s.fill = mixed(accent, base, s.pinned ? 0.35 : 0.18);
        s.border = accent;
        s.borderWidth *= s.pinned ? 2.5 : 2;
    }
    // The label readable on the fill it ends up with (a kind's colour on the hover tint).
    s.ink = readableOn(s.ink, s.fill.alpha() == 0 ? base : s.fill);
    return s;
}

void TokenStripWidget::paintChip(QPainter& painter, const Chip& chip, const Metrics& m) const {
    const ChipStyle s = chipStyle(chip, m);
    paintChipFrame(painter, chip, s, m);
    paintChipLabel(painter, chip, s, m);
}

void TokenStripWidget::paintChipFrame(QPainter& painter, const Chip& chip, const ChipStyle& s,
                                      const Metrics& m) const {
    const QColor base = palette().color(QPalette::Base);
    const QColor accent = palette().color(QPalette::Highlight);
    const qreal radius = 0.22 * m.em, w = s.borderWidth;
    const QRectF frame = chip.rect.adjusted(w / 2, w / 2, -w / 2, -w / 2);
    painter.setBrush(s.fill);
    painter.setPen(QPen(s.border, w, s.borderStyle));
    painter.drawRoundedRect(frame, radius, radius);

    const qreal share = chip.rect.width() / chip.count;
    if (chip.count > 1 && (s.active || s.pinned)) {
        QPainterPath shape;
        shape.addRoundedRect(frame, radius, radius);
        painter.save();
        painter.setClipPath(shape);
        painter.setPen(Qt::NoPen);
        for (int k = 0; k < chip.count; ++k) {
            const int index = chip.first + k;
            if (!isActive(index) && index != pinned_) continue;
            painter.setBrush(mixed(accent, base, index == pinned_ ? 0.35 : 0.18));
            painter.drawRect(
                QRectF(chip.rect.left() + share * k, chip.rect.top(), share, chip.rect.height()));
        }
        painter.restore();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(accent, w * 2, s.borderStyle));
        painter.drawRoundedRect(frame, radius, radius);
    }

    // Byte pieces: hairlines mark where one byte's share of the chip ends and the next begins.
    painter.setPen(QPen(mixed(s.border, s.fill, 0.5), 1.0, Qt::SolidLine));
    for (int k = 1; k < chip.count; ++k) {
        const qreal x = chip.rect.left() + share * k;
        painter.drawLine(QPointF(x, chip.rect.bottom() - 0.3 * m.em),
                         QPointF(x, chip.rect.bottom()));
    }
}

void TokenStripWidget::paintChipLabel(QPainter& painter, const Chip& chip, const ChipStyle& s,
                                      const Metrics& m) const {
    const QPalette& pal = palette();
    const QColor accent = pal.color(QPalette::Highlight);
    const Token& t = tokens_[chip.first];
    qreal textLeft = chip.rect.left();
    if (startsWithBoundary(t)) {
        // The ▁ boundary as a bar at the chip's left edge: visible at a distance, and unlike
        // the raw glyph it cannot be mistaken for an underscore in the text.
        const QRectF bar(chip.rect.left() + m.padX * 0.55, chip.rect.top() + 1.3 * m.padY,
                         m.markWidth, chip.rect.height() - 2.6 * m.padY);
        painter.setPen(Qt::NoPen);
        painter.setBrush(s.active || s.pinned ? accent
                                              : mixed(accent, pal.color(QPalette::Base), 0.75));
        painter.drawRoundedRect(bar, m.markWidth / 2, m.markWidth / 2);
        textLeft += 1.6 * m.markWidth;
    }

    qreal textRight = chip.rect.right();
    if (const qreal badge = chipBadgeWidth(t, m.pieceFont); badge > 0) {
        // A piece vocab.json lacks: the piece as cut, then what the model reads instead.
        textRight -= badge + 1.5 * m.padX;
        painter.setFont(TokenLabel::badgeFont(m.pieceFont));
        painter.setPen(s.ink);
        painter.drawText(
            QRectF(textRight + 0.5 * m.padX, chip.rect.top(), badge, chip.rect.height()),
            Qt::AlignCenter, TokenLabel::badge(t));
        textRight += m.padX;
    }
    QFont pieceFont = TokenLabel::font(t, m.pieceFont);
    const QString label = drawnText(chip.first);
    if (s.pinned) pieceFont.setBold(true);
    painter.setFont(pieceFont);
    const QColor fill = s.fill.alpha() == 0 ? pal.color(QPalette::Base) : s.fill;
    painter.setPen(label == QStringLiteral("\u2423")
                       ? readableOn(TokenLabel::Colors::from(pal).mark, fill)
                       : s.ink);
    painter.drawText(QRectF(textLeft, chip.rect.top(), textRight - textLeft, chip.rect.height()),
                     Qt::AlignCenter, label);

    painter.setFont(m.idFont);
    const qreal share = chip.rect.width() / chip.count;
    for (int k = 0; k < chip.count; ++k) {
        const int index = chip.first + k;
        const QRectF cell(chip.rect.left() + share * k, chip.rect.bottom(), share, m.idHeight);
        painter.setPen(isActive(index) || index == pinned_ ? pal.color(QPalette::Text)
                                                           : pal.color(QPalette::PlaceholderText));
        painter.drawText(cell, Qt::AlignCenter, QString::number(tokens_[index].id));
    }
}

}  // namespace atlas::views
