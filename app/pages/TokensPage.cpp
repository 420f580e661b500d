#include "TokensPage.h"

#include <QEvent>
#include <QSplitter>
#include <QThreadPool>
#include <QVBoxLayout>
#include <algorithm>

#include "BackgroundJob.h"
#include "CorpusModels.h"
#include "EmbeddingsView.h"
#include "HeatmapWidget.h"
#include "KnownWordsView.h"
#include "Model.h"
#include "ModelContext.h"
#include "PieceSpeller.h"
#include "SnapshotBuilder.h"
#include "ViewState.h"
#include "WordStepsView.h"
#include "corpus/KnownWords.h"

namespace atlas {

using views::EmbeddingsView;

TokensPage::TokensPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    view_ = new EmbeddingsView(this);
    knownWords_ = new views::KnownWordsView(this);
    knownWords_->setVisible(false);
    connect(knownWords_, &views::KnownWordsView::wordChosen, this, [this](const QString& word) {
        if (this->context().insertWord) this->context().insertWord(word);
    });
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(view_);
    splitter->addWidget(knownWords_);
    splitter->setStretchFactor(0, 1);
    splitter->setChildrenCollapsible(false);
    const int em = fontMetrics().height();
    knownWords_->setMinimumWidth(em * 12);
    splitter->setSizes({em * 60, em * 13});  // the word list narrow: the maps need the width
    // The steps below the maps: a click on a prompt token fills them.
    wordSteps_ = new views::WordStepsView(this);
    wordSteps_->setMinimumHeight(em * 6);
    auto* column = new QSplitter(Qt::Vertical, this);
    column->addWidget(splitter);
    column->addWidget(wordSteps_);
    column->setStretchFactor(0, 1);
    column->setChildrenCollapsible(false);
    column->setSizes({em * 40, em * 11});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(column);
    check_ = new views::BackgroundJob(QThreadPool::globalInstance(), this);
    guardedConnect(&context.model, &views::ModelContext::modelChanged, &TokensPage::followModel);
    followModel();
    connect(view_, &EmbeddingsView::tokenHovered, this,
            [this](int index) { emit tokensHovered(index, -1); });
    guardedConnect(&context.model, &views::ModelContext::snapshotChanged,
                   [this](const auto& snapshot) { showSnapshot(*snapshot); });
    guardedConnect(&context.view, &ViewState::selectionChanged, &TokensPage::showSelection);
    guardedConnect(&context.view, &ViewState::tokenFocusChanged, &TokensPage::showFocus);
    showSelection(selection());
}

void TokensPage::setPresentation(bool on) {
    // At twice the type the word list beside the maps pushed them past the window's edge: it
    // gives its room to the maps (the sentence field still marks unknown words).
    presenting_ = on;
    knownWords_->setVisible(corpus_ && !on);
}

QString TokensPage::explanation() const {
    const QString tokens =
        fast_ ? tr("<p>The text is cut into pieces by the folder's <b>tokenizer.json</b> (the "
                   "Hugging Face <i>tokenizers</i> format), with the ids <i>tokenizers</i> gives. "
                   "<b>▁</b> marks a piece that starts with a space, ↵ a newline, and hex bytes a "
                   "piece that holds only part of a character. Click a token to see how it was "
                   "built. Each piece's id picks a row of the embedding table <i>E</i>.</p>")
        : hub_ && decoderOnly_
            ? tr("<p>The text is cut into pieces by the folder's <b>tokenizer.model</b> "
                 "(SentencePiece); <b>▁</b> marks a piece that starts a word, and a character "
                 "it lacks is spelt as its UTF-8 bytes. Each piece's id picks a row of the "
                 "embedding table <i>E</i>.</p>")
        : hub_ ? tr("<p>The sentence is cut into pieces by the folder's <b>source.spm</b>; "
                    "<b>▁</b> marks a piece that starts a word. Each piece's id, from "
                    "<b>vocab.json</b>, picks a row of the embedding table <i>E</i>; a piece "
                    "vocab.json lacks is read as <b>&lt;unk&gt;</b> and is shown as cut, in red, "
                    "marked &lt;unk&gt;.</p>")
               : tr("<p>The sentence is cut into <b>SentencePiece</b> pieces. <b>▁</b> marks a "
                    "piece that starts a word; a character the vocabulary lacks is spelt as its "
                    "UTF-8 bytes. Each piece's id picks a row of the embedding table "
                    "<i>E</i>.</p>");
    return tokens + positionsExplanation() +
           tr("<p>The scatter projects the vectors of one depth onto their two main directions "
              "(PCA); the cosine matrix shows how alike each pair is, from −1 (blue) to 1 "
              "(red).</p>") +
           vocabularyExplanation();
}

