#include "AlignmentPage.h"

#include <QVBoxLayout>

#include "CrossAttentionView.h"
#include "DecodingSteps.h"
#include "HeatmapWidget.h"
#include "ModelContext.h"
#include "StepThroughBar.h"
#include "ViewState.h"

namespace atlas {

using views::CrossAttentionView;

AlignmentPage::AlignmentPage(const PageContext& context, QWidget* parent)
    : Page(context, parent), steps_(&context.steps) {
    view_ = new CrossAttentionView(this);
    stepBar_ = new views::StepThroughBar(steps_, this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(stepBar_);
    layout->addWidget(view_, 1);
    connect(view_, &CrossAttentionView::sourceHovered, this, [this](int index) {
        source_ = index;
        emit tokensHovered(source_, target_);
    });
    connect(view_, &CrossAttentionView::targetHovered, this, [this](int index) {
        target_ = index;
        emit tokensHovered(source_, target_);
    });
    connect(steps_, &views::DecodingSteps::changed, this, &AlignmentPage::display);
    connect(&context.model, &views::ModelContext::snapshotChanged, this, &AlignmentPage::display);
    connect(&context.view, &ViewState::selectionChanged, this, &AlignmentPage::showSelection);
    connect(&context.view, &ViewState::tokenFocusChanged, this, &AlignmentPage::showFocus);
    showSelection(selection());
}

QString AlignmentPage::explanation() const {
    QString html = tr(
        "<p><b>Cross-attention</b> is where the decoder reads the source. The queries come from "
        "the decoder, the keys and values from the encoder's output <i>X</i><sub>enc</sub>:</p>"
        "<p align=center><i>Q</i> = <i>HW<sub>Q</sub></i>, &nbsp;<i>K</i> = "
        "<i>X</i><sub>enc</sub><i>W<sub>K</sub></i>, &nbsp;<i>V</i> = "
        "<i>X</i><sub>enc</sub><i>W<sub>V</sub></i>, &nbsp;<i>A</i> = "
        "exp(<i>QK</i><sup>T</sup>/√<i>d</i>), &nbsp;<i>Y</i> = <i>Z</i><sup>−1</sup><i>AV</i></p>"
        "<p>Row <i>t</i> of <i>Z</i><sup>−1</sup><i>A</i> belongs to the decoder's input token "
        "<i>t</i> (&lt;s&gt; first) and says which source tokens it reads while predicting token "
        "<i>t</i> + 1; it sums to 1. There is no mask: every target position may read the whole "
        "source.</p>"
        "<p>The heatmap gives every weight; the lines give the shape at a glance, each as opaque "
        "as its weight (those below the threshold are not drawn). In a trained translation "
        "model they roughly follow the word alignment.</p>");
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

void AlignmentPage::display() {
    const bool teaching = steps_->isActive() && steps_->frame();
    if (teaching != teaching_) {
        teaching_ = teaching;
        emit explanationChanged();
    }
    const auto shown = teaching ? steps_->frame() : context().model.snapshot();
    if (!shown) return;
    view_->setSnapshot(*shown);
    view_->heatmap()->setRevealedRows(teaching ? steps_->shown() : -1);
    follow();
}

void AlignmentPage::showSelection(const ViewSelection& selection) {
    applyColours(view_->heatmap(), selection);
    follow();
}

void AlignmentPage::follow() {
    // Always cross-attention, whatever stack the toolbar shows: the encoder may have more
    // layers than the decoder, so the layer is clamped to the decoder's.
    const auto snapshot = context().model.snapshot();
    const int layers = snapshot ? snapshot->layers(views::Stack::Cross) : 1;
    const ViewSelection s = selection();
    view_->setLayer(std::clamp(s.layer, 0, std::max(layers - 1, 0)));
    view_->setHead(s.head);
}

void AlignmentPage::showFocus(const TokenFocus& focus) {
    view_->setHighlightedSource(focus.side == TokenFocus::Side::Source ? focus.index : -1);
    view_->setHighlightedTarget(focus.side == TokenFocus::Side::Target ? focus.index : -1);
}

}  // namespace atlas
