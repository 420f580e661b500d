#pragma once
// How a token is written on an axis or in a readout: as text (never an image), with the ▁
// word-boundary mark, byte-fallback pieces and special tokens each visibly distinct.

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

#include "Snapshot.h"

class QPainter;
class QPalette;

namespace atlas::views {

class TokenLabel {
    Q_DECLARE_TR_FUNCTIONS(TokenLabel)

public:
    // The colours of the parts of a label, derived from the widget's palette so that both the
    // light and the dark theme keep them apart.
    struct Colors {
        QColor text;     // ordinary pieces
        QColor mark;     // the ▁ boundary mark: present but quieter than the word
        QColor special;  // <s>, </s>, <pad>
        QColor byte;     // characters spelt by byte-fallback pieces
        QColor unknown;  // <unk>
        static Colors from(const QPalette& palette);
        // The same, each moved just far enough to read on `background` (a highlight's tint).
        Colors on(const QColor& background) const;
    };

    // The label in two parts: a leading mark ("▁", or "" when none) and the readable body.
    // A byte piece of a multi-byte character carries its position as a subscript ("你₂").
    // A byte piece whose character no installed font draws reads as its byte ("<0xF0>"), any
    // other such character as its code point ("U+1F99C"): never an empty box.
    static QString mark(const Token& token);
    static QString body(const Token& token);
    // The token's whole character or piece (Token::display) as a chip of several bytes shows
    // it, with what no font draws spelt by its code point.
    static QString character(const Token& token);
    // Every character of `text` has a glyph in the application's fonts (with fallbacks).
    static bool drawable(const QString& text);
    static QString text(const Token& token) { return mark(token) + body(token); }
    // "<unk>" after the body of a piece the vocabulary lacks (Token::unknownFallback), set
    // smaller; "" for any other token.
    static QString badge(const Token& token);
    static QFont badgeFont(const QFont& base);

    // Special tokens are set in italics so that they read as markers, not words.
    static QFont font(const Token& token, const QFont& base);
    static qreal width(const Token& token, const QFont& base);

    // Draws the label into `rect` (in the painter's current, possibly rotated, coordinates),
    // aligned by `alignment`, elided at the end if it does not fit. `emphasised` (a highlighted
    // token) sets it in bold.
    static void paint(QPainter& painter, const QRectF& rect, Qt::Alignment alignment,
                      const Token& token, const Colors& colors, bool emphasised = false);

    // For readouts and tooltips: "'Katze'", "'</s>'", "'你' (byte 2 of 3, <0xBD>)",
    // "'Zürich' (read as <unk>)".
    static QString quoted(const Token& token);
};

}  // namespace atlas::views
