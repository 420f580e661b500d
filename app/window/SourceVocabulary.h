#pragma once
// What the model in use knows of the source field (issue 19, "Teaching"): for a model trained
// on the project's corpus (CorpusModels.h), the words it never read are marked as one types and
// a hint under the field counts them; a button puts an example sentence from the corpus's test
// split in the field. A model of another origin has no corpus: nothing is marked, and only the
// built-in models (the random-weight twins included) draw examples.

#include <QObject>

#include "ModelPicker.h"

class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace atlas {

class ExampleSentences;
class UnknownWordHighlighter;
namespace views {
class BackgroundJob;
}

class SourceVocabulary : public QObject {
    Q_OBJECT

public:
    // The hint and the button are made as children of `parent`, for its layout to place.
    SourceVocabulary(QPlainTextEdit* editor, QWidget* parent);

    QLabel* hint() const { return hint_; }
    QToolButton* exampleButton() const { return example_; }
    UnknownWordHighlighter* marker() const { return marker_; }
    ExampleSentences* examples() const { return examples_; }
    // Whether the model in use learnt the corpus (known once its check has finished).
    bool knowsCorpus() const { return corpus_; }
    // Whether the check of this model has finished (knowsCorpus is its answer then).
    bool hasChecked(const ModelPicker::Choice& model) const { return checked_ == keyOf(model); }

    // The model in use; a new one is checked once, off the GUI thread.
    void follow(const ModelPicker::Choice& model);
    void retranslate();

signals:
    // The check of the model in use has finished (knowsCorpus says how).
    void checked();

private:
    static QString keyOf(const ModelPicker::Choice& model);
    void setCorpus(bool corpus);
    void showHint();

    QPlainTextEdit* editor_;
    UnknownWordHighlighter* marker_ = nullptr;
    QLabel* hint_ = nullptr;
    QToolButton* example_ = nullptr;
    ExampleSentences* examples_ = nullptr;
    views::BackgroundJob* check_ = nullptr;
    QString model_;         // the id and path of the model followed
    QString checked_;       // … and of the model whose check has finished
    bool builtin_ = false;  // one of the picker's built-in models
    bool corpus_ = false;
};

}  // namespace atlas
