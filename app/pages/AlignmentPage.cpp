#include "AlignmentPage.h"

#include <QEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "AttentionLabels.h"
#include "CrossAttentionView.h"
#include "DecodingSteps.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "SentencePairPanel.h"
#include "StepThroughBar.h"
#include "ViewState.h"

namespace atlas {

using views::CrossAttentionView;

AlignmentPage::AlignmentPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), steps_(&context.steps) {
    view_ = new CrossAttentionView(this);
    stepBar_ = new views::StepThroughBar(steps_, this);
    noCross_ = new QLabel(this);
    noCross_->setObjectName("noCrossAttention");
    noCross_->setWordWrap(true);
    noCross_->setAlignment(Qt::AlignCenter);
    noCross_->setMargin(40);
    QFont larger = noCross_->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    noCross_->setFont(larger);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(view_);
    pages_->addWidget(noCross_);
    pair_ = new SentencePairPanel(context, this);
    pages_->addWidget(pair_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(stepBar_);
    layout->addWidget(pages_, 1);
    retranslate();
    connect(view_, &CrossAttentionView::sourceHovered, this, [this](int index) {
        source_ = index;
        emit tokensHovered(source_, target_);
    });
    connect(view_, &CrossAttentionView::targetHovered, this, [this](int index) {
        // An arrow model's block rows start at the arrow of its one sequence.
        target_ = index >= 0 ? index + blockOrigin().y() : -1;
        emit tokensHovered(source_, target_);
    });
    guardedConnect(steps_, &views::DecodingSteps::changed, &AlignmentPage::display);
    guardedConnect(&context.model, &views::ModelContext::snapshotChanged, &AlignmentPage::display);
    guardedConnect(&context.view, &ViewState::selectionChanged, &AlignmentPage::showSelection);
    guardedConnect(&context.view, &ViewState::tokenFocusChanged, &AlignmentPage::showFocus);
    showSelection(selection());
}

void AlignmentPage::retranslate() {
    noCross_->setText(
        tr("<p><b>No cross-attention.</b> A decoder-only model has one causal stack: every "
           "token attends to the tokens before it in the same sequence, and there is no "
           "separate source to attend across to.</p><p>Its self-attention is on the "
           "Attention page.</p>"));
}

void AlignmentPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        emit explanationChanged();
    }
    Page::changeEvent(event);
}

QString AlignmentPage::explanation() const {
    const auto snapshot = context().model.snapshot();
    if (snapshot && (snapshot->model.decoderOnly || snapshot->model.encoderOnly))
        return causalExplanation(*snapshot);
    QString html = tr(
        "<p><b>Cross-attention</b> is where the decoder reads the source. The queries come from "
        "the decoder's states <i>X</i><sub>dec</sub>, the keys and values from the encoder's "
        "output <i>X</i><sub>enc</sub>:</p>"
        "<p align=center><i>Q</i> = <i>X</i><sub>dec</sub><i>W<sub>Q</sub></i>, &nbsp;<i>K</i> = "
        "<i>X</i><sub>enc</sub><i>W<sub>K</sub></i>, &nbsp;<i>V</i> = "
        "<i>X</i><sub>enc</sub><i>W<sub>V</sub></i>, &nbsp;<i>A</i> = "
        "exp(<i>QK</i><sup>T</sup>/√<i>d</i><sub>QK</sub>), &nbsp;<i>Y</i> = "
        "<i>Z</i><sup>−1</sup><i>AV</i></p>"
        "<p>with <i>d</i><sub>QK</sub> the width of one head's queries and keys.</p>"
        "<p>Row <i>t</i> of <i>Z</i><sup>−1</sup><i>A</i> belongs to the decoder's input token "
        "<i>t</i> (&lt;s&gt; first) and says which source tokens it reads while predicting token "
        "<i>t</i> + 1; it sums to 1. There is no mask: every target position may read the whole "
        "source.</p>"
        "<p>The heatmap gives every weight; the lines give the shape at a glance, each as opaque "
        "as its weight (those below the threshold are not drawn). In a trained translation "
        "model they roughly follow the word alignment.</p>");
    if (snapshot && snapshot->model.dQK() > 0)
        html +=
            tr("<p>This model: %1.</p>").arg(views::AttentionLabels::scaleHtml(snapshot->model));
    if (teaching_)
        html +=
            tr("<p><b>Step through decoding.</b> The source's <i>K</i> and <i>V</i> are computed "
               "once, when it is encoded, and cached; each step adds one row: the new target "
               "token's query against all <i>n</i> cached source keys.</p>");
    html +=
        tr("<p>The layer and head are the toolbar's; the stack is always cross-attention "
           "here.</p>");
    return html;
}

