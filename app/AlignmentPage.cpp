#include "AlignmentPage.h"

#include <QHBoxLayout>

#include "CrossAttentionView.h"
#include "HeatmapWidget.h"

namespace atlas {

using views::CrossAttentionView;

AlignmentPage::AlignmentPage(QWidget* parent) : Page(parent) {
    view_ = new CrossAttentionView(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(view_);
    connect(view_, &CrossAttentionView::sourceHovered, this, [this](int index) {
        source_ = index;
        emit tokensHovered(source_, target_);
    });
    connect(view_, &CrossAttentionView::targetHovered, this, [this](int index) {
        target_ = index;
        emit tokensHovered(source_, target_);
    });
}

QString AlignmentPage::explanation() const {
    return tr(
        "<p><b>Cross-attention</b> is where the decoder reads the source. Row <i>t</i> "
        "belongs to the decoder's input token <i>t</i> (<i>&lt;s&gt;</i> first) and says "
        "which source tokens it reads while predicting token <i>t</i> + 1.</p>"
        "<p>The heatmap gives every weight; the lines give the shape at a glance: a line "
        "from a target token to a source token is as opaque as the weight between them. "
        "In a trained translation model they roughly follow the word alignment; "
        "weights below the threshold are not drawn.</p>"
        "<p>The layer and head are the toolbar's; the stack is always cross-attention "
        "here.</p>");
}

void AlignmentPage::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    snapshot_ = snapshot;
    view_->setSnapshot(*snapshot);
    follow();
}

void AlignmentPage::setSelection(const ViewSelection& selection) {
    selection_ = selection;
    applyColours(view_->heatmap(), selection);
    follow();
}

void AlignmentPage::follow() {
    // Always cross-attention, whatever stack the toolbar shows: the encoder may have more
    // layers than the decoder, so the layer is clamped to the decoder's.
    const int layers = snapshot_ ? snapshot_->layers(views::Stack::Cross) : 1;
    view_->setLayer(std::clamp(selection_.layer, 0, std::max(layers - 1, 0)));
    view_->setHead(selection_.head);
}

void AlignmentPage::setTokenFocus(const TokenFocus& focus) {
    view_->setHighlightedSource(focus.side == TokenFocus::Side::Source ? focus.index : -1);
    view_->setHighlightedTarget(focus.side == TokenFocus::Side::Target ? focus.index : -1);
}

}  // namespace atlas
