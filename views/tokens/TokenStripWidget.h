#pragma once
// The SentencePiece pieces of one sequence as chips with their ids beneath, wrapped over lines:
// the first thing a reader sees of how text becomes tokens.

#include <QVector>
#include <QWidget>

#include "Snapshot.h"

namespace atlas::views {

class TokenStripWidget : public QWidget {
    Q_OBJECT

public:
    explicit TokenStripWidget(QWidget* parent = nullptr);

    void setTokens(const QVector<Token>& tokens);
    const QVector<Token>& tokens() const { return tokens_; }
    // A decoder-only sequence (SPEC §5): tokens from `index` on are the continuation, tinted
    // and set apart from the prompt by a dashed rule; −1 (the default, and after setTokens):
    // one kind of token.
    void setContinuationFrom(int index);
    int continuationFrom() const { return continuation_; }
    // The colour the continuation's chips are tinted with (for tests).
    QColor continuationTint() const;

    int highlighted() const { return highlighted_; }
    int pinned() const { return pinned_; }
    int hovered() const { return hovered_; }
    // The chips chosen for copying by dragging across them (first > last when none).
    int selectionFirst() const { return selectionFirst_; }
    int selectionLast() const { return selectionLast_; }

    // Where token `index` is drawn, in widget coordinates (a byte piece: its share of the chip
    // it forms with the other bytes of its character); empty for an index out of range.
    QRectF chipRect(int index) const;
    // The label drawn on token `index`'s chip: its text, elided with "…" when the chip is cut to
    // the strip's width; the tooltip (toolTipText) names the piece whole.
    QString drawnText(int index) const;
    QString toolTipText(int index) const;
    // The token under `point`, or −1.
    int chipAt(const QPointF& point) const;

    // What the copy actions put on the clipboard, for tokens first … last (inclusive):
    // the pieces as SentencePiece spells them, the ids, and the text they decode to.
    static QString piecesText(const QVector<Token>& tokens, int first, int last);
    static QString idsText(const QVector<Token>& tokens, int first, int last);
    static QString plainText(const QVector<Token>& tokens, int first, int last);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public slots:
    // Another view's hover (−1: none): drawn like this strip's own hover.
    void setHighlighted(int index);
    // The token that stays highlighted after a click (−1: none); emits nothing.
    void setPinned(int index);
    void copyPieces();
    void copyIds();
    void copyText();
    void selectAll();

signals:
    void tokenHovered(int index);  // −1 when the pointer leaves the chips
    void tokenPinned(int index);   // a click pins a chip; clicking it again unpins (−1)

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    // One chip: a single piece, or the byte pieces of one character drawn as one chip.
    struct Chip {
        int first = 0;
        int count = 1;
        bool startsWord = false;  // a ▁ piece or a special token: set apart by a wider gap
        QSizeF size;              // the chip alone, without the ids below it
        QRectF rect;              // placed, widget coordinates
    };
    struct Metrics {
        QFont pieceFont, idFont;
        qreal em, padX, padY, pieceGap, wordGap, lineGap, idHeight, markWidth;
    };

    Metrics metrics() const;
    QVector<Chip> measure(const Metrics& m) const;
    // Places the chips in lines of at most `width` pixels; returns the height they need.
    static qreal place(QVector<Chip>& chips, const Metrics& m, qreal width);
    qreal labelWidth(const Chip& chip, const Metrics& m) const;  // room for the chip's text
    void relayout();      // tokens or font changed: measure and place again
    void placed() const;  // chips_ placed for the current width (resize() of a hidden widget
                          // sends no resize event until it is shown)
    void setHovered(int index);
    void copyWith(QString (*format)(const QVector<Token>&, int, int));
    bool hasSelection() const { return selectionFirst_ <= selectionLast_; }
    // How a chip is drawn: its kind's frame and fill, then hover and pin on top.
    struct ChipStyle {
        QColor fill, border, ink;
        Qt::PenStyle borderStyle;
        qreal borderWidth;
        bool active, pinned;  // some piece of the chip hovered, highlighted or pinned
    };
    ChipStyle chipStyle(const Chip& chip, const Metrics& m) const;
    bool isActive(int index) const { return index == hovered_ || index == highlighted_; }
    void paintChip(QPainter& painter, const Chip& chip, const Metrics& m) const;
    void paintChipFrame(QPainter& painter, const Chip& chip, const ChipStyle& s,
                        const Metrics& m) const;
    void paintChipLabel(QPainter& painter, const Chip& chip, const ChipStyle& s,
                        const Metrics& m) const;

    QVector<Token> tokens_;
    mutable QVector<Chip> chips_;
    mutable int placedWidth_ = -1;
    QVector<int> chipOf_;  // token → index into chips_
    int highlighted_ = -1;
    int pinned_ = -1;
    int hovered_ = -1;
    int pressed_ = -1;  // the chip a drag started on
    int selectionFirst_ = 0, selectionLast_ = -1;
    int continuation_ = -1;
};

}  // namespace atlas::views
