#include "UnknownWordHighlighter.h"

#include <QHelpEvent>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTextBlock>
#include <QToolTip>

namespace atlas {

UnknownWordHighlighter::UnknownWordHighlighter(QPlainTextEdit* editor)
    : QSyntaxHighlighter(editor->document()), editor_(editor) {
    // A highlighter's formats are not the document's, so QPlainTextEdit shows no tooltip of
    // theirs: the viewport's tooltip events are answered here.
    editor->viewport()->installEventFilter(this);
}

void UnknownWordHighlighter::setKnown(Known known) {
    known_ = std::move(known);
    rehighlight();
}

QList<UnknownWordHighlighter::Span> UnknownWordHighlighter::words(const QString& text) {
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{M}\\p{N}]+"));
    QList<Span> spans;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const qsizetype start = m.capturedStart(), end = m.capturedEnd();
        // A special token typed in angle brackets (the masked LM's <mask>, <s>) is no word.
        const bool special = start > 0 && end < text.size() && text.at(end) == QLatin1Char('>') &&
                             (text.at(start - 1) == QLatin1Char('<') ||
                              (start > 1 && text.mid(start - 2, 2) == QLatin1String("</")));
        if (!special) spans.append({int(start), int(m.capturedLength())});
    }
    return spans;
}

QColor UnknownWordHighlighter::colour() {
    return QColor(230, 40, 40);
}

QStringList UnknownWordHighlighter::unknownWords() const {
    QStringList unknown;
    if (!known_) return unknown;
    for (QTextBlock block = document()->firstBlock(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        for (const Span& s : words(text))
            if (!known_(text.mid(s.start, s.length))) unknown.append(text.mid(s.start, s.length));
    }
    return unknown;
}

void UnknownWordHighlighter::highlightBlock(const QString& text) {
    if (!known_) return;
    QTextCharFormat unknown;
    unknown.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    unknown.setUnderlineColor(colour());
    // A faint tint too, which a projector shows where a thin wave is lost.
    QColor tint = colour();
    tint.setAlpha(36);
    unknown.setBackground(tint);
    for (const Span& s : words(text))
        if (!known_(text.mid(s.start, s.length))) setFormat(s.start, s.length, unknown);
}

bool UnknownWordHighlighter::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip || !known_)
        return QSyntaxHighlighter::eventFilter(watched, event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const QTextCursor cursor = editor_->cursorForPosition(help->pos());
    const QString text = cursor.block().text();
    const int at = cursor.positionInBlock();
    for (const Span& s : words(text)) {
        const QString w = text.mid(s.start, s.length);
        if (at >= s.start && at <= s.start + s.length && !known_(w)) {
            QToolTip::showText(help->globalPos(),
                               tr("“%1” is not in the built-in model's vocabulary: it will be "
                                  "split into pieces the model never saw in this role.")
                                   .arg(w),
                               editor_->viewport());
            return true;
        }
    }
    QToolTip::hideText();
    return QSyntaxHighlighter::eventFilter(watched, event);
}

}  // namespace atlas
