#pragma once
// How the tokenizer built one word (issue 37): BPE's merges in the order of their rank,
// WordPiece's longest matches, Unigram's best segmentation against the runner-up with their
// log-probabilities. Each step's sentence is built here, in the UI language, from the step's
// kind and operands (ModelStep); the pieces are spelt as the token strips spell them.

#include <QCoreApplication>
#include <QWidget>

#include <optional>

#include "PieceSpeller.h"
#include "SnapshotBuilder.h"

class QLabel;
class QTextBrowser;

namespace atlas::views {

class WordStepsView : public QWidget {
    Q_OBJECT

public:
    explicit WordStepsView(QWidget* parent = nullptr);

    // The steps of `steps.word`, its pieces spelt with `speller`.
    void setSteps(const WordSteps& steps, const atlas::hf::PieceSpeller& speller);
    // Nothing chosen yet (`fast`), or a tokenizer whose steps are not shown (SentencePiece).
    void setPrompt(bool fast);

    // One step's sentence ("Merge ‘t’ + ‘he’ (rank 12)"), pieces spelt with `speller`.
    static QString sentence(const atlas::hf::ModelStep& step,
                            const atlas::hf::PieceSpeller& speller);
    QString title() const;
    QString stepsHtml() const;

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: written again

private:
    void render();
    void renderSteps(const WordSteps& steps, const atlas::hf::PieceSpeller& speller);

    QLabel* title_ = nullptr;
    QTextBrowser* steps_ = nullptr;
    bool fast_ = true;
    std::optional<WordSteps> shown_;  // none: the prompt
    atlas::hf::PieceSpeller::Scheme scheme_;
};

}  // namespace atlas::views
