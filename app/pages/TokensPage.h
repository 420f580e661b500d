#pragma once
// Page 1: how tokens enter the model: their embeddings, the positional encodings and the sum
// that the encoder reads (SPEC §2 "Embedding"), and how the vectors relate at each depth.

#include <QVector>

#include "Page.h"
#include "Snapshot.h"

namespace atlas {

namespace views {
class BackgroundJob;
class EmbeddingsView;
class KnownWordsView;
class WordStepsView;
}  // namespace views

class TokensPage : public Page {
    Q_OBJECT

public:
    explicit TokensPage(const PageContext& context, QWidget* parent = nullptr);

    QString id() const override { return QStringLiteral("tokens"); }
    QString title() const override { return tr("Tokens && embeddings"); }
    QString explanation() const override;
    void setPresentation(bool on) override;  // the word list hidden: the maps get its room
    views::EmbeddingsView* view() const { return view_; }
    // The English words of the corpus, beside the maps while the model learnt it (issue 19).
    views::KnownWordsView* knownWordsView() const { return knownWords_; }
    // How the tokenizer built the word of the focused prompt token (issue 37).
    views::WordStepsView* wordStepsView() const { return wordSteps_; }
    bool knowsCorpus() const { return corpus_; }
    // Whether the check of the model in use has finished (knowsCorpus is its answer then).
    bool hasCheckedModel() const;

signals:
    // The check of whether the model in use learnt the corpus has finished.
    void vocabularyChecked();

protected:
    void changeEvent(QEvent* event) override;  // LanguageChange: the groups' titles

private:
    void showSnapshot(const views::Snapshot& snapshot);
    void showSelection(const ViewSelection& selection);
    void showFocus(const TokenFocus& focus);
    void showWordSteps(const TokenFocus& focus);
    void followModel();     // checks, off the GUI thread, whether the model learnt the corpus
    void showKnownWords();  // the known-word list, for a model that learnt the corpus
    QString vocabularyExplanation() const;
    QString positionsExplanation() const;  // what x_p adds for the position, for this model

    views::EmbeddingsView* view_ = nullptr;
    views::KnownWordsView* knownWords_ = nullptr;
    views::WordStepsView* wordSteps_ = nullptr;
    QString sourceText_;            // the snapshot's, for the steps of a focused token
    QVector<views::Token> source_;  // the snapshot's source tokens
    QVector<views::Token> causal_;  // decoder-only: the one sequence, prompt first
    views::BackgroundJob* check_ = nullptr;
    bool corpus_ = false;  // the model in use learnt the built-in models' corpus
    bool presenting_ = false;
    const void* checked_ = nullptr;  // the model whose check has finished (compared only)
    bool rotary_ = false;            // the model's positions rotate Q and K instead of adding PE
    bool hub_ = false;               // a Hub folder's model (SPEC §5): ids from its vocab.json
    bool decoderOnly_ = false;       // Llama, Mistral, Gemma 3 or our ⇒ models: no encoder
    bool encoderOnly_ = false;       // BERT's family: no decoder
    bool learned_ = false;           // GPT-2's learned positions (P[p] added to E[id])
    bool fast_ = false;              // a tokenizer.json, not SentencePiece
};

}  // namespace atlas
