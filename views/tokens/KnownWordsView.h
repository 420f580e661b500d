#pragma once
// The words a model learnt (issue 19, "Teaching"), in groups (nouns, verbs, …), with a filter:
// for the built-in models, every English word of their training corpus, so that a class can
// see before typing which words the model knows.

#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace atlas::views {

class KnownWordsView : public QWidget {
    Q_OBJECT

public:
    struct Group {
        QString title;  // translated: "Nouns"
        QStringList words;
    };

    explicit KnownWordsView(QWidget* parent = nullptr);

    // The groups in the order shown; a word may be in several.
    void setGroups(QList<Group> groups);
    QLineEdit* filter() const { return filter_; }
    QTextBrowser* list() const { return list_; }
    QLabel* count() const { return count_; }
    QPushButton* copyButton() const { return copy_; }
    // The words the filter lets through, in the order shown, each once.
    QStringList shownWords() const;
    int wordCount() const;  // every distinct word of the groups
    // The shown words, one per line, as the "Copy the words" button puts them on the clipboard.
    QString shownText() const;

signals:
    // A word of the list was clicked: the page puts it into the source sentence.
    void wordChosen(const QString& word);

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: retranslate()

private:
    void retranslate();
    void refill();  // the list and the count, as the filter says

    QList<Group> groups_;
    QLabel* title_ = nullptr;
    QLabel* count_ = nullptr;
    QLineEdit* filter_ = nullptr;
    QPushButton* copy_ = nullptr;
    QTextBrowser* list_ = nullptr;
};

}  // namespace atlas::views