QString TokensPage::positionsExplanation() const {
    // Marian (SPEC §5) lays its sinusoid out in halves, not interleaved as SPEC §2.
    const QString halves = tr(
        "<p>The encoder reads, for the token at position <i>p</i>,</p>"
        "<p align=center><i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>]·√<i>d</i><sub>model</sub> "
        "+ PE<sub>p</sub></p>"
        "<p>with, as Marian lays it out, the sines in the first half of the vector and the "
        "cosines in the second: PE[<i>p</i>, <i>i</i>] = sin(<i>p</i> / "
        "10000<sup>2<i>i</i>/<i>d</i><sub>model</sub></sup>) and PE[<i>p</i>, "
        "<i>d</i><sub>model</sub>/2 + <i>i</i>] = "
        "cos(<i>p</i> / 10000<sup>2<i>i</i>/<i>d</i><sub>model</sub></sup>).</p>");
    // Decoder-only (docs/format.md): the one causal stack reads x_p; Gemma scales E by √d_model,
    // Llama and Mistral do not.
    const QString causal =
        tr("<p>The decoder stack reads, for the token at position <i>p</i>, "
           "<i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>] (times √<i>d</i><sub>model</sub> when "
           "the model "
           "scales it, as Gemma does): nothing is added for the position. Its positions are "
           "rotary (RoPE): inside self-attention each query and key is rotated by an angle "
           "proportional to its position, so that <i>q<sub>m</sub></i>·<i>k<sub>n</sub></i> "
           "depends on the positions <i>m</i> and <i>n</i> only through their difference "
           "<i>m</i> − <i>n</i>.</p>");
    const QString learned = tr(
        "<p>The decoder stack reads, for the token at position <i>p</i>, "
        "<i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>] + <i>P</i>[<i>p</i>]: <i>P</i> is a "
        "table with one learned row a position (GPT-2's wpe), trained with the rest of the model "
        "rather than computed from sines; the same token at another place gets another "
        "vector.</p>");
    // BertEmbeddings (modeling_bert.py): word + position + token type, then LayerNorm.
    const QString encoderOnly =
        tr("<p>The encoder reads, for the token at position <i>p</i>, "
           "<i>x<sub>p</sub></i> = LayerNorm(<i>E</i>[id<sub>p</sub>] + <i>P</i>[<i>p</i>] + "
           "<i>T</i>[0]): <i>P</i> holds one learned row a position, <i>T</i> one row a "
           "segment (0 for the first text, 1 for the second of a pair), and the sum is "
           "normalised. Special tokens frame the text: [CLS] (or &lt;s&gt;) first, [SEP] (or "
           "&lt;/s&gt;) last, in italics like the mask token the model guesses.</p>");
    const QString positions =
        encoderOnly_ && learned_  ? encoderOnly  // BERT's family; ours rotates, as below
        : learned_                ? learned
        : decoderOnly_ && rotary_ ? causal
        : hub_ && !rotary_        ? halves
        : rotary_
            ? tr("<p>The encoder reads, for the token at position <i>p</i>, "
                 "<i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>]·√<i>d</i><sub>model</sub>: this "
                 "model "
                 "adds nothing for the position (PE = 0). Its positions are rotary "
                 "(RoPE): inside self-attention each query and key is rotated by an angle "
                 "proportional to its position, so that <i>q<sub>m</sub></i>·<i>k<sub>n</sub></i> "
                 "depends on the positions <i>m</i> and <i>n</i> only through their "
                 "difference <i>m</i> − <i>n</i>.</p>")
            : tr("<p>The encoder reads, for the token at position <i>p</i>,</p>"
                 "<p align=center><i>x<sub>p</sub></i> = "
                 "<i>E</i>[id<sub>p</sub>]·√<i>d</i><sub>model</sub> "
                 "+ PE<sub>p</sub></p>"
                 "<p>with PE[<i>p</i>, 2<i>i</i>] = sin(<i>p</i> / "
                 "10000<sup>2<i>i</i>/<i>d</i><sub>model</sub></sup>) and PE[<i>p</i>, "
                 "2<i>i</i>+1] = "
                 "cos(<i>p</i> / 10000<sup>2<i>i</i>/<i>d</i><sub>model</sub></sup>): the same "
                 "token at "
                 "another place gets another vector.</p>");
    return positions;
}

void TokensPage::showSnapshot(const views::Snapshot& snapshot) {
    view_->setSnapshot(snapshot);
    sourceText_ = snapshot.sourceText;
    source_ = snapshot.source;
    causal_ = snapshot.model.decoderOnly ? snapshot.decoderInput : QVector<views::Token>();
    wordSteps_->setPrompt(snapshot.model.fastTokenizer);
    const auto& pe = snapshot.positions.values;
    const bool rotary =
        !pe.empty() && std::all_of(pe.begin(), pe.end(), [](float v) { return v == 0; });
    const bool hub = !snapshot.model.hubFolder.isEmpty();
    if (rotary != rotary_ || hub != hub_ || snapshot.model.decoderOnly != decoderOnly_ ||
        snapshot.model.encoderOnly != encoderOnly_ || snapshot.model.learnedPositions != learned_ ||
        snapshot.model.fastTokenizer != fast_) {
        rotary_ = rotary;
        hub_ = hub;
        decoderOnly_ = snapshot.model.decoderOnly;
        encoderOnly_ = snapshot.model.encoderOnly;
        learned_ = snapshot.model.learnedPositions;
        fast_ = snapshot.model.fastTokenizer;
        emit explanationChanged();
    }
}

