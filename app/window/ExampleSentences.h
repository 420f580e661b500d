#pragma once
// Example sentences for the source field (issue 19, "Teaching"): English sentences of the test
// split of the corpus the trained built-in models learnt from, which no model saw in training.
// The split is generated once, off the GUI thread, on the first request.

#include <QObject>
#include <QStringList>

namespace atlas {

namespace views {
class BackgroundJob;
}

class ExampleSentences : public QObject {
    Q_OBJECT

public:
    explicit ExampleSentences(QObject* parent = nullptr);

    // Draws a sentence of the split at random, not `current` (the field's text); drawn() says
    // which, at once or once the split is generated.
    void draw(const QString& current);
    // The split's English sentences (empty until the first draw has generated them).
    const QStringList& sentences() const { return sentences_; }

signals:
    void drawn(const QString& sentence);

private:
    void emitOne();

    views::BackgroundJob* job_ = nullptr;
    QStringList sentences_;
    QString avoid_;  // the text to draw anything but
};

}  // namespace atlas
