#include "AlignmentPage.h"

#include <QHBoxLayout>

#include "HeatmapWidget.h"

namespace atlas {

using views::HeatmapWidget;
using views::Stack;

AlignmentPage::AlignmentPage(QWidget* parent) : Page(parent) {
    heatmap_ = new HeatmapWidget(this);
    heatmap_->setObjectName("alignmentHeatmap");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(heatmap_, 1);
    forwardHover(heatmap_, [] { return Stack::Cross; });
}

void AlignmentPage::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    snapshot_ = snapshot;
    refresh();
}

void AlignmentPage::setSelection(const ViewSelection& selection) {
    selection_ = selection;
    applyColours(heatmap_, selection_);
    refresh();
}

void AlignmentPage::setTokenFocus(const TokenFocus& focus) {
    focus_ = focus;
    applyFocus(heatmap_, Stack::Cross, focus_);
}

void AlignmentPage::refresh() {
    if (!snapshot_) return;
    // Cross-attention whatever stack the toolbar shows; its layers are the decoder's.
    const int layer = std::min(selection_.layer, snapshot_->layers(Stack::Cross) - 1);
    heatmap_->setAttention(*snapshot_, Stack::Cross, layer, selection_.head);
    applyFocus(heatmap_, Stack::Cross, focus_);
}

}  // namespace atlas
