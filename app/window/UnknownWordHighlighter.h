#pragma once
// Marks, as one types, the words of the source field that a model never read in training
// (issue 19, "Teaching"): a red wavy underline, and a tooltip on the word saying what it means.
// Which words are known is the caller's: the corpus's words for a model trained on it.

#include <QList>
#include <QSyntaxHighlighter>
#include <functional>

class QPlainTextEdit;

namespace atlas {

class UnknownWordHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

public:
    using Known = std::function<bool(const QString& word)>;
    struct Span {
        int start = 0, length = 0;
    };

    explicit UnknownWordHighlighter(QPlainTextEdit* editor);

    // Marks the words `known` refuses; an empty function marks nothing.
    void setKnown(Known known);
    bool isActive() const { return bool(known_); }
    // The marked words of the editor's text, in order (with repeats).
    QStringList unknownWords() const;
    // The words of a text: runs of letters, marks and digits; punctuation and spaces part them.
    static QList<Span> words(const QString& text);
    // The underline's colour, readable on light and dark backgrounds.
    static QColor colour();

protected:
    void highlightBlock(const QString& text) override;
    bool eventFilter(QObject* watched, QEvent* event) override;  // the word's tooltip

private:
    QPlainTextEdit* editor_;
    Known known_;
};

}  // namespace atlas
