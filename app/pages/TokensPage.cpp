#include "TokensPage.h"

#include <QVBoxLayout>
#include <algorithm>

#include "EmbeddingsView.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "ViewState.h"

namespace atlas {

using views::EmbeddingsView;

TokensPage::TokensPage(const PageContext& context, QWidget* parent) : Page(context, parent) {
    view_ = new EmbeddingsView(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(view_);
    connect(view_, &EmbeddingsView::tokenHovered, this,
            [this](int index) { emit tokensHovered(index, -1); });
    connect(&context.model, &views::ModelContext::snapshotChanged, this,
            [this](const auto& snapshot) { showSnapshot(*snapshot); });
    connect(&context.view, &ViewState::selectionChanged, this, &TokensPage::showSelection);
    connect(&context.view, &ViewState::tokenFocusChanged, this, &TokensPage::showFocus);
    showSelection(selection());
}

QString TokensPage::explanation() const {
    const QString tokens =
        hub_ && decoderOnly_
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
    // Marian (SPEC §5) lays its sinusoid out in halves, not interleaved as SPEC §2.
    const QString halves =
        tr("<p>The encoder reads, for the token at position <i>p</i>,</p>"
           "<p align=center><i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>]·√<i>d</i> "
           "+ PE<sub>p</sub></p>"
           "<p>with, as Marian lays it out, the sines in the first half of the vector and the "
           "cosines in the second: PE[<i>p</i>, <i>i</i>] = sin(<i>p</i> / "
           "10000<sup>2<i>i</i>/<i>d</i></sup>) and PE[<i>p</i>, <i>d</i>/2 + <i>i</i>] = "
           "cos(<i>p</i> / 10000<sup>2<i>i</i>/<i>d</i></sup>).</p>");
    // Decoder-only (docs/format.md): the one causal stack reads x_p; Gemma scales E by √d,
    // Llama and Mistral do not.
    const QString causal =
        tr("<p>The decoder stack reads, for the token at position <i>p</i>, "
           "<i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>] (times √<i>d</i> when the model "
           "scales it, as Gemma does): nothing is added for the position. Its positions are "
           "rotary (RoPE): inside self-attention each query and key is rotated by an angle "
           "proportional to its position, so that <i>QK</i><sup>T</sup> depends on how far "
           "apart two tokens are.</p>");
    const QString positions =
        decoderOnly_ && rotary_ ? causal
        : hub_ && !rotary_      ? halves
        : rotary_               ? tr("<p>The encoder reads, for the token at position <i>p</i>, "
                                                   "<i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>]·√<i>d</i>: this model "
                                                   "adds nothing for the position (PE = 0). Its positions are rotary "
                                                   "(RoPE): inside self-attention each query and key is rotated by an angle "
                                                   "proportional to its position, so that <i>QK</i><sup>T</sup> depends on "
                                                   "how far apart two tokens are.</p>")
                                : tr("<p>The encoder reads, for the token at position <i>p</i>,</p>"
                                                   "<p align=center><i>x<sub>p</sub></i> = <i>E</i>[id<sub>p</sub>]·√<i>d</i> "
                                                   "+ PE<sub>p</sub></p>"
                                                   "<p>with PE[<i>p</i>, 2<i>i</i>] = sin(<i>p</i> / "
                                                   "10000<sup>2<i>i</i>/<i>d</i></sup>) and PE[<i>p</i>, 2<i>i</i>+1] = "
                                                   "cos(<i>p</i> / 10000<sup>2<i>i</i>/<i>d</i></sup>): the same token at "
                                                   "another place gets another vector.</p>");
    return tokens + positions +
           tr("<p>The scatter projects the vectors of one depth onto their two main directions "
              "(PCA); the cosine matrix shows how alike each pair is, from −1 (blue) to 1 "
              "(red).</p>");
}

void TokensPage::showSnapshot(const views::Snapshot& snapshot) {
    view_->setSnapshot(snapshot);
    const auto& pe = snapshot.positions.values;
    const bool rotary =
        !pe.empty() && std::all_of(pe.begin(), pe.end(), [](float v) { return v == 0; });
    const bool hub = !snapshot.model.hubFolder.isEmpty();
    if (rotary != rotary_ || hub != hub_ || snapshot.model.decoderOnly != decoderOnly_) {
        rotary_ = rotary;
        hub_ = hub;
        decoderOnly_ = snapshot.model.decoderOnly;
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
}

}  // namespace atlas