QString AlignmentPage::causalExplanation(const views::Snapshot& snapshot) const {
    if (snapshot.model.encoderOnly)
        return tr(
            "<p><b>Nothing to align.</b> An encoder-only model (BERT's family) has one stack in "
            "which every token attends to every token, before and after it; it writes no "
            "second text, so no decoder reads across to a source. Its attention is on the "
            "Attention page, its guesses at each mask under the text.</p>"
            "<p><b>A sentence pair</b> is what BERT reads for next-sentence prediction and "
            "for tasks on two texts: tokenizer(A, B) gives [CLS] A [SEP] B [SEP], and "
            "BertEmbeddings adds T[0] to the first part's tokens and T[1] to the second's "
            "(RoBERTa: &lt;s&gt; A &lt;/s&gt;&lt;/s&gt; B &lt;/s&gt;, one type for all). "
            "The page shows the block of <i>Z</i><sup>−1</sup><i>A</i> where one part's "
            "queries meet the other part's keys; its rows sum to less than 1, the rest "
            "staying within the part. Many heads send most of it to [SEP].</p>"
            "<p>The layer and head are the toolbar's.</p>");
    if (!snapshot.causal.hasArrow()) return noCross_->text();
    return tr(
        "<p>This decoder-only model translates by continuing one causal sequence, "
        "[bos] English ⇒ German. It has no cross-attention: the German reads the "
        "English through <b>self-attention</b>, in the same maps <i>Z</i><sup>−1</sup>"
        "<i>A</i> as every other token.</p>"
        "<p>The page shows their block: the rows that predict the German (the arrow's "
        "row predicts the first German piece, each piece's row the next) × the English "
        "columns. A row's weights here sum to less than 1: the rest goes to bos, the "
        "arrow and the German before it. Keys a sliding layer's window no longer sees "
        "are masked.</p>"
        "<p>The layer and head are the toolbar's.</p>");
}

void AlignmentPage::display() {
    const auto snapshot = context().model.snapshot();
    const bool encoderOnly = snapshot && snapshot->model.encoderOnly;
    const bool decoderOnly = (snapshot && snapshot->model.decoderOnly) || encoderOnly;
    const bool explain = encoderOnly || (decoderOnly && !snapshot->causal.hasArrow());
    pages_->setCurrentWidget(encoderOnly ? static_cast<QWidget*>(pair_)
                             : explain   ? static_cast<QWidget*>(noCross_)
                                         : view_);
    // What the page explains: cross-attention, an arrow model's block, or why there is none.
    const int kind = encoderOnly ? kEncoderOnly : !decoderOnly ? 0 : explain ? 2 : 1;
    if (kind != shownKind_) {
        shownKind_ = kind;
        retranslate();
        emit explanationChanged();
        emit drawnStacksChanged();
    }
    // Step-through decoding walks an encoder-decoder's cross-attention; not here.
    stepBar_->setVisible(!decoderOnly);
    const bool teaching = !decoderOnly && steps_->isActive() && steps_->frame();
    if (teaching != teaching_) {
        teaching_ = teaching;
        emit explanationChanged();
    }
    const auto shown = teaching ? steps_->frame() : snapshot;
    if (encoderOnly) follow();  // the pair panel takes the toolbar's layer and head
    if (!shown || explain) return;
    view_->setSnapshot(*shown);
    view_->heatmap()->setRevealedRows(teaching ? steps_->shown() : -1);
    follow();
}

void AlignmentPage::showSelection(const ViewSelection& selection) {
    applyColours(view_->heatmap(), selection);
    follow();
}

std::vector<views::Stack> AlignmentPage::drawnStacks() const {
    const auto snapshot = context().model.snapshot();
    if (snapshot && snapshot->model.encoderOnly) return {views::Stack::EncoderSelf};
    return {snapshot && snapshot->model.decoderOnly ? views::Stack::DecoderSelf
                                                    : views::Stack::Cross};
}

void AlignmentPage::follow() {
    // Always cross-attention (a decoder-only model: its self-attention block), whatever stack
    // the toolbar has chosen: the encoder may have more layers than the decoder, so the layer
    // is clamped to the decoder's.
    const auto snapshot = context().model.snapshot();
    const views::Stack stack = drawnStacks().front();
    const int layers = snapshot ? snapshot->layers(stack) : 1;
    const ViewSelection s = selection();
    view_->setLayer(std::clamp(s.layer, 0, std::max(layers - 1, 0)));
    view_->setHead(s.head);
    pair_->follow(s.layer, s.head);
}

QPoint AlignmentPage::blockOrigin() const {
    const auto snapshot = context().model.snapshot();
    if (!snapshot || !snapshot->causal.hasArrow()) return {0, 0};
    return {snapshot->causal.sourceBegin, snapshot->causal.arrow};
}

void AlignmentPage::showFocus(const TokenFocus& focus) {
    const bool source = focus.side == TokenFocus::Side::Source;
    const bool target = focus.side == TokenFocus::Side::Target;
    const auto snapshot = context().model.snapshot();
    if (snapshot && snapshot->causal.hasArrow()) {
        // One sequence: its token is an English column or a German row of the block.
        const QPoint o = blockOrigin();
        const int english = target && focus.index < o.y() ? focus.index - o.x() : -1;
        view_->setHighlightedSource(english);
        view_->setHighlightedTarget(target && focus.index >= o.y() ? focus.index - o.y() : -1);
        return;
    }
    view_->setHighlightedSource(source ? focus.index : -1);
    view_->setHighlightedTarget(target ? focus.index : -1);
}

}  // namespace atlas