void TokensPage::showSelection(const ViewSelection& selection) {
    // Embeddings are signed and keep their diverging map; the cosine matrix is too. Only the
    // scale follows the toolbar.
    for (views::HeatmapWidget* map :
         {view_->embeddingsMap(), view_->positionsMap(), view_->inputMap(), view_->cosineMap()})
        map->setScaleKind(selection.scale);
}

void TokensPage::showFocus(const TokenFocus& focus) {
    view_->setHighlightedToken(focus.side == TokenFocus::Side::Source ? focus.index : -1);
    showWordSteps(focus);
}

// The k-th piece of the prompt that is not a special token is the k-th the tokenizer.json
// gives for the text without them; the last word shown stays while nothing is focused.
void TokensPage::showWordSteps(const TokenFocus& focus) {
    // A decoder-only model's prompt tokens are the first of its one sequence (the target side).
    const QVector<views::Token>& tokens =
        focus.side == TokenFocus::Side::Target ? causal_ : source_;
    if (focus.side == TokenFocus::Side::None || focus.index < 0 || focus.index >= tokens.size())
        return;
    const std::shared_ptr<const Model> model = context().model.model();
    if (!model || !model->tokenizer().isFast()) return;
    if (tokens[focus.index].kind == views::Token::Kind::Control) return;
    int piece = 0;
    for (int i = 0; i < focus.index; ++i)
        if (tokens[i].kind != views::Token::Kind::Control) ++piece;
    try {
        const auto steps = views::wordStepsOf(model->tokenizer(), sourceText_.toStdString(), piece);
        if (!steps) return;
        const hf::PieceSpeller speller(hf::PieceSpeller::schemeOf(*model->tokenizer().fast()));
        wordSteps_->setSteps(*steps, speller);
    } catch (const std::exception&) {
        wordSteps_->setPrompt(true);  // a word the model refuses: no steps, the page keeps on
    }
}

// Issue 19: the words of the corpus, for a model that learnt it (CorpusModels.h).
QString TokensPage::vocabularyExplanation() const {
    if (!corpus_) return {};
    return tr("<p>This model learnt from the project's generated English → German corpus, and "
              "the list beside the maps holds its %1 English words: the lexicon's nouns, verbs "
              "and adjectives in every form the grammar writes, and its few small words. A word "
              "outside it is underlined in red in the source field: the tokenizer still cuts it "
              "into pieces, but the model never saw those pieces in this role, and what it "
              "writes for them is a guess.</p>")
        .arg(int(corpus::knownWords().english.size()));
}

void TokensPage::followModel() {
    const std::shared_ptr<const Model> model = context().model.model();
    if (!model) return;
    check_->start<bool>(
        [model](const std::atomic<bool>&) {
            const bool corpus = learntFromCorpus(model->tokenizer());
            if (corpus) corpus::knownWords();  // built here, not on the GUI thread
            return corpus;
        },
        [this, checked = static_cast<const void*>(model.get())](bool corpus) {
            checked_ = checked;
            const bool changed = corpus != corpus_;
            corpus_ = corpus;
            showKnownWords();
            if (changed) emit explanationChanged();
            emit vocabularyChecked();
        });
}

bool TokensPage::hasCheckedModel() const {
    return checked_ && checked_ == context().model.model().get();
}

void TokensPage::showKnownWords() {
    knownWords_->setVisible(corpus_ && !presenting_);
    if (!corpus_) return;
    using corpus::Part;
    // The small groups first, where they are seen without scrolling past the nouns.
    const std::pair<Part, QString> titles[] = {
        {Part::Determiner, tr("Articles")},
        {Part::Negation, tr("Negation")},
        {Part::Preposition, tr("Prepositions")},
        {Part::Conjunction, tr("Conjunctions")},
        {Part::Adjective, tr("Adjectives")},
        {Part::Verb, tr("Verbs (every form, with do, does, did)")},
        {Part::Noun, tr("Nouns (singular and plural)")},
    };
    QList<views::KnownWordsView::Group> groups;
    const auto& byPart = corpus::knownWords().englishByPart;
    for (const auto& [part, title] : titles) {
        const auto words = byPart.find(part);
        if (words == byPart.end()) continue;
        views::KnownWordsView::Group group{title, {}};
        for (const std::string& w : words->second) group.words.append(QString::fromStdString(w));
        groups.append(group);
    }
    knownWords_->setGroups(groups);
}

void TokensPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) showKnownWords();
    Page::changeEvent(event);
}

}  // namespace atlas
