#include "AttentionPage.h"

#include <QHBoxLayout>

#include "HeatmapWidget.h"

namespace atlas {

using views::HeatmapWidget;

AttentionPage::AttentionPage(QWidget* parent) : Page(parent) {
    heatmap_ = new HeatmapWidget(this);
    heatmap_->setObjectName("attentionHeatmap");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(heatmap_, 1);
    forwardHover(heatmap_, [this] { return selection_.stack; });
}

void AttentionPage::setSnapshot(const std::shared_ptr<const views::Snapshot>& snapshot) {
    snapshot_ = snapshot;
    refresh();
}

void AttentionPage::setSelection(const ViewSelection& selection) {
    selection_ = selection;
    applyColours(heatmap_, selection_);
    refresh();
}

void AttentionPage::setTokenFocus(const TokenFocus& focus) {
    focus_ = focus;
    applyFocus(heatmap_, selection_.stack, focus_);
}

void AttentionPage::refresh() {
    if (!snapshot_) return;
    heatmap_->setAttention(*snapshot_, selection_.stack, selection_.layer, selection_.head);
    applyFocus(heatmap_, selection_.stack, focus_);
}

}  // namespace atlas
