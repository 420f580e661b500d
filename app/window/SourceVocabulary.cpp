#include "SourceVocabulary.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QThreadPool>
#include <QToolButton>

#include "AppTheme.h"
#include "BackgroundJob.h"
#include "Checkpoint.h"
#include "CorpusModels.h"
#include "ExampleSentences.h"
#include "ReadableColour.h"
#include "Tokenizer.h"
#include "UnknownWordHighlighter.h"
#include "corpus/KnownWords.h"
#include "hub/HubFolder.h"

namespace atlas {

namespace {

// So many unknown words are named in the hint; the others are counted.
constexpr int kNamedWords = 4;

bool knownEnglish(const QString& word) {
    return corpus::knownWords().knowsEnglish(word.toStdString());
}

}  // namespace

SourceVocabulary::SourceVocabulary(QPlainTextEdit* editor, QWidget* parent)
    : QObject(parent), editor_(editor) {
    marker_ = new UnknownWordHighlighter(editor);
    hint_ = new QLabel(parent);
    hint_->setObjectName("vocabularyHint");
    hint_->setVisible(false);
    hint_->setWordWrap(true);
    example_ = new QToolButton(parent);
    example_->setObjectName("exampleSentence");
    example_->setAutoRaise(true);
    examples_ = new ExampleSentences(this);
    check_ = new views::BackgroundJob(QThreadPool::globalInstance(), this);
    connect(example_, &QToolButton::clicked, this,
            [this] { examples_->draw(editor_->toPlainText()); });
    connect(examples_, &ExampleSentences::drawn, editor_, &QPlainTextEdit::setPlainText);
    connect(editor_, &QPlainTextEdit::textChanged, this, &SourceVocabulary::showHint);
    connect(AppTheme::instance(), &AppTheme::themeChanged, this, &SourceVocabulary::showHint);
    connect(check_, &views::BackgroundJob::failed, this, [this] {
        checked_ = model_;  // unreadable: nothing is known of it
        emit checked();
    });
    retranslate();
}

QString SourceVocabulary::keyOf(const ModelPicker::Choice& model) {
    return model.id + QLatin1Char('\n') + model.path;
}

void SourceVocabulary::follow(const ModelPicker::Choice& model) {
    const QString key = keyOf(model);
    if (key == model_) return;
    model_ = key;
    builtin_ = !model.id.isEmpty();
    setCorpus(false);
    // A Hub folder is not ours (and may be large to read again): it learnt another corpus.
    if (!model.read || isHubFolderPath(model.path.toStdString())) {
        checked_ = key;
        return emit checked();
    }
    check_->start<bool>(
        [read = model.read](const std::atomic<bool>&) {
            const bool corpus = learntFromCorpus(Tokenizer(read().tokenizer));
            if (corpus) corpus::knownWords();  // built here, not on the GUI thread
            return corpus;
        },
        [this, key](bool corpus) {
            checked_ = key;
            setCorpus(corpus);
            emit checked();
        });
}

void SourceVocabulary::setCorpus(bool corpus) {
    corpus_ = corpus;
    marker_->setKnown(corpus ? UnknownWordHighlighter::Known(knownEnglish)
                             : UnknownWordHighlighter::Known());
    retranslate();
}

void SourceVocabulary::retranslate() {
    example_->setText(tr("Example sentence"));
    example_->setEnabled(builtin_ || corpus_);
    example_->setToolTip(
        builtin_ || corpus_
            ? tr("Replaces the text with a random sentence of the corpus's test split: the "
                 "built-in models were trained on the same generator's sentences, never on "
                 "these.")
            : tr("Only the built-in models have a corpus to draw example sentences from: this "
                 "model was trained on other text."));
    showHint();
}

void SourceVocabulary::showHint() {
    hint_->setVisible(corpus_);
    if (!corpus_) return;
    QStringList unknown = marker_->unknownWords();
    unknown.removeDuplicates();
    // The theme's own muted text, or the underline's red made readable on the theme's window:
    // taken anew when the theme changes.
    QPalette palette = hint_->parentWidget()->palette();
    palette.setColor(QPalette::WindowText,
                     unknown.isEmpty() ? palette.color(QPalette::PlaceholderText)
                                       : views::readableOn(UnknownWordHighlighter::colour(),
                                                           palette.color(QPalette::Window)));
    hint_->setPalette(palette);
    QString named = QStringList(unknown.mid(0, kNamedWords)).join(QStringLiteral(", "));
    if (unknown.size() > kNamedWords) named += QStringLiteral(", …");
    hint_->setText(
        unknown.isEmpty() ? tr("Every word is in the model's vocabulary.")
        : unknown.size() == 1
            ? tr("1 word outside the model's vocabulary: %1").arg(named)
            : tr("%1 words outside the model's vocabulary: %2").arg(unknown.size()).arg(named));
    hint_->setToolTip(
        tr("Words the corpus the model learnt from never holds are underlined "
           "in red: the tokenizer still cuts them into pieces, but the model "
           "never saw those pieces in this role. The Tokens page lists the words "
           "it knows."));
}

}  // namespace atlas
